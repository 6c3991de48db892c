import type { Ref } from 'react';
import type { CountedNoun } from './data-display/ShowMore.tsx';
import { Select, type SelectOption } from './forms/Select.tsx';
import { TextField } from './forms/TextField.tsx';

/** What a picker searches, in French. */
export type SearchSelectTexts = {
  /** The search field's label: « Rechercher un dossier ». */
  searchLabel: string;
  /** What the search looks into. */
  searchHint: string;
  /** The select's label: « Dossier ». */
  label: string;
  noun: CountedNoun;
  /** The order offered while nothing is typed: « les plus récents ». */
  latest: string;
};

/** A dossier picker's texts (shared-data `useCaseChoices`). */
export const DOSSIER_SEARCH: SearchSelectTexts = {
  searchLabel: 'Rechercher un dossier',
  searchHint: 'Référence (2026-0038), client, partie adverse, n° RG ou intitulé.',
  label: 'Dossier',
  noun: { one: 'dossier', many: 'dossiers' },
  latest: 'les plus récents',
};

/** A client picker's texts (shared-data `useClientChoices`). */
export const CLIENT_SEARCH: SearchSelectTexts = {
  searchLabel: 'Rechercher un client',
  searchHint: 'Nom, e-mail, téléphone ou SIREN.',
  label: 'Client',
  noun: { one: 'client', many: 'clients' },
  latest: 'modifiés en dernier',
};

/** What the backend found for the search (shared-data `Choices`). */
export type SearchSelectChoices = {
  options: readonly SelectOption[];
  /** The one chosen that the search did not bring: shown first all the same. */
  chosen: SelectOption | null;
  loading: boolean;
  error: string | null;
  /** As many as a picker shows were found: more may match. */
  limited: boolean;
};

/** What the select's hint says of the search: under way, failed, nothing, or what it offers. */
export function searchStatus(choices: SearchSelectChoices, search: string, texts: SearchSelectTexts): string {
  if (choices.loading) return 'Recherche…';
  if (choices.error) return choices.error;
  const count = choices.options.length;
  const { one, many, feminine } = texts.noun;
  if (count === 0) return `Aucun${feminine ? 'e' : ''} ${one}${search.trim() ? ' ne correspond' : ''}.`;
  if (!search.trim()) return `Les ${count} ${count > 1 ? many : one} ${texts.latest}.`;
  const found = `trouvé${feminine ? 'e' : ''}${count > 1 ? 's' : ''}`;
  return `${count} ${count > 1 ? many : one} ${found}${choices.limited ? ' (les premiers)' : ''}.`;
}

/** The props of `SearchSelect`. */
export type SearchSelectProps = SearchSelectTexts & {
  /** What is typed in the search field. */
  search: string;
  onSearchChange: (search: string) => void;
  choices: SearchSelectChoices;
  /** Choices before those found (« Sans dossier »…). */
  extraOptions?: readonly SelectOption[];
  /** The chosen value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first, empty choice: « Aucun dossier », « Tous les dossiers »… */
  placeholder: string;
  error?: string | undefined;
  showRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * Choosing one among thousands: a search field and a select of what the backend found for it —
 * the latest while nothing is typed — with the search's state said in the select's hint (polite).
 * Two native fields, so the keyboard and screen readers work as everywhere else in a form; Enter
 * in the search never submits the form around it. Presentational: the area's picker reads the
 * choices (shared-data `useCaseChoices`, `useClientChoices`) and passes them.
 */
export function SearchSelect({
  search,
  onSearchChange,
  choices,
  extraOptions = [],
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  showRequired,
  ref,
  ...texts
}: SearchSelectProps) {
  return (
    <>
      <TextField
        label={texts.searchLabel}
        type="search"
        hint={texts.searchHint}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
      />
      <Select
        ref={ref}
        label={texts.label}
        placeholder={placeholder}
        showRequired={showRequired}
        hint={<span aria-live="polite">{searchStatus(choices, search, texts)}</span>}
        options={[...extraOptions, ...(choices.chosen ? [choices.chosen] : []), ...choices.options]}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </>
  );
}
