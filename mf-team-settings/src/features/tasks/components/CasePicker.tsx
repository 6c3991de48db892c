import { type Ref, useDeferredValue, useState } from 'react';
import { useCaseChoices } from 'shared-data/store';
import { DOSSIER_SEARCH, SearchSelect, type SelectOption } from 'shared-ui';

export type CasePickerProps = {
  firmId: string;
  /** The chosen dossier's id ('' for none), or one of `extraOptions`. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  placeholder: string;
  /** Choices before the dossiers (« Sans dossier »…). */
  extraOptions?: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
};

/** Choosing a dossier among thousands (shared-ui `SearchSelect`): the latest, or those found. */
export function CasePicker({ firmId, value, extraOptions = [], ...field }: CasePickerProps) {
  const [search, setSearch] = useState('');
  const isDossier = !extraOptions.some((option) => option.value === value);
  const choices = useCaseChoices(firmId, useDeferredValue(search), { chosen: isDossier ? value : '' });
  return (
    <SearchSelect
      {...DOSSIER_SEARCH}
      search={search}
      onSearchChange={setSearch}
      choices={choices}
      extraOptions={extraOptions}
      value={value}
      {...field}
    />
  );
}
