/** Demo actions; the (large) demo builders load only when used. */
import { DataError } from 'shared-data/store';
// Through the shared entry, not ./init.ts: one store in the page whichever app provides shared-data.
import { ready } from 'shared-data/store';
import type { DocumentStore } from './port.ts';

/** "Réinitialiser les données de démonstration": local (IndexedDB) backend only. */
export async function resetDemoData(): Promise<void> {
  const adapter = await ready();
  if (!adapter.local)
    throw new DataError(
      'unavailable',
      'La réinitialisation n’est possible qu’avec les données locales de démonstration.',
    );
  const { reseedDemoData } = await import('./demo.ts');
  await reseedDemoData(adapter.local);
}

/** Adds `cases` dossiers (and their clients) to a cabinet, for benchmarks. Returns the time taken (ms). */
export async function generateLargeCabinet(
  firmId: string,
  options: { cases?: number; store?: DocumentStore } = {},
): Promise<{ cases: number; ms: number }> {
  const { writeLargeCabinet } = await import('./demo.ts');
  const store = options.store ?? (await ready()).store;
  return writeLargeCabinet(store, firmId, options.cases ?? 10_000);
}
