/**
 * The ten-year Cabinet Durand (shared-data/src/demo/tenYears.ts) loaded where the app
 * reads: into the Firestore emulator — through the app's Firestore adapter with the emulator's
 * administrator token, in batches of 500 writes, as demoFirestore.ts seeds the demo — or into a
 * browser's local database (the IndexedDB build), from a page of the app's origin. Either is
 * written next to the demo cabinet (its counters continue the demo's) and can be removed again:
 * in Firestore a marker (`system/tenYears`, outside every rule) remembers what was loaded, so that
 * a run interrupted half-way is cleaned up by the next one.
 */
import * as sdk from 'firebase/firestore';
import type { Page } from 'playwright-core';
import { buildTenYearCabinet, demoCounters, type TenYearCabinet } from '../../shared-data/src/demo/tenYears.ts';
import { DEMO_DATA_VERSION, SEEDED_KEY } from '../../shared-data/src/demoIds.ts';
import { randomId } from '../../shared-data/src/docs.ts';
import { createFirestoreAdapter } from '../../shared-data/src/firestore.ts';
import {
  LOCAL_DATABASE_NAME,
  LOCAL_DATABASE_VERSION,
  type LocalRow,
  localChangesChannel,
} from '../../shared-data/src/localDatabase.ts';
import { idOf, parentOf } from '../../shared-data/src/paths.ts';
import type { DocumentStore } from '../../shared-data/src/port.ts';
import { adminFirestore } from './demoFirestore.ts';
import { FIRESTORE_EMULATOR_HOST } from './emulator.ts';

/** Outside every rule's match (like `system/demo`): no client reads or writes it. */
export const TEN_YEARS_MARKER = 'system/tenYears';

export type TenYearMarker = { scale: number; now: string; state: 'chargement' | 'chargé'; documents: number };
export type LoadOptions = {
  scale?: number;
  now?: Date;
  /** Called after each batch: documents written so far, of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Keep a complete earlier load of the same scale instead of writing it again (its own date). */
  reuse?: boolean;
};
export type Loaded = { cabinet: TenYearCabinet; ms: number };

const BATCH = 500;

/** Writes (or deletes) in transactions of 500 operations, `concurrency` at a time. */
async function inBatches(
  store: DocumentStore,
  operations: readonly (readonly [path: string, data: Record<string, unknown> | null])[],
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const chunks: (typeof operations)[] = [];
  for (let i = 0; i < operations.length; i += BATCH) chunks.push(operations.slice(i, i + BATCH));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      await store.runTransaction(async (tx) => {
        for (const [path, data] of chunk) {
          if (data) tx.set(path, data);
          else tx.delete(path);
        }
      });
      done += chunk.length;
      options.onProgress?.(done, operations.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, chunks.length) }, worker));
}

/** What is loaded in this store, if anything (the marker). */
export async function tenYearsIn(store: DocumentStore): Promise<TenYearMarker | null> {
  return (await store.get<TenYearMarker>(TEN_YEARS_MARKER)).data;
}

/**
 * Writes the ten-year cabinet into `store` (an administrator's: rules bypassed), after removing
 * a previous load. The marker is written first, so that an interrupted load is removed next time.
 */
export async function writeTenYears(store: DocumentStore, options: LoadOptions = {}): Promise<Loaded> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const previous = await tenYearsIn(store);
  if (options.reuse && previous?.state === 'chargé' && previous.scale === scale)
    return { cabinet: buildTenYearCabinet({ now: new Date(previous.now), scale }), ms: performance.now() - started };
  if (previous) await removeTenYears(store);
  const now = options.now ?? new Date();
  const cabinet = buildTenYearCabinet({ now, scale });
  const marker: TenYearMarker = { scale, now: now.toISOString(), state: 'chargement', documents: 0 };
  await store.set(TEN_YEARS_MARKER, marker);
  await inBatches(store, cabinet.documents, { onProgress: options.onProgress });
  await store.set(TEN_YEARS_MARKER, { ...marker, state: 'chargé', documents: cabinet.documents.length });
  return { cabinet, ms: performance.now() - started };
}

/**
 * Removes what `writeTenYears` wrote (the same documents, rebuilt from the marker) and puts the
 * demo's counters back. Returns how many documents were removed (0: nothing was loaded).
 */
export async function removeTenYears(
  store: DocumentStore,
  options: Pick<LoadOptions, 'onProgress'> = {},
): Promise<number> {
  const marker = await tenYearsIn(store);
  if (!marker) return 0;
  const now = new Date(marker.now);
  const { documents } = buildTenYearCabinet({ now, scale: marker.scale });
  const demo = demoCounters(now);
  const operations = documents.map(([path]) => {
    if (!path.includes('/counters/')) return [path, null] as const;
    const counter = demo.get(idOf(path));
    return [path, counter ? { ...counter } : null] as const;
  });
  await inBatches(store, operations, options);
  await store.delete(TEN_YEARS_MARKER);
  return documents.length;
}

