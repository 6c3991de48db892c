/** Unbilled time entries → invoice lines, grouped (one per rate) or one per entry. Pure. */
import type { TimeEntry } from 'shared-data';
import { centsToInput, formatIsoDay } from 'shared-ui';
import { type InvoiceLineValues, quantityToInput } from './invoiceForm.ts';

export type TimeEntryRow = Pick<TimeEntry, 'date' | 'minutes' | 'description' | 'rateCents'> & { id: string };

/** The amount of one entry, rounded to the cent (as the time sheet shows it). */
export function entryAmountCents(entry: Pick<TimeEntry, 'minutes' | 'rateCents'>): number {
  return Math.round((entry.minutes * entry.rateCents) / 60);
}

export function formatMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** Hours as a quantity when exact to the hundredth (multiple of 3 minutes); else 1 × amount. */
function quantityAndPrice(minutes: number, rateCents: number, amountCents: number): [string, string] {
  if (minutes % 3 === 0 && (minutes * rateCents) % 60 === 0)
    return [quantityToInput(minutes / 60), centsToInput(rateCents)];
  return ['1', centsToInput(amountCents)];
}

/** `franchise`: a cabinet under the VAT franchise (art. 293 B) bills its time without VAT. */
export function linesFromTimeEntries(
  entries: readonly TimeEntryRow[],
  mode: 'grouped' | 'detail',
  { franchise = false }: { franchise?: boolean } = {},
): InvoiceLineValues[] {
  const vatRate = franchise ? '0' : '20';
  const sorted = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (mode === 'detail')
    return sorted.map((entry) => {
      const [quantity, unitPrice] = quantityAndPrice(entry.minutes, entry.rateCents, entryAmountCents(entry));
      return {
        kind: 'honoraires',
        designation: `${formatIsoDay(entry.date)} – ${entry.description || 'Temps passé'} (${formatMinutes(entry.minutes)})`,
        quantity,
        unitPrice,
        vatRate,
        timeEntryIds: [entry.id],
      };
    });
  const byRate = new Map<number, TimeEntryRow[]>();
  for (const entry of sorted) byRate.set(entry.rateCents, [...(byRate.get(entry.rateCents) ?? []), entry]);
  return [...byRate.entries()].map(([rateCents, group]) => {
    const minutes = group.reduce((sum, entry) => sum + entry.minutes, 0);
    const amount = group.reduce((sum, entry) => sum + entryAmountCents(entry), 0);
    const [quantity, unitPrice] =
      amount === Math.round((minutes * rateCents) / 60)
        ? quantityAndPrice(minutes, rateCents, amount)
        : ['1', centsToInput(amount)];
    const first = group[0]!.date;
    const last = group[group.length - 1]!.date;
    return {
      kind: 'honoraires',
      designation: `Honoraires – temps passé du ${formatIsoDay(first)} au ${formatIsoDay(last)} (${formatMinutes(minutes)}, ${group.length} saisie${group.length > 1 ? 's' : ''})`,
      quantity,
      unitPrice,
      vatRate,
      timeEntryIds: group.map((entry) => entry.id),
    };
  });
}

/**
 * Time is billed once it has happened: the entries dated on or before `day` (the invoice's date, or
 * today for a draft), and those dated after it, which wait for their day.
 */
export function splitByDay<T extends Pick<TimeEntry, 'date'>>(
  entries: readonly T[],
  day: string,
): { billable: T[]; future: T[] } {
  const billable: T[] = [];
  const future: T[] = [];
  for (const entry of entries) (entry.date <= day ? billable : future).push(entry);
  return { billable, future };
}

/** Why a draft cannot be issued on `issueDate` with these entries (French), or null. */
export function futureTimeProblem(entries: readonly Pick<TimeEntry, 'date'>[], issueDate: string): string | null {
  const future = splitByDay(entries, issueDate)
    .future.map((entry) => entry.date)
    .sort();
  if (future.length === 0) return null;
  return `Un temps passé de cette facture est daté du ${formatIsoDay(future[0]!)}, après la date d’émission : retirez-le du brouillon ou émettez la facture à partir de cette date.`;
}

/** The service period covered by time entries: first and last day. */
export function periodOf(entries: readonly Pick<TimeEntry, 'date'>[]): { start: string; end: string } | null {
  if (entries.length === 0) return null;
  const days = entries.map((entry) => entry.date).sort();
  return { start: days[0]!, end: days[days.length - 1]! };
}
