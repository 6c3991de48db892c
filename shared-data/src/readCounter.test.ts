import vm from 'node:vm';
import { createIndexedDbAdapter } from './indexeddb.ts';
import { paths } from './paths.ts';
import { type ReadCounter, readCounterScript } from './readCounter.ts';
import { runReadCountScenario } from './testing/readCountScenario.ts';

let n = 0;

/** The owner of cabinet f1, policy on as in the app: the same adapter reads and writes. */
runReadCountScenario('IndexedDB (fake-indexeddb)', async () => {
  const adapter = createIndexedDbAdapter({
    name: `reads-${Date.now()}-${n++}`,
    getAuth: () => ({ uid: 'u1', email: 'u1@example.fr' }),
  });
  await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
  return {
    reader: adapter.store,
    writer: adapter.store,
    collection: paths.tasks('f1'),
    cleanup: async () => adapter.close(),
  };
});

describe('readCounterScript', () => {
  it('installe le compteur dans une page neuve (un autre contexte JavaScript), par collection', () => {
    const page: { __pretoireReads?: ReadCounter } = {};
    vm.runInNewContext(readCounterScript(), page);
    vm.runInNewContext(readCounterScript(), page); // once only
    const counter = page.__pretoireReads!;
    counter.add('query', 'firms/f1/invoices', 3);
    counter.add('get', 'firms/f1/invoices/i1', 1);
    counter.add('listen', 'memberships/u1', 1);
    counter.add('query', 'firms/f1/cases', 0);
    expect(counter.total).toBe(5);
    counter.add('aggregate', 'firms/f1/invoices', 2);
    expect(counter.total).toBe(7);
    expect(counter.bySource).toEqual({ get: 1, query: 3, listen: 1, transaction: 0, aggregate: 2 });
    expect(counter.byCollection).toEqual({ invoices: 6, memberships: 1 });
    expect(counter.bySourceAndCollection).toEqual({
      query: { invoices: 3 },
      get: { invoices: 1 },
      listen: { memberships: 1 },
      aggregate: { invoices: 2 },
    });
    counter.reset();
    expect([counter.total, counter.byCollection, counter.bySourceAndCollection]).toEqual([0, {}, {}]);
  });
});
