import { type Ref, useDeferredValue, useState } from 'react';
import { Select, TextField } from 'shared-ui';
import { useClientChoices } from '../hooks/useParties.ts';
import { CLIENT_CHOICES, withChosen } from '../model/parties.ts';

/**
 * Choosing the client among thousands: a search field (name, e-mail, phone, SIREN) and a select of
 * the {@link CLIENT_CHOICES} clients found — those changed last while nothing is typed. The client
 * already chosen stays among the options whatever is searched. Two native fields: keyboard and
 * screen readers work as everywhere else in the form.
 */
export function ClientPicker({
  firmId,
  value,
  chosenName,
  onChange,
  onBlur,
  error,
  ref,
}: {
  firmId: string;
  /** The chosen client's id ('' for none). */
  value: string;
  /** Its name once read (the editor reads the chosen client by its id). */
  chosenName: string | null;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}) {
  const [text, setText] = useState('');
  const search = useClientChoices(firmId, useDeferredValue(text));
  const options = withChosen(search.options, value, chosenName ?? 'Client choisi (chargement…)');
  const found = search.loading
    ? 'Recherche…'
    : search.error
      ? search.error
      : search.options.length === 0
        ? 'Aucun client ne correspond à cette recherche.'
        : text.trim()
          ? `${search.options.length} client${search.options.length > 1 ? 's' : ''} trouvé${search.options.length > 1 ? 's' : ''}${search.options.length === CLIENT_CHOICES ? ' (les premiers)' : ''}.`
          : `Les ${search.options.length} clients modifiés en dernier.`;
  return (
    <>
      <TextField
        label="Rechercher un client"
        type="search"
        hint="Nom, e-mail, téléphone ou SIREN."
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
        label="Client"
        showRequired
        placeholder="Choisir le client…"
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
