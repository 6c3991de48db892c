import { type Ref, useDeferredValue, useState } from 'react';
import { useCaseChoices } from 'shared-data/store';
import { DOSSIER_SEARCH, SearchSelect } from 'shared-ui';

export type CasePickerProps = {
  firmId: string;
  /** The chosen dossier's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  label?: string;
  placeholder: string;
  error?: string | undefined;
  showRequired?: boolean;
  /** Offer the open dossiers only (a new délai is not saved on a closed one). */
  openOnly?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** Choosing a dossier among thousands (shared-ui `SearchSelect`): the latest, or those found. */
export function CasePicker({
  firmId,
  value,
  label = DOSSIER_SEARCH.label,
  openOnly = false,
  ...field
}: CasePickerProps) {
  const [search, setSearch] = useState('');
  const choices = useCaseChoices(firmId, useDeferredValue(search), { openOnly, chosen: value });
  return (
    <SearchSelect
      {...DOSSIER_SEARCH}
      searchLabel={openOnly ? 'Rechercher un dossier ouvert' : DOSSIER_SEARCH.searchLabel}
      label={label}
      search={search}
      onSearchChange={setSearch}
      choices={choices}
      value={value}
      {...field}
    />
  );
}
