import { type Ref, useDeferredValue, useState } from 'react';
import { useClientChoices } from 'shared-data/store';
import { CLIENT_SEARCH, SearchSelect } from 'shared-ui';

/** Choosing the client among thousands (shared-ui `SearchSelect`): those changed last, or those found. */
export function ClientPicker({
  firmId,
  value,
  ...field
}: {
  firmId: string;
  /** The chosen client's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}) {
  const [search, setSearch] = useState('');
  const choices = useClientChoices(firmId, useDeferredValue(search), { chosen: value });
  return (
    <SearchSelect
      {...CLIENT_SEARCH}
      showRequired
      placeholder="Choisir le client…"
      search={search}
      onSearchChange={setSearch}
      choices={choices}
      value={value}
      {...field}
    />
  );
}
