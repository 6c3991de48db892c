/** Local calendar days (`YYYY-MM-DD`), weeks starting on Monday. Pure. */
const pad = (n: number) => String(n).padStart(2, '0');

export function isoOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayIso(now = new Date()): string {
  return isoOfDate(now);
}

export function addDaysIso(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoOfDate(new Date(y, m - 1, d + days));
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(y, m - 1, d).getDay() + 6) % 7;
  return addDaysIso(day, -weekday);
}
