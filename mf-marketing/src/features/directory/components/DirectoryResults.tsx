import { useDeferredValue, useMemo, useState } from 'react';
import styles from '../../../components/marketing.module.css';
import {
  activeFilterNames,
  CONSULTATION_LABELS,
  type DirectoryFilters,
  type DirectoryRow,
  filterRows,
  isConsultationType,
} from '../model/directory.ts';
import { ProfileCard } from './ProfileCard.tsx';

const PAGE = 20;

const FILTER_LABELS: Record<keyof DirectoryFilters, (f: DirectoryFilters) => string> = {
  domaine: (f) => `Domaine : ${f.domaine}`,
  lieu: (f) => `Lieu : ${f.lieu}`,
  langue: (f) => `Langue : ${f.langue}`,
  type: (f) => `Type : ${isConsultationType(f.type) ? CONSULTATION_LABELS[f.type] : f.type}`,
  semaine: () => 'Disponible cette semaine',
  nom: (f) => `Nom : ${f.nom}`,
};

export type DirectoryResultsProps = {
  rows: readonly DirectoryRow[];
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>, options?: { push?: boolean }) => void;
};

/** Filtered results (deferred while typing), exact matches then nearby ones, 20 at a time. */
export function DirectoryResults({ rows, filters, onChange }: DirectoryResultsProps) {
  const deferred = useDeferredValue(filters);
  const result = useMemo(() => filterRows(rows, deferred), [rows, deferred]);
  const [shown, setShown] = useState(PAGE);
  const visible = result.rows.slice(0, shown);
  const exactCount = result.rows.length - result.nearby;
  const active = activeFilterNames(filters);
  const count = result.rows.length;
  return (
    <section className={styles.section} aria-labelledby="results-title">
      <h2 id="results-title" className={styles.visuallyHidden}>
        Résultats
      </h2>
      <p role="status" aria-live="polite" data-testid="result-count">
        {count === 0
          ? 'Aucun professionnel ne correspond à ces critères.'
          : `${count} professionnel${count > 1 ? 's' : ''} trouvé${count > 1 ? 's' : ''}${
              result.nearby ? ` (dont ${result.nearby} à proximité, dans le même département)` : ''
            }.`}
      </p>
      {count === 0 ? (
        <div className={styles.panel}>
          <p>Élargissez votre recherche : retirez un filtre ci-dessous, ou cherchez sur le département seul.</p>
          <ul className={styles.actions} style={{ listStyle: 'none', padding: 0 }}>
            {active.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.buttonSecondary}
                  onClick={() => onChange({ [name]: '' }, { push: true })}
                >
                  Retirer « {FILTER_LABELS[name](filters)} »
                </button>
              </li>
            ))}
            {active.length > 1 ? (
              <li>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() =>
                    onChange({ domaine: '', lieu: '', langue: '', type: '', semaine: '', nom: '' }, { push: true })
                  }
                >
                  Effacer tous les filtres
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <ul className={styles.grid2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {visible.map((row, index) => (
            <li key={row.id}>
              <ProfileCard row={row} nearby={index >= exactCount} />
            </li>
          ))}
        </ul>
      )}
      {count > shown ? (
        <p>
          <button type="button" className={styles.buttonSecondary} onClick={() => setShown((n) => n + PAGE)}>
            Afficher {Math.min(PAGE, count - shown)} professionnels de plus
          </button>
        </p>
      ) : null}
    </section>
  );
}
