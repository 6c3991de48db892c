/**
 * `count` and `sum` over a query's documents, the way Firestore aggregates: only the documents
 * holding every summed field count, and a non-numeric value adds nothing.
 */
import { getField, type StoredDoc } from '../docs.ts';
import type { AggregateResult, AggregateSpec } from '../port.ts';

/** The aggregation of `rows` (already filtered by the spec's where) and how many documents it matched. */
export function aggregateRows(
  rows: readonly StoredDoc[],
  spec: AggregateSpec,
): { matched: number; result: AggregateResult } {
  const sums = spec.sum ?? [];
  const matched = rows.filter((row) => sums.every((field) => getField(row.data, field) !== undefined));
  const result: AggregateResult = {};
  if (spec.count) result.count = matched.length;
  if (spec.sum) {
    const totals: Record<string, number> = {};
    for (const field of sums) {
      let total = 0;
      for (const row of matched) {
        const value = getField(row.data, field);
        if (typeof value === 'number') total += value;
      }
      totals[field] = total;
    }
    result.sums = totals;
  }
  return { matched: matched.length, result };
}
