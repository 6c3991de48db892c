/** French formatting for the whole app: amounts, dates and times through Intl fr-FR. */
import { atFirstUse } from './atFirstUse.ts';

// Created when first used (atFirstUse.ts): this module starts with every page.
const euro = atFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));
const count = atFirstUse(() => new Intl.NumberFormat('fr-FR'));
const shortDate = atFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const longDate = atFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
);
const time = atFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

/** 123456 (cents) → "1 234,56 €". */
export function formatAmount(cents: number): string {
  return euro().format(cents / 100);
}

/** 1234 → "1 234" (a count of rows, characters…). */
export function formatCount(value: number): string {
  return count().format(value);
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** → "22 nov. 2026" */
export function formatDate(value: string | Date): string {
  return shortDate().format(toDate(value));
}

/** → "dimanche 22 novembre 2026" */
export function formatLongDate(value: string | Date): string {
  return longDate().format(toDate(value));
}

/** → "14:05" */
export function formatTime(value: string | Date): string {
  return time().format(toDate(value));
}

/**
 * An amount typed in euros → integer cents, or null when it is not an amount.
 * Accepts "1 234,56", "1234.5", "12 €", "€ 12" (spaces, no-break spaces and the euro sign are
 * ignored; one decimal separator, comma or point, with at most two decimals). Rejects
 * negatives, letters, "1.234,56", "12,345" and anything beyond Number.MAX_SAFE_INTEGER cents.
 */
export function parseEuros(text: string): number | null {
  const value = text
    .trim()
    .replace(/^€\s*|\s*€$/g, '')
    .replace(/(\d)[\s\u00a0\u202f](?=\d)/g, '$1');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 123456 (cents) → "1234,56", 25000 → "250": the value of an amount input (no spaces, no €). */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const units = Math.floor(absolute / 100);
  const rest = absolute % 100;
  return `${sign}${units}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}`;
}
