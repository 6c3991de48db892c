/**
 * How many documents the data port read for the page (a screen's reads must stay proportional to
 * the screen, not to the cabinet's history). Both adapters count here, the same way Firestore
 * bills reads: a `get` is one document (found or not), a query its documents, a live query its
 * documents at the first answer and then only the documents added or changed (a removal reads
 * nothing; on Firestore, an answer from the cache alone reads nothing and the server's first answer
 * all its documents), a live document one per snapshot, a transaction one per read,
 * an aggregation (`count` / `sum`) one per batch of up to 1 000 index entries it matched, and at
 * least one even when it matched nothing (`aggregationReads`).
 *
 * The counter lives on `globalThis.__pretoireReads`, installed by whoever reads it — a benchmark
 * in the page before its scripts run, a test in its process — so that production pages carry no
 * count (and the adapters only a call that finds nothing):
 *
 * ```ts
 * await context.addInitScript({ content: readCounterScript() });
 * await page.evaluate(() => globalThis.__pretoireReads.reset());
 * const documents = await page.evaluate(() => globalThis.__pretoireReads.total);
 * ```
 *
 * Internal to shared-data (not exported by its entry points): the app never reads it.
 */

import type { Query } from './port.ts';

/** Where the documents came from. */
export type ReadSource = 'get' | 'query' | 'listen' | 'transaction' | 'aggregate';

export type ReadCounter = {
  /** Documents delivered since the counter was installed or last reset. */
  total: number;
  bySource: Record<ReadSource, number>;
  /** By collection name (the last collection segment of the path: `invoices`, `members`…). */
  byCollection: Record<string, number>;
  /** By source, then collection name: what a screen's live queries delivered of `events`… */
  bySourceAndCollection: Partial<Record<ReadSource, Record<string, number>>>;
  /** Counts `count` documents of the collection (or document) at `path`, delivered by `source`. */
  add(source: ReadSource, path: string, count: number): void;
  /** Back to zero (a benchmark, before an interaction). */
  reset(): void;
};

type WithCounter = { __pretoireReads?: ReadCounter };

/** Whether a counter listens (the adapters skip the work of counting otherwise). */
export function countingReads(): boolean {
  return !!(globalThis as WithCounter).__pretoireReads;
}

/** What Firestore bills for an aggregation that matched `matched` index entries: one read per 1 000, at least one. */
export function aggregationReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / 1000));
}

/** What the adapters call: nothing happens where no counter is installed (production). */
export function countReads(source: ReadSource, path: string, count: number): void {
  (globalThis as WithCounter).__pretoireReads?.add(source, path, count);
}

/**
 * Installs the counter on `globalThis.__pretoireReads` (once) and returns it. Self-contained —
 * no import, nothing from this module — so that `readCounterScript` can hand its source to a page.
 */
export function installReadCounter(): ReadCounter {
  const global = globalThis as WithCounter;
  if (!global.__pretoireReads) {
    const counter: ReadCounter = {
      total: 0,
      bySource: { get: 0, query: 0, listen: 0, transaction: 0, aggregate: 0 },
      byCollection: {},
      bySourceAndCollection: {},
      add(source, path, count) {
        if (!(count > 0)) return;
        // `firms/f/invoices` (a collection) or `firms/f/invoices/i1` (a document) → `invoices`.
        const segments = path.split('/');
        const name = segments[(segments.length - 1) & ~1] ?? '';
        counter.total += count;
        counter.bySource[source] += count;
        counter.byCollection[name] = (counter.byCollection[name] ?? 0) + count;
        const ofSource = counter.bySourceAndCollection[source] ?? {};
        ofSource[name] = (ofSource[name] ?? 0) + count;
        counter.bySourceAndCollection[source] = ofSource;
      },
      reset() {
        counter.total = 0;
        counter.bySource = { get: 0, query: 0, listen: 0, transaction: 0, aggregate: 0 };
        counter.byCollection = {};
        counter.bySourceAndCollection = {};
      },
    };
    global.__pretoireReads = counter;
  }
  return global.__pretoireReads;
}

/**
 * The script a page runs before its own (Playwright `addInitScript`) to count its reads. tsx names
 * the functions it compiles with a `__name` helper the page lacks: given a stand-in that does nothing.
 */
export function readCounterScript(): string {
  return `(() => { const __name = (target) => target; (${installReadCounter.toString()})(); })();`;
}

/**
 * The shape of a query an adapter is about to run, for a test to check (testing/indexes.ts: is it
 * served by `firebase/firestore.indexes.json`?). `sums`: the fields an aggregation adds up, which
 * Firestore reads from the index too.
 */
export type ObservedQuery = { query: Query; sums?: readonly string[] };

type WithObserver = { __pretoireQueryObserver?: (observed: ObservedQuery) => void };

/**
 * What the adapters call before running a query, a live query or an aggregation. Nothing happens
 * unless a test installed an observer (production, benches); an observer may throw to refuse the
 * query, as Firestore refuses one its indexes cannot serve.
 */
export function observeQuery(observed: ObservedQuery): void {
  (globalThis as WithObserver).__pretoireQueryObserver?.(observed);
}

/** Installs (or, with null, removes) the query observer. Test-only. */
export function setQueryObserver(observer: ((observed: ObservedQuery) => void) | null): void {
  const global = globalThis as WithObserver;
  if (observer) global.__pretoireQueryObserver = observer;
  else delete global.__pretoireQueryObserver;
}
