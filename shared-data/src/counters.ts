/**
 * Gap-free yearly numbering (dossiers `2026-0001`, invoices…): a counter document per name and
 * year, read and incremented inside the caller's transaction, so two people numbering at once
 * never get the same number and no number is skipped (a failed transaction leaves no trace).
 */
import { paths } from './paths.ts';
import type { Transaction } from './port.ts';

export function formatReference(year: number, value: number): string {
  return `${year}-${String(value).padStart(4, '0')}`;
}

/**
 * Call it FIRST in the transaction (reads precede writes), then write the numbered document in
 * the same transaction. Returns the number and its formatted reference.
 */
export async function nextCounterValue(
  tx: Transaction,
  firmId: string,
  name: string,
  options: { year?: number } = {},
): Promise<{ value: number; year: number; reference: string }> {
  const year = options.year ?? new Date().getFullYear();
  const path = paths.counter(firmId, `${name}-${year}`);
  const snapshot = await tx.get<{ value: number }>(path);
  const value = (snapshot.data?.value ?? 0) + 1;
  tx.set(path, { value, updatedAt: new Date().toISOString() });
  return { value, year, reference: formatReference(year, value) };
}
