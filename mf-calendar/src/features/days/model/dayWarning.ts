/**
 * A day chosen for a hearing or a délai that is not a working day (a Saturday, a Sunday or a
 * public holiday at that place): the French warning shown next to the date field before saving.
 * A warning, never a refusal (a hearing may really be held on a Saturday). Pure.
 */
import { holidayOn, type Location } from './holidays.ts';
import { isIsoDay, isoWeekday } from 'shared-ui';
import { formatDayMonthYear } from './dayFormat.ts';

/**
 * `Le 25 décembre 2026 est un jour férié (Noël). Vérifiez la date de l’audience.`, or null for a
 * working day (or a date not yet complete). `subject` completes « Vérifiez … ».
 */
export function nonWorkingDayWarning({
  date,
  subject,
  location = 'metropole',
}: {
  date: string;
  subject: string;
  location?: Location;
}): string | null {
  if (!isIsoDay(date)) return null;
  const weekday = isoWeekday(date);
  const weekend = weekday === 6 ? 'un samedi' : weekday === 7 ? 'un dimanche' : '';
  const holiday = holidayOn({ date, location });
  if (!weekend && !holiday) return null;
  const what = [weekend, holiday ? `un jour férié (${holiday.name})` : ''].filter(Boolean).join(' et ');
  return `Le ${formatDayMonthYear(date)} est ${what}. Vérifiez ${subject}.`;
}
