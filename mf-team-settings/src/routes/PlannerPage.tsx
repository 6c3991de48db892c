import { useMemo } from 'react';
import { useWorkContext } from 'shared-data';
import {
  Badge,
  Button,
  formatDate,
  formatTime,
  useUrlFilters,
  addDays,
  isIsoDay,
  LoadError,
  Loading,
  mondayOf,
  NoCabinet,
  startOfLocalDay,
  todayIso,
  weekDays,
} from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { useMembers } from '../features/members/hooks/useTeam.ts';
import { usePlannerWeek } from '../features/planner/hooks/usePlannerWeek.ts';
import { plannerRows } from '../features/planner/model/week.ts';
import planner from './planner.module.css';

const DAY_NAMES = ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.'];
const LOAD_TONE = { légère: 'success', normale: 'info', chargée: 'warning' } as const;

/** /app/teammates/planner: the week per teammate (events and tasks due). */
export function PlannerPage() {
  const work = useWorkContext();
  const [filters, setFilters] = useUrlFilters({ semaine: '' });
  const monday = mondayOf(isIsoDay(filters.semaine) ? filters.semaine : todayIso());
  const dates = weekDays(monday);
  const from = startOfLocalDay(dates[0]!);
  const to = startOfLocalDay(addDays(dates[6]!, 1));
  const members = useMembers(work.firmId);
  const { events, tasks } = usePlannerWeek({
    firmId: work.firmId,
    from,
    to,
    firstDay: dates[0]!,
    lastDay: dates[6]!,
  });
  const rows = useMemo(
    () =>
      plannerRows({
        monday,
        members: members.data.map((m) => ({ uid: m.uid, name: m.name || m.email })),
        events: events.data,
        tasks: tasks.data,
      }),
    [monday, members.data, events.data, tasks.data],
  );
  if (work.loading || members.loading) return <Loading label="Chargement du planning…" />;
  if (!work.firmId) return <NoCabinet signedOut={work.signedOut} />;
  const error = members.error ?? events.error ?? tasks.error;
  if (error) return <LoadError message={error} />;
  const today = todayIso();
  return (
    <>
      <PageHeader
        title="Planning de l’équipe"
        intro={`Semaine du ${formatDate(dates[0]!)} au ${formatDate(dates[6]!)}`}
        actions={
          <>
            <Button onClick={() => setFilters({ semaine: addDays(monday, -7) }, { push: true })}>
              Semaine précédente
            </Button>
            <Button onClick={() => setFilters({ semaine: '' }, { push: true })}>Aujourd’hui</Button>
            <Button onClick={() => setFilters({ semaine: addDays(monday, 7) }, { push: true })}>
              Semaine suivante
            </Button>
          </>
        }
      />
      {events.loading || tasks.loading ? <Loading label="Chargement des événements…" /> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable with the keyboard */}
      <section className={planner.scroller} tabIndex={0} aria-label="Planning de la semaine">
        <table className={planner.table}>
          <caption className="pt-visually-hidden">Planning de l’équipe, semaine du {formatDate(dates[0]!)}</caption>
          <thead>
            <tr>
              <th scope="col">Membre</th>
              {dates.map((date, i) => (
                <th
                  key={date}
                  scope="col"
                  aria-current={date === today ? 'date' : undefined}
                  className={date === today ? planner.today : undefined}
                >
                  {DAY_NAMES[i]} {date.slice(8)}/{date.slice(5, 7)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uid} data-planner-row={row.name}>
                <th scope="row">
                  {row.name}
                  <br />
                  <Badge tone={LOAD_TONE[row.load]}>Charge {row.load}</Badge>
                  <span className={styles.muted}>
                    {' '}
                    {row.eventCount} évén. · {Math.round(row.busyMinutes / 60)} h · {row.taskCount} tâche
                    {row.taskCount > 1 ? 's' : ''}
                  </span>
                </th>
                {row.days.map((day) => (
                  <td key={day.date} className={day.date === today ? planner.today : undefined}>
                    <ul className={planner.items}>
                      {day.events.map((e) => (
                        <li key={e.id} className={planner.event}>
                          {formatTime(e.start)} {e.title}
                        </li>
                      ))}
                      {day.tasks.map((t) => (
                        <li key={t.id} className={planner.task}>
                          Tâche : {t.title}
                        </li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length === 0 ? <p>Aucun membre dans le cabinet.</p> : null}
    </>
  );
}