/** The Firestore emulator's demo project, as its administrator (npm start's and the benches'). */
async function withEmulatorAdmin<R>(host: string, work: (store: DocumentStore) => Promise<R>): Promise<R> {
  const { db, loadPageReader, loadFieldReader, close } = adminFirestore(host);
  try {
    return await work(createFirestoreAdapter({ db, sdk, loadPageReader, loadFieldReader }).store);
  } finally {
    await close();
  }
}

export const tenYearsInFirestore = (host = FIRESTORE_EMULATOR_HOST) => withEmulatorAdmin(host, tenYearsIn);
export const loadTenYearsIntoFirestore = (options: LoadOptions & { host?: string } = {}) =>
  withEmulatorAdmin(options.host ?? FIRESTORE_EMULATOR_HOST, (store) => writeTenYears(store, options));
export const removeTenYearsFromFirestore = (options: Pick<LoadOptions, 'onProgress'> & { host?: string } = {}) =>
  withEmulatorAdmin(options.host ?? FIRESTORE_EMULATOR_HOST, (store) => removeTenYears(store, options));

/**
 * In the page: writes rows into the local database's `docs` table in one IndexedDB transaction
 * (the layout of localDatabase.ts). A string: tsx would otherwise inject helpers the page lacks.
 */
const PAGE_WRITER = `window.__pretoireTenYears = (name, version, rows) => new Promise((resolve, reject) => {
  const open = indexedDB.open(name, version);
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction(['docs'], 'readwrite');
    const docs = tx.objectStore('docs');
    for (const row of rows) docs.put(row);
    tx.oncomplete = () => { db.close(); resolve(rows.length); };
    tx.onabort = tx.onerror = () => { db.close(); reject(tx.error); };
  };
});
window.__pretoireDemoSeeded = async (name, version, key) => {
  // Never create the database here: the app creates it with its tables.
  if (!(await indexedDB.databases()).some((database) => database.name === name && database.version === version)) return null;
  return new Promise((resolve) => {
  const open = indexedDB.open(name, version);
  open.onerror = () => resolve(null);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('meta')) { db.close(); resolve(null); return; }
    const request = db.transaction(['meta'], 'readonly').objectStore('meta').get(key);
    request.onsuccess = () => { db.close(); resolve(request.result ? request.result.value : null); };
    request.onerror = () => { db.close(); resolve(null); };
  };
  });
};`;

/** Rows per page.evaluate (about 2 MB of JSON). */
const ROWS_PER_CALL = 2_000;

/**
 * The IndexedDB build: writes the ten-year cabinet into the local database of `page`, which must
 * show a signed-in page of the app (its first visit loads the demo cabinet, waited for here).
 * Other tabs and the page's own adapter are told that everything changed; reload the page to
 * measure it from a cold start.
 */
export async function loadTenYearsIntoBrowser(page: Page, options: LoadOptions = {}): Promise<Loaded> {
  const started = performance.now();
  const name = LOCAL_DATABASE_NAME;
  await page.evaluate(PAGE_WRITER);
  for (let waited = 0; ; waited += 200) {
    const version = await page.evaluate(
      `window.__pretoireDemoSeeded(${JSON.stringify(name)}, ${LOCAL_DATABASE_VERSION}, ${JSON.stringify(SEEDED_KEY)})`,
    );
    if (version === DEMO_DATA_VERSION) break;
    if (waited > 120_000) throw new Error('La base locale du navigateur n’a pas reçu le cabinet de démonstration.');
    await page.waitForTimeout(200);
  }
  const cabinet = buildTenYearCabinet({ now: options.now ?? new Date(), scale: options.scale ?? 1 });
  const rows: LocalRow[] = cabinet.documents.map(([path, data]) => ({
    path,
    parent: parentOf(path),
    id: idOf(path),
    data,
    stamp: randomId(),
  }));
  for (let i = 0; i < rows.length; i += ROWS_PER_CALL) {
    const chunk = rows.slice(i, i + ROWS_PER_CALL);
    await page.evaluate(
      `window.__pretoireTenYears(${JSON.stringify(name)}, ${LOCAL_DATABASE_VERSION}, ${JSON.stringify(chunk)})`,
    );
    options.onProgress?.(Math.min(rows.length, i + ROWS_PER_CALL), rows.length);
  }
  // The adapter's in-memory copies of the collections are dropped (as after another tab's write).
  await page.evaluate(
    `new BroadcastChannel(${JSON.stringify(localChangesChannel(name))}).postMessage({ changed: 'all' })`,
  );
  return { cabinet, ms: performance.now() - started };
}
