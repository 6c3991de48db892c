/**
 * What the planner shows of a week, and only that: the events starting in it, and the open tasks
 * due in it (indexes: `start` alone; `tasks (status, dueDate)`) — never the cabinet's 20,000
 * events and 30,000 tasks. Live: another week is asked again when the lawyer moves to it.
 */
import { type CalendarEvent, paths, type Task, useCollection } from 'shared-data/store';

/** A task still to do (a done one weighs nothing on a week). */
const OPEN_STATUSES: Task['status'][] = ['à faire', 'en cours', 'en revue'];

export function usePlannerWeek({
  firmId,
  from,
  to,
  firstDay,
  lastDay,
}: {
  firmId: string | null;
  /** The week's first instant and the next week's (`start` of events). */
  from: string;
  to: string;
  /** Its first and last days (`YYYY-MM-DD`: tasks' `dueDate`). */
  firstDay: string;
  lastDay: string;
}) {
  const events = useCollection<CalendarEvent>(
    firmId
      ? {
          collection: paths.events(firmId),
          where: [
            { field: 'start', op: '>=', value: from },
            { field: 'start', op: '<', value: to },
          ],
        }
      : null,
  );
  const tasks = useCollection<Task>(
    firmId
      ? {
          collection: paths.tasks(firmId),
          where: [
            { field: 'status', op: 'in', value: OPEN_STATUSES },
            { field: 'dueDate', op: '>=', value: firstDay },
            { field: 'dueDate', op: '<=', value: lastDay },
          ],
        }
      : null,
  );
  return { events, tasks };
}
