/**
 * The data benchmark: 10,000 dossiers inserted through the IndexedDB adapter (policy on), a
 * filtered + ordered query of 50 among them, and the delay from a write to its subscriber's
 * callback. Needs an IndexedDB: a browser, jest's jsdom, or Node with `fake-indexeddb/auto`
 * (bench/data.bench.ts).
 */
import { writeLargeCabinet } from './demo.ts';
import { createIndexedDbAdapter } from './indexeddb.ts';
import { paths } from './paths.ts';
import type { Query } from './port.ts';

export type DataBenchResult = {
  insertMs: number;
  coldQueryMs: number;
  queryMs: number;
  queryCount: number;
  docWriteToCallbackMs: number;
  queryWriteToCallbackMs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runDataBench(
  options: { cases?: number; log?: (line: string) => void } = {},
): Promise<DataBenchResult> {
  const count = options.cases ?? 10_000;
  const log = options.log ?? ((line: string) => console.log(line));
  const firmId = 'bench-firm';
  const adapter = createIndexedDbAdapter({
    name: `pretoire-bench-${Date.now()}`,
    getAuth: () => ({ uid: firmId, email: 'bench@example.fr' }),
  });
  try {
    await adapter.system.set(paths.membership(firmId), { firmId, role: 'owner' });

    const { ms: insertMs } = await writeLargeCabinet(adapter.store, firmId, count);

    const query: Query = {
      collection: paths.cases(firmId),
      where: [{ field: 'status', op: '==', value: 'ouvert' }],
      orderBy: [{ field: 'openedAt', direction: 'desc' }],
      limit: 50,
    };
    const coldStart = performance.now();
    await adapter.store.query(query);
    const coldQueryMs = performance.now() - coldStart;
    const timings: number[] = [];
    let queryCount = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      queryCount = (await adapter.store.query(query)).docs.length;
      timings.push(performance.now() - started);
    }
    const queryMs = median(timings);

    // Write → subscriber: a document subscription, then the 50-row query subscription.
    const delay = async (subscribe: (onChange: () => void) => () => void, write: () => Promise<void>) => {
      let resolveChange: () => void = () => undefined;
      let calls = 0;
      const unsubscribe = subscribe(() => {
        calls += 1;
        if (calls > 1) resolveChange();
      });
      await new Promise((resolve) => setTimeout(resolve, 50)); // the first (initial) callback
      const changed = new Promise<void>((resolve) => (resolveChange = resolve));
      const started = performance.now();
      await write();
      await changed;
      const elapsed = performance.now() - started;
      unsubscribe();
      return elapsed;
    };
    const docPath = paths.case(firmId, 'bench-case-000001');
    const docWriteToCallbackMs = await delay(
      (onChange) => adapter.store.subscribeDoc(docPath, onChange),
      () => adapter.store.update(docPath, { notes: 'modifié' }),
    );
    const queryWriteToCallbackMs = await delay(
      (onChange) => adapter.store.subscribeQuery(query, onChange),
      () => adapter.store.update(docPath, { openedAt: '2099-01-01', status: 'ouvert' }),
    );

    log(`Prétoire — banc de données (IndexedDB, politique d'accès active)`);
    log(`  insertion de ${count.toLocaleString('fr-FR')} dossiers : ${ms(insertMs)}`);
    log(
      `  requête filtrée + triée (50 sur ${count.toLocaleString('fr-FR')}) : ${ms(queryMs)} (médiane de 5, ${queryCount} résultats ; première requête, collection lue depuis IndexedDB : ${ms(coldQueryMs)})`,
    );
    log(`  écriture → rappel de l'abonné (document) : ${ms(docWriteToCallbackMs)}`);
    log(
      `  écriture → rappel de l'abonné (requête de 50 sur ${count.toLocaleString('fr-FR')}) : ${ms(queryWriteToCallbackMs)}`,
    );
    return { insertMs, coldQueryMs, queryMs, queryCount, docWriteToCallbackMs, queryWriteToCallbackMs };
  } finally {
    adapter.close();
  }
}
