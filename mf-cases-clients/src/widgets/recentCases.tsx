import { useWorkContext } from 'shared-data/store';
import { createParcel, EmptyState, formatDate, Loading } from 'shared-ui';
import { StatusBadge } from '../features/cases/components/StatusBadge.tsx';
import { useRecentCases } from '../features/cases/hooks/useRecentCases.ts';

/** Dashboard block "Dossiers récents": the five dossiers changed most recently. */
export function RecentCasesWidget() {
  const work = useWorkContext();
  const cases = useRecentCases(work.firmId);
  const loading = work.loading || cases.loading;
  return (
    <section aria-labelledby="recent-cases-title">
      <h2 id="recent-cases-title">Dossiers récents</h2>
      {loading ? (
        <Loading label="Chargement des dossiers…" />
      ) : cases.data.length === 0 ? (
        <EmptyState title="Aucun dossier récent" action={<a href="/app/cases?nouveau=1">Ouvrir un dossier</a>}>
          Les dossiers sur lesquels vous travaillez apparaîtront ici.
        </EmptyState>
      ) : (
        <ul>
          {cases.data.map((item) => (
            <li key={item.id}>
              <a href={`/app/cases/${item.id}`}>
                {item.reference} — {item.title}
              </a>{' '}
              <StatusBadge status={item.status} /> <small>modifié le {formatDate(item.updatedAt)}</small>
            </li>
          ))}
          <li>
            <a href="/app/cases">Tous les dossiers</a>
          </li>
        </ul>
      )}
    </section>
  );
}

export const { bootstrap, mount, unmount } = createParcel(RecentCasesWidget);
