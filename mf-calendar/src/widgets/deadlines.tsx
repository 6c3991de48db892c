import { useMemo } from 'react';
import { createSlotParcel, EmptyState, todayIso, addDays, Loading } from 'shared-ui';
import styles from '../components/layout.ts';
import { useOpenDeadlinesUntil } from '../features/deadlines/hooks/useDeadlines.ts';
import { daysLeftLabel, deadlineState, dueWithin } from '../features/deadlines/model/deadlineList.ts';
import { useCaseLabels, useRefreshWhenChanged, useWorkContext } from 'shared-data/store';
import { formatDay } from '../features/days/model/parisTime.ts';

/** Délais the block lists (the most urgent); the others are counted. */
const SHOWN = 8;

/** Dashboard block "Délais à venir": open délais due within 14 days, overdue ones in red. */
export function DeadlinesWidget() {
  const work = useWorkContext();
  const today = todayIso();
  const { list: deadlines, total } = useOpenDeadlinesUntil({
    firmId: work.firmId,
    until: addDays(today, 14),
    limit: SHOWN,
  });
  useRefreshWhenChanged([deadlines.data], deadlines.loading, total.refresh);
  const list = useMemo(() => dueWithin(deadlines.data, today, 14), [deadlines.data, today]);
  const lookups = useCaseLabels(
    work.firmId,
    list.map((deadline) => deadline.caseId),
  );
  const others = (total.data?.count ?? list.length) - list.length;
  return (
    <section aria-labelledby="deadlines-widget-title">
      <h2 id="deadlines-widget-title">Délais à venir</h2>
      {work.loading || deadlines.loading || lookups.loading ? (
        <Loading label="Chargement des délais…" />
      ) : deadlines.error ? (
        <p role="alert">{deadlines.error}</p>
      ) : list.length === 0 ? (
        <EmptyState
          title="Aucun délai dans les 14 jours"
          action={<a href="/app/calendar/deadlines">Calculer un délai</a>}
        >
          Les délais à respecter dans les deux semaines apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {list.map((deadline) => {
            const overdue = deadlineState(deadline, today) === 'overdue';
            return (
              <li
                key={deadline.id}
                className={overdue ? styles.overdue : undefined}
                data-overdue={overdue || undefined}
              >
                {formatDay(deadline.dueDate)} — {deadline.title}
                {deadline.caseId ? ` (${lookups.caseLabel(deadline.caseId)})` : ''} · {daysLeftLabel(deadline, today)}
              </li>
            );
          })}
          <li>
            <a href="/app/calendar/deadlines">
              {others > 0
                ? `Tous les délais (${others} autre${others > 1 ? 's' : ''} dans les 14 jours)`
                : 'Tous les délais'}
            </a>
          </li>
        </ul>
      )}
    </section>
  );
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('deadlines', DeadlinesWidget);
