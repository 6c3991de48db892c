/**
 * Test-only: a missing composite index fails a test, not production.
 *
 * Firestore refuses (`failed-precondition`) a query its indexes cannot serve; neither the
 * emulator nor IndexedDB ever does, so a query whose index was forgotten in
 * `firebase/firestore.indexes.json` passes every local run and breaks in production. Here the
 * adapters report each query they are about to run (readCounter.ts `observeQuery`) and this
 * check applies Firestore's index rules to it against the declared indexes.
 *
 * Why at run time, in the tests that render the screens, rather than a static scan of the
 * `useCollection({ where, orderBy })` calls: the areas build their queries from the screen's
 * state (filters, a range, a cursor, clauses added only when a filter is set), which a scan of
 * the source cannot see; the tests issue the very queries the screens issue. `freshDemoData()`
 * (the start of the route, widget and hook tests on the real data stack) installs the check: an
 * unindexed query is refused as Firestore would refuse it (the screen shows its error) and the
 * test fails after it, naming the index to add. What no test runs is not checked: a new query
 * comes with a test.
 *
 * Firestore's rules, as applied here (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - equality (`==`, `in`) and `array-contains(-any)` filters alone, or one range / order on one
 *   field alone, are served by the automatic single-field indexes;
 * - anything else needs a composite index: its equality fields (any order; `CONTAINS` for an
 *   array filter), then the query's order — the `orderBy` fields, then the range fields not
 *   ordered (by name, in the direction of the last `orderBy`), then for an aggregation the summed
 *   fields (ascending) — with exactly these directions;
 * - equality fields may be spread over several indexes sharing that order (index merging).
 */
import declared from '../../../firebase/firestore.indexes.json';
import { DataError, type Query } from '../port.ts';
import { type ObservedQuery, setQueryObserver } from '../readCounter.ts';

export type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
export type CompositeIndex = { collectionGroup: string; queryScope: string; fields: IndexField[] };

/** What a query needs beyond the single-field indexes. */
export type IndexNeed = {
  collectionGroup: string;
  equalities: { field: string; contains: boolean }[];
  order: { field: string; direction: 'asc' | 'desc' }[];
};

const EQUALITY = new Set(['==', 'in']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);

/** The composite index `observed` needs, or null when single-field indexes serve it. */
export function indexNeed({ query, sums = [] }: ObservedQuery): IndexNeed | null {
  const collectionGroup = query.collection.split('/').at(-1) ?? '';
  const equalities = new Map<string, boolean>();
  const ranges = new Set<string>();
  for (const clause of query.where ?? []) {
    if (EQUALITY.has(clause.op)) equalities.set(clause.field, equalities.get(clause.field) ?? false);
    else if (CONTAINS.has(clause.op)) equalities.set(clause.field, true);
    else ranges.add(clause.field);
  }
  const order: IndexNeed['order'] = [];
  const add = (field: string, direction: 'asc' | 'desc') => {
    if (field !== '__name__' && !equalities.has(field) && !order.some((o) => o.field === field))
      order.push({ field, direction });
  };
  for (const o of query.orderBy ?? []) add(o.field, o.direction ?? 'asc');
  const last = order.at(-1)?.direction ?? 'asc';
  for (const field of [...ranges].sort()) add(field, last);
  for (const field of sums) add(field, 'asc');
  if (order.length === 0 || (order.length === 1 && equalities.size === 0)) return null;
  return {
    collectionGroup,
    equalities: [...equalities].map(([field, contains]) => ({ field, contains })),
    order,
  };
}

const sameOrder = (fields: IndexField[], order: IndexNeed['order']) =>
  fields.length === order.length &&
  fields.every(
    (f, i) =>
      f.fieldPath === order[i]!.field && f.order === (order[i]!.direction === 'asc' ? 'ASCENDING' : 'DESCENDING'),
  );

/** Whether the declared indexes serve the need (one index, or several merged on their equalities). */
export function isServed(need: IndexNeed, indexes: readonly CompositeIndex[]): boolean {
  const covered = new Set<string>();
  for (const index of indexes) {
    if (index.collectionGroup !== need.collectionGroup || index.queryScope !== 'COLLECTION') continue;
    if (index.fields.length < need.order.length) continue;
    const prefix = index.fields.slice(0, index.fields.length - need.order.length);
    if (!sameOrder(index.fields.slice(prefix.length), need.order)) continue;
    const usable = prefix.every((field) => {
      const equality = need.equalities.find((e) => e.field === field.fieldPath);
      return equality && (equality.contains ? field.arrayConfig === 'CONTAINS' : field.order !== undefined);
    });
    if (!usable) continue;
    if (need.equalities.length === 0 && prefix.length === 0) return true;
    for (const field of prefix) covered.add(field.fieldPath);
  }
  return need.equalities.length > 0 && need.equalities.every((e) => covered.has(e.field));
}

/** The entry to add to `firebase/firestore.indexes.json` for this need. */
export function indexEntry(need: IndexNeed): CompositeIndex {
  return {
    collectionGroup: need.collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      ...need.equalities.map((e) =>
        e.contains
          ? { fieldPath: e.field, arrayConfig: 'CONTAINS' as const }
          : { fieldPath: e.field, order: 'ASCENDING' as const },
      ),
      ...need.order.map((o) => ({
        fieldPath: o.field,
        order: o.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
      })),
    ],
  };
}

/** The composite indexes of `firebase/firestore.indexes.json`. */
export function declaredIndexes(): CompositeIndex[] {
  return (declared as { indexes: CompositeIndex[] }).indexes;
}

/** The refusal of an unindexed query: what the screen shows, and why the test fails. */
export function missingIndexMessage(query: Query, need: IndexNeed): string {
  return `Index composite manquant dans firebase/firestore.indexes.json pour la requête sur ${query.collection} (Firestore la refuserait) : ajoutez ${JSON.stringify(indexEntry(need))}`;
}

let missing: string[] = [];

/**
 * Checks every query the adapters run from now on against `indexes` (by default the declared
 * ones): an unindexed one is refused with a DataError, like Firestore's `failed-precondition`,
 * and remembered, so that the test running it fails (below) even if the screen hid the error.
 */
export function installIndexCheck(indexes: readonly CompositeIndex[] = declaredIndexes()): void {
  const verdicts = new Map<string, string | null>();
  setQueryObserver((observed) => {
    const need = indexNeed(observed);
    if (!need) return;
    const key = JSON.stringify(need);
    if (!verdicts.has(key))
      verdicts.set(key, isServed(need, indexes) ? null : missingIndexMessage(observed.query, need));
    const message = verdicts.get(key);
    if (!message) return;
    if (!missing.includes(message)) missing.push(message);
    throw new DataError('invalid-argument', message);
  });
}

/** Stops checking (and forgets what was found). */
export function uninstallIndexCheck(): void {
  setQueryObserver(null);
  missing = [];
}

/** The unindexed queries run since the last call, forgotten by it. */
export function takeMissingIndexes(): string[] {
  const found = missing;
  missing = [];
  return found;
}

// Under jest, every test of a file that imports shared-data/testing fails when it ran an
// unindexed query. Standalone QA pages import this module too: no jest there, nothing registered.
const jestAfterEach = (globalThis as { afterEach?: (fn: () => void) => void }).afterEach;
if (typeof jestAfterEach === 'function')
  jestAfterEach(() => {
    const found = takeMissingIndexes();
    if (found.length > 0) throw new Error(found.join('\n'));
  });
