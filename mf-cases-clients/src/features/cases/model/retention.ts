/**
 * How long a dossier is kept once closed (pure). The figures are the usual rules for a French
 * lawyer's file; the dossier page shows the end date and the dossiers list offers those past it
 * for review (nothing is deleted automatically: the lawyer decides).
 */

/**
 * A lawyer's file: 5 years after the end of the mission — the limitation period of the lawyer's
 * professional liability (C. civ. art. 2225: « à compter de la fin de leur mission »), the period
 * the CNB and the CNIL's référentiel « gestion des cabinets d’avocats » retain for the file.
 */
export const CASE_RETENTION_YEARS = 5;

/**
 * Invoices, avoirs, payments and accounting records: 10 years (C. com. art. L123-22 for accounting
 * documents and their supporting pieces; CGI art. 242 nonies A and LPF art. L102 B for invoices).
 */
export const ACCOUNTING_RETENTION_YEARS = 10;

/** `2026-03-31` + n years → `2031-03-31` (29 February becomes 28 February in a common year). */
export function addYears(isoDay: string, years: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const lastDay = month === 2 ? (leap ? 29 : 28) : day;
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The last day the closed dossier is kept, or null while it is not closed. */
export function retentionEnd(closedAt: string | null | undefined): string | null {
  return closedAt ? addYears(closedAt, CASE_RETENTION_YEARS) : null;
}

/** True when the dossier is closed and its retention period is over (`today` after the end date). */
export function isPastRetention(closedAt: string | null | undefined, today: string): boolean {
  const end = retentionEnd(closedAt);
  return end !== null && end < today;
}
