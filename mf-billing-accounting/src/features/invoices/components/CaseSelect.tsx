import type { Ref } from 'react';
import { caseLabelOf } from 'shared-data/store';
import { Select } from 'shared-ui';
import { useCaseRecord, useClientCases } from '../hooks/useParties.ts';
import { withChosen } from '../model/parties.ts';

/**
 * The dossier of the chosen client: its dossiers only (`clientIds` holds it), the latest opened
 * first. A dossier chosen beyond them (given by the address, an older draft's) is read by its id.
 */
export function CaseSelect({
  firmId,
  clientId,
  value,
  onChange,
  onBlur,
  placeholder,
  showRequired,
  error,
  ref,
}: {
  firmId: string;
  clientId: string;
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  /** With a client chosen (without: « Choisissez d’abord le client »). */
  placeholder: string;
  showRequired?: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}) {
  const cases = useClientCases(firmId, clientId);
  const missing = Boolean(value) && !cases.loading && !cases.options.some((option) => option.value === value);
  const chosen = useCaseRecord(missing ? firmId : null, value);
  const options = withChosen(
    cases.options,
    value,
    chosen.data ? caseLabelOf(chosen.data) : 'Dossier choisi (chargement…)',
  );
  return (
    <Select
      ref={ref}
      label="Dossier"
      showRequired={showRequired}
      placeholder={clientId ? placeholder : 'Choisissez d’abord le client'}
      hint={cases.error ? <span role="alert">{cases.error}</span> : undefined}
      options={options}
      disabled={!clientId}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
