import { LANGUAGES, PRACTICE_AREAS } from 'shared-data/constants';
import { Checkbox, Select, TextField } from 'shared-ui/public';
import styles from '../../../components/marketing.module.css';
import { CONSULTATION_LABELS, type DirectoryFilters } from '../model/directory.ts';

export type DirectoryFiltersFormProps = {
  filters: DirectoryFilters;
  /** `push`: a new history entry (choices); typing replaces the current one. */
  onChange: (patch: Partial<DirectoryFilters>, options?: { push?: boolean }) => void;
};

const TYPE_OPTIONS = Object.entries(CONSULTATION_LABELS).map(([value, label]) => ({ value, label }));

/** The directory's filters; every value lives in the URL (shareable, Back/Forward restore it). */
export function DirectoryFiltersForm({ filters, onChange }: DirectoryFiltersFormProps) {
  return (
    <form
      aria-label="Filtres de l’annuaire"
      action="/search"
      method="get"
      className={styles.searchForm}
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        name="domaine"
        label="Domaine du droit"
        placeholder="Tous les domaines"
        options={PRACTICE_AREAS}
        value={filters.domaine}
        onChange={(event) => onChange({ domaine: event.target.value }, { push: true })}
      />
      <TextField
        name="lieu"
        label="Ville ou code postal"
        hint="Un code postal montre aussi le reste du département."
        autoComplete="address-level2"
        value={filters.lieu}
        onChange={(event) => onChange({ lieu: event.target.value })}
      />
      <Select
        name="langue"
        label="Langue parlée"
        placeholder="Toutes les langues"
        options={LANGUAGES}
        value={filters.langue}
        onChange={(event) => onChange({ langue: event.target.value }, { push: true })}
      />
      <Select
        name="type"
        label="Type de rendez-vous"
        placeholder="Tous les types"
        options={TYPE_OPTIONS}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value }, { push: true })}
      />
      <TextField
        name="nom"
        label="Nom ou cabinet"
        type="search"
        value={filters.nom}
        onChange={(event) => onChange({ nom: event.target.value })}
      />
      <Checkbox
        name="semaine"
        value="1"
        label="Disponible cette semaine"
        checked={filters.semaine === '1'}
        onChange={(event) => onChange({ semaine: event.target.checked ? '1' : '' }, { push: true })}
      />
      <noscript>
        <button type="submit" className={styles.button}>
          Rechercher
        </button>
      </noscript>
    </form>
  );
}
