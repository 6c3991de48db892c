/**
 * Where the agenda's toolbar leads (« Précédent », « Suivant », « Aujourd’hui », the views): the
 * first day of a period. Apart from agendaRange.ts, which the dashboard's block loads too: only the
 * agenda route needs these. Pure.
 */
// The deep import: this module only is bundled with the agenda's chunk (addMonths is not in shared-ui's bundle).
import { addDays, addMonths, mondayOf } from 'shared-ui/isoDay';
import type { RangeView } from './agendaRange.ts';

/** The first day of the period `view` shows around `day`: its day, its week's Monday, its month's 1st. */
export function periodStart(view: RangeView, day: string): string {
  if (view === 'timeGridDay') return day;
  if (view === 'dayGridMonth') return `${day.slice(0, 8)}01`;
  return mondayOf(day);
}

/** The first day of the period `step` periods after (negative: before) the one showing `day`. */
export function periodAfter(view: RangeView, day: string, step: number): string {
  const start = periodStart(view, day);
  if (view === 'timeGridDay') return addDays(start, step);
  if (view === 'dayGridMonth') return addMonths(start, step);
  return addDays(start, 7 * step);
}
