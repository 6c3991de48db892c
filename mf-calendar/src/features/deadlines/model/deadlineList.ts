/** The délais list: urgency order, state (overdue, soon, done) and search keys. Pure. */
import type { Deadline } from 'shared-data';
import { daysBetween } from 'shared-ui';

export type DeadlineWithId = Deadline & { id: string };
export type DeadlineState = 'done' | 'overdue' | 'today' | 'soon' | 'later';

/** Overdue = its last day has passed (a délai ends at 24 h on its last day) and it is not done. */
export function deadlineState(deadline: Deadline, today: string): DeadlineState {
  if (deadline.done) return 'done';
  const days = daysBetween(today, deadline.dueDate);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return days <= 14 ? 'soon' : 'later';
}

export const STATE_LABELS: Record<DeadlineState, string> = {
  done: 'Fait',
  overdue: 'Dépassé',
  today: 'Aujourd’hui',
  soon: 'Sous 14 jours',
  later: 'À venir',
};

/** Urgency: open délais by due date (overdue first, as they are the earliest), then done ones, latest first. */
export function sortByUrgency<T extends Deadline>(deadlines: readonly T[]): T[] {
  return [...deadlines].sort((a, b) => {
    if (a.done !== b.done) return a.done ? 1 : -1;
    if (a.done) return b.dueDate.localeCompare(a.dueDate);
    return a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title, 'fr');
  });
}

/** Open délais due within `days` days (overdue included), for the dashboard. */
export function dueWithin<T extends Deadline>(deadlines: readonly T[], today: string, days: number): T[] {
  return sortByUrgency(deadlines.filter((d) => !d.done && daysBetween(today, d.dueDate) <= days));
}

export function daysLeftLabel(deadline: Deadline, today: string): string {
  if (deadline.done) return 'Fait';
  const days = daysBetween(today, deadline.dueDate);
  if (days < -1) return `Dépassé de ${-days} jours`;
  if (days === -1) return 'Dépassé d’un jour';
  if (days === 0) return 'Expire aujourd’hui';
  if (days === 1) return 'Expire demain';
  return `Dans ${days} jours`;
}
