/** French formatting for the whole app: amounts, dates and times through Intl fr-FR. */
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 123456 (cents) → "1 234,56 €". */
export function formatAmount(cents: number): string {
  return euro.format(cents / 100);
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** → "22 nov. 2026" */
export function formatDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** → "dimanche 22 novembre 2026" */
export function formatLongDate(value: string | Date): string {
  return longDate.format(toDate(value));
}

/** → "14:05" */
export function formatTime(value: string | Date): string {
  return time.format(toDate(value));
}
