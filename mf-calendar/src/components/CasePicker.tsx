import { type Ref, useDeferredValue, useState } from 'react';
import { Select, TextField } from 'shared-ui';
import { useCaseLabels } from '../features/events/hooks/useCaseLabels.ts';
import { CASE_CHOICES, useCaseSearch } from '../lib/useCaseSearch.ts';

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

/**
 * Choosing a dossier among thousands: a search field (the start of the reference) and a select of
 * the {@link CASE_CHOICES} dossiers found — the latest ones while nothing is typed. The dossier
 * already chosen stays among the options whatever is searched. Two native fields: keyboard and
 * screen readers work as everywhere else in the form.
 */
export function CasePicker({
  firmId,
  value,
  onChange,
  onBlur,
  label = 'Dossier',
  placeholder,
  error,
  showRequired,
  openOnly = false,
  ref,
}: CasePickerProps) {
  const [text, setText] = useState('');
  const search = useCaseSearch(firmId, useDeferredValue(text), { openOnly });
  const options = search.choices.map((choice) => ({ value: choice.id, label: choice.label }));
  const missing = Boolean(value) && !options.some((option) => option.value === value);
  // The chosen dossier is read by its id only when the search did not bring it.
  const chosen = useCaseLabels(firmId, missing && !search.loading ? [value] : []);
  if (missing) options.unshift({ value, label: chosen.caseLabel(value) || 'Dossier choisi (chargement…)' });
  const found = search.loading
    ? 'Recherche…'
    : search.error
      ? search.error
      : search.choices.length === 0
        ? text.trim()
          ? 'Aucun dossier ne correspond.'
          : 'Aucun dossier.'
        : text.trim()
          ? `${search.choices.length} dossier${search.choices.length > 1 ? 's' : ''} trouvé${search.choices.length > 1 ? 's' : ''}${search.choices.length === CASE_CHOICES ? ' (les premiers)' : ''}.`
          : `Les ${search.choices.length} dossiers les plus récents.`;
  return (
    <>
      <TextField
        label={`Rechercher un dossier${openOnly ? ' ouvert' : ''}`}
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
        showRequired={showRequired}
        hint={<span aria-live="polite">{found}</span>}
        options={options}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </>
  );
}
