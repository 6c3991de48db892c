import { EmptyState, formatDate } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { teamHistory, type TeamAuditEntry } from '../model/history.ts';

/** The audit trail of the team: who changed whose role, who was removed (owner's view). */
export function TeamHistory({
  entries,
  names,
}: {
  entries: readonly TeamAuditEntry[];
  names: ReadonlyMap<string, string>;
}) {
  const lines = teamHistory({ entries, names });
  return (
    <section aria-labelledby="team-history-title" className={styles.panel} data-team-history="">
      <h2 id="team-history-title">Journal de l’équipe</h2>
      {lines.length === 0 ? (
        <EmptyState title="Aucun changement enregistré">
          Les changements de rôle et les retraits de membres sont inscrits ici, avec leur auteur et leur date.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Journal de l’équipe">
          {lines.map((line) => (
            <li key={`${line.at}-${line.text}`} className={styles.listItem}>
              <span>
                {line.text}
                <br />
                <span className={styles.muted}>
                  le {formatDate(line.at)} à{' '}
                  {new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(new Date(line.at))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
