/** The planner's week (pure): for each teammate, their events per day and their tasks due that week. */
import { localIsoDay, weekDays } from 'shared-ui';

export type PlannerEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  attendeeUids: string[];
  status: string;
};
export type PlannerTask = {
  id: string;
  title: string;
  assigneeUid: string | null;
  dueDate: string | null;
  status: string;
};
export type PlannerMember = { uid: string; name: string };

export type PlannerRow = {
  uid: string;
  name: string;
  days: { date: string; events: PlannerEvent[]; tasks: PlannerTask[] }[];
  eventCount: number;
  taskCount: number;
  /** Busy minutes in the week (events). */
  busyMinutes: number;
  load: 'légère' | 'normale' | 'chargée';
};

/** 20 h of events or 8 open tasks in a week: "chargée"; under 6 h and 3 tasks: "légère". */
export function loadLevel(busyMinutes: number, taskCount: number): PlannerRow['load'] {
  if (busyMinutes >= 20 * 60 || taskCount >= 8) return 'chargée';
  if (busyMinutes < 6 * 60 && taskCount < 3) return 'légère';
  return 'normale';
}

export function plannerRows(input: {
  monday: string;
  members: readonly PlannerMember[];
  events: readonly PlannerEvent[];
  tasks: readonly PlannerTask[];
}): PlannerRow[] {
  const dates = weekDays(input.monday);
  const inWeek = new Set(dates);
  return [...input.members]
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .map((member) => {
      const events = input.events.filter(
        (e) => e.status !== 'annulé' && e.attendeeUids.includes(member.uid) && inWeek.has(localIsoDay(e.start)),
      );
      const tasks = input.tasks.filter(
        (t) => t.assigneeUid === member.uid && t.dueDate !== null && inWeek.has(t.dueDate) && t.status !== 'terminé',
      );
      const busyMinutes = events.reduce(
        (sum, e) => sum + Math.max(0, (new Date(e.end).getTime() - new Date(e.start).getTime()) / 60_000),
        0,
      );
      return {
        uid: member.uid,
        name: member.name,
        days: dates.map((date) => ({
          date,
          events: events.filter((e) => localIsoDay(e.start) === date).sort((a, b) => a.start.localeCompare(b.start)),
          tasks: tasks.filter((t) => t.dueDate === date),
        })),
        eventCount: events.length,
        taskCount: tasks.length,
        busyMinutes,
        load: loadLevel(busyMinutes, tasks.length),
      };
    });
}
