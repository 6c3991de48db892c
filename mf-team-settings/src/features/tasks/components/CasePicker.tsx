import { type Ref, useDeferredValue, useState } from 'react';
import { Select, TextField } from 'shared-ui';
import { CASE_CHOICES, useCaseLabels, useCaseSearch } from '../hooks/useCases.ts';

export type CasePickerProps = {
  firmId: string;
  /** The chosen dossier's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  label?: string;
  placeholder: string;
  /** Choices before the dossiers (« Sans dossier »…). */
  extraOptions?: { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

/**
 * Choosing a dossier among thousands: a search field (the start of the reference) and a select of
 * the {@link CASE_CHOICES} dossiers found — the latest ones while nothing is typed. The dossier
 * already chosen stays among the options whatever is searched. Two native fields.
 */
export function CasePicker({
  firmId,
  value,
  onChange,
  onBlur,
  label = 'Dossier',
  placeholder,
  extraOptions = [],
  ref,
}: CasePickerProps) {
  const [text, setText] = useState('');
  const search = useCaseSearch(firmId, useDeferredValue(text));
  const isDossier = Boolean(value) && !extraOptions.some((option) => option.value === value);
  const missing = isDossier && !search.options.some((option) => option.value === value);
  // The chosen dossier is read by its id only when the search did not bring it.
  const chosen = useCaseLabels(firmId, missing && !search.loading ? [value] : []);
  const options = [
    ...extraOptions,
    ...(missing ? [{ value, label: chosen.caseLabel(value) || 'Dossier choisi (chargement…)' }] : []),
    ...search.options,
  ];
  const count = search.options.length;
  const found = search.loading
    ? 'Recherche…'
    : (search.error ??
      (count === 0
        ? text.trim()
          ? 'Aucun dossier ne correspond.'
          : 'Aucun dossier.'
        : text.trim()
          ? `${count} dossier${count > 1 ? 's' : ''} trouvé${count > 1 ? 's' : ''}${count === CASE_CHOICES ? ' (les premiers)' : ''}.`
          : `Les ${count} dossiers les plus récents.`));
  return (
    <>
      <TextField
        label="Rechercher un dossier"
        type="search"
        hint="Référence (2026-0038), client, partie adverse, n° RG ou intitulé."
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Enter searches as typed; it must not submit the form around the picker.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
      />
      <Select
        ref={ref}
        label={label}
        placeholder={placeholder}
        hint={<span aria-live="polite">{found}</span>}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </>
  );
}
