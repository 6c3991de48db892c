import { useDeferredValue, useMemo, useState } from 'react';
import { TextField } from 'shared-ui/public';
import styles from '../../../components/marketing.module.css';
import { useDirectory } from '../../directory/hooks/useDirectory.ts';
import { DEFAULT_FILTERS, filterRows } from '../../directory/model/directory.ts';
import { slotLabel } from '../../directory/model/slotFormat.ts';

/** No professional chosen yet: a search inside the page (name, cabinet, city or area). */
export function ProPicker() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const directory = useDirectory();
  const matches = useMemo(
    () => (directory.status === 'ready' ? filterRows(directory.rows, { ...DEFAULT_FILTERS, nom: deferred }).rows : []),
    [directory, deferred],
  );
  return (
    <section className={styles.panel} aria-labelledby="pick-title">
      <h2 id="pick-title">Avec qui souhaitez-vous prendre rendez-vous ?</h2>
      <TextField
        label="Nom, cabinet, ville ou domaine"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        hint="Par exemple : Durand, Lyon, droit du travail."
      />
      {directory.status === 'loading' ? (
        // The room the list will take: what follows does not jump when it arrives.
        <div aria-busy="true">
          <p role="status">Chargement de l’annuaire…</p>
          <div className={`${styles.skeleton} ${styles.listSkeleton}`} />
        </div>
      ) : directory.status === 'error' ? (
        <p role="alert">{directory.message}</p>
      ) : (
        <>
          <p role="status">
            {matches.length === 0
              ? 'Aucun professionnel ne correspond : essayez un autre nom ou une ville.'
              : `${matches.length} professionnel${matches.length > 1 ? 's' : ''}${matches.length > 8 ? ', les 8 premiers :' : ''}`}
          </p>
          <ul className={styles.grid2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {matches.slice(0, 8).map((row) => (
              <li key={row.id} className={styles.card}>
                <p>
                  <strong>{row.profile.fullName}</strong> — {row.profile.city}
                </p>
                <p className={styles.small}>
                  {row.nextSlot ? `Prochain créneau : ${slotLabel(row.nextSlot.start)}` : 'Pas de créneau libre proche'}
                </p>
                <p>
                  <a href={`/book?pro=${encodeURIComponent(row.id)}`} aria-label={`Choisir ${row.profile.fullName}`}>
                    Choisir
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
