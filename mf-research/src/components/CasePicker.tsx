import { type Ref, useDeferredValue, useState } from 'react';
import { useCaseChoices } from 'shared-data';
import { DOSSIER_SEARCH, SearchSelect } from 'shared-ui';

export type CasePickerProps = {
  firmId: string;
  /** The chosen dossier's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  placeholder: string;
  error?: string | undefined;
  showRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** Choosing a dossier among thousands (shared-ui `SearchSelect`): the latest, or those found. */
export function CasePicker({ firmId, value, ...field }: CasePickerProps) {
  const [search, setSearch] = useState('');
  const choices = useCaseChoices(firmId, useDeferredValue(search), { chosen: value });
  return (
    <SearchSelect
      {...DOSSIER_SEARCH}
      search={search}
      onSearchChange={setSearch}
      choices={choices}
      value={value}
      {...field}
    />
  );
}
