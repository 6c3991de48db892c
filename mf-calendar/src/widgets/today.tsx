import { useMemo } from 'react';
import { createSlotParcel, EmptyState, todayIso, addDays, Loading } from 'shared-ui';
import styles from '../components/layout.ts';
import { useEventsInRange } from '../features/events/hooks/useEvents.ts';
import { EVENT_KIND_LABELS } from '../features/events/model/eventKinds.ts';
import { eventsOfDay } from '../features/events/model/eventList.ts';
import { rangeOfDays } from '../features/events/model/agendaRange.ts';
import { useCaseLabels, useWorkContext } from 'shared-data/store';
import { formatParisTime } from '../features/days/model/parisTime.ts';

/** Dashboard block "Aujourd’hui": the cabinet's events of the day (Paris time), and only those are read. */
export function TodayWidget() {
  const work = useWorkContext();
  const today = todayIso();
  const day = useMemo(() => rangeOfDays(today, addDays(today, 1)), [today]);
  const events = useEventsInRange({ firmId: work.firmId, range: day });
  const list = useMemo(() => eventsOfDay(events.data, day), [events.data, day]);
  const lookups = useCaseLabels(
    work.firmId,
    list.map((event) => event.caseId),
  );
  return (
    <section aria-labelledby="today-widget-title">
      <h2 id="today-widget-title">Aujourd’hui</h2>
      {work.loading || events.loading || lookups.loading ? (
        <Loading label="Chargement de l’agenda…" />
      ) : events.error ? (
        <p role="alert">{events.error}</p>
      ) : list.length === 0 ? (
        <EmptyState title="Rien à l’agenda aujourd’hui" action={<a href="/app/calendar">Ouvrir l’agenda</a>}>
          Les audiences et rendez-vous du jour apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {list.map((event) => (
            <li key={event.id}>
              <strong>
                {formatParisTime(event.start)}–{formatParisTime(event.end)}
              </strong>{' '}
              {event.title} <span className={styles.muted}>({EVENT_KIND_LABELS[event.kind]})</span>
              {event.caseId ? (
                <>
                  {' '}
                  — <a href={`/app/cases/${event.caseId}`}>{lookups.caseLabel(event.caseId)}</a>
                </>
              ) : null}
            </li>
          ))}
          <li>
            <a href="/app/calendar?vue=timeGridDay">Voir la journée dans l’agenda</a>
          </li>
        </ul>
      )}
    </section>
  );
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('today', TodayWidget);
