import { createIndexedDbAdapter } from '../indexeddb.ts';
import { paths } from '../paths.ts';
import type { Query } from '../port.ts';
import {
  type CompositeIndex,
  declaredIndexes,
  indexEntry,
  indexNeed,
  installIndexCheck,
  isServed,
  takeMissingIndexes,
  uninstallIndexCheck,
} from './indexes.ts';
import { freshDemoData, signInAs } from './session.ts';
import { getDataStore } from '../init.ts';
import { DEMO_IDS } from '../demoIds.ts';

const events = 'firms/f1/events';
const need = (query: Omit<Query, 'collection'>, sums?: string[]) =>
  indexNeed({ query: { collection: events, ...query }, ...(sums ? { sums } : {}) });
const index = (...fields: CompositeIndex['fields']): CompositeIndex => ({
  collectionGroup: 'events',
  queryScope: 'COLLECTION',
  fields,
});
const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' as const });
const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' as const });
const contains = (fieldPath: string) => ({ fieldPath, arrayConfig: 'CONTAINS' as const });

afterEach(() => uninstallIndexCheck());

describe('which queries need a composite index (Firestore’s rules)', () => {
  it('none for equalities alone, or one range / order on one field', () => {
    expect(need({})).toBeNull();
    expect(
      need({
        where: [
          { field: 'kind', op: '==', value: 'audience' },
          { field: 'caseId', op: 'in', value: ['a'] },
        ],
      }),
    ).toBeNull();
    expect(need({ where: [{ field: 'attendeeUids', op: 'array-contains', value: 'u1' }] })).toBeNull();
    expect(
      need({
        where: [
          { field: 'start', op: '>=', value: 'a' },
          { field: 'start', op: '<', value: 'b' },
        ],
        orderBy: [{ field: 'start', direction: 'desc' }],
      }),
    ).toBeNull();
    expect(need({ orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: 5 })).toBeNull();
    // An aggregation summing one field of an unfiltered collection reads its single-field index.
    expect(need({}, ['minutes'])).toBeNull();
  });

  it('equalities, then the order: orderBy, the range fields not ordered, the summed fields', () => {
    expect(need({ where: [{ field: 'kind', op: '==', value: 'audience' }], orderBy: [{ field: 'start' }] })).toEqual({
      collectionGroup: 'events',
      equalities: [{ field: 'kind', contains: false }],
      order: [{ field: 'start', direction: 'asc' }],
    });
    expect(
      need({
        where: [
          { field: 'start', op: '<', value: 'b' },
          { field: 'end', op: '>', value: 'a' },
        ],
      })?.order,
    ).toEqual([
      { field: 'end', direction: 'asc' },
      { field: 'start', direction: 'asc' },
    ]);
    expect(
      need({
        where: [
          { field: 'attendeeUids', op: 'array-contains', value: 'u1' },
          { field: 'start', op: '>=', value: 'a' },
        ],
      }),
    ).toEqual({
      collectionGroup: 'events',
      equalities: [{ field: 'attendeeUids', contains: true }],
      order: [{ field: 'start', direction: 'asc' }],
    });
    expect(
      need({ where: [{ field: 'status', op: '==', value: 'issued' }] }, ['netToPayCents', 'paidCents'])?.order,
    ).toEqual([
      { field: 'netToPayCents', direction: 'asc' },
      { field: 'paidCents', direction: 'asc' },
    ]);
    // An orderBy on an equality field is no order at all.
    expect(
      need({
        where: [{ field: 'kind', op: '==', value: 'a' }],
        orderBy: [{ field: 'kind' }, { field: 'start', direction: 'desc' }],
      })?.order,
    ).toEqual([{ field: 'start', direction: 'desc' }]);
  });

  it('is served by an index with these equalities and exactly this order, or by merged ones', () => {
    const byKindAndCase = need({
      where: [
        { field: 'kind', op: '==', value: 'audience' },
        { field: 'caseId', op: '==', value: 'c1' },
      ],
      orderBy: [{ field: 'start' }],
    })!;
    expect(isServed(byKindAndCase, [index(asc('caseId'), asc('kind'), asc('start'))])).toBe(true);
    // Index merging: (kind, start) and (caseId, start).
    expect(isServed(byKindAndCase, [index(asc('kind'), asc('start')), index(asc('caseId'), asc('start'))])).toBe(true);
    expect(isServed(byKindAndCase, [index(asc('kind'), asc('start'))])).toBe(false);
    // The direction counts; the collection group and the scope too.
    expect(isServed(byKindAndCase, [index(asc('kind'), asc('caseId'), desc('start'))])).toBe(false);
    expect(
      isServed(byKindAndCase, [{ ...index(asc('kind'), asc('caseId'), asc('start')), collectionGroup: 'tasks' }]),
    ).toBe(false);
    expect(
      isServed(byKindAndCase, [{ ...index(asc('kind'), asc('caseId'), asc('start')), queryScope: 'COLLECTION_GROUP' }]),
    ).toBe(false);
    const mine = need({
      where: [
        { field: 'attendeeUids', op: 'array-contains', value: 'u1' },
        { field: 'start', op: '>=', value: 'a' },
      ],
    })!;
    expect(isServed(mine, [index(contains('attendeeUids'), asc('start'))])).toBe(true);
    expect(isServed(mine, [index(asc('attendeeUids'), asc('start'))])).toBe(false);
    const range = need({
      where: [
        { field: 'end', op: '>', value: 'a' },
        { field: 'start', op: '<', value: 'b' },
      ],
    })!;
    expect(isServed(range, [index(asc('end'), asc('start'))])).toBe(true);
    expect(isServed(range, [index(asc('start'), asc('end'))])).toBe(false);
    expect(indexEntry(mine)).toEqual(index(contains('attendeeUids'), asc('start')));
  });
});

describe('the check on the adapters’ queries', () => {
  const rangeQuery: Query = {
    collection: paths.events('f1'),
    where: [
      { field: 'end', op: '>', value: '2026-12-01T00:00:00.000Z' },
      { field: 'start', op: '<', value: '2027-01-01T00:00:00.000Z' },
    ],
    orderBy: [{ field: 'end' }, { field: 'start' }],
  };
  const ownerAdapter = async () => {
    const adapter = createIndexedDbAdapter({
      name: `indexes-${Date.now()}-${Math.random()}`,
      getAuth: () => ({ uid: 'u1', email: 'u1@example.fr' }),
    });
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
    return adapter;
  };

  it('lets a declared one run, and refuses it once its index is removed — the test then fails', async () => {
    const adapter = await ownerAdapter();
    try {
      installIndexCheck();
      await expect(adapter.store.query(rangeQuery)).resolves.toBeDefined();
      expect(takeMissingIndexes()).toEqual([]);

      const without = declaredIndexes().filter(
        (declared) => !(declared.collectionGroup === 'events' && declared.fields[0]?.fieldPath === 'end'),
      );
      expect(without.length).toBe(declaredIndexes().length - 1);
      installIndexCheck(without);
      await expect(adapter.store.query(rangeQuery)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringContaining(
          'ajoutez {"collectionGroup":"events","queryScope":"COLLECTION","fields":[{"fieldPath":"end","order":"ASCENDING"},{"fieldPath":"start","order":"ASCENDING"}]}',
        ),
      });
      const errors: string[] = [];
      const unsubscribe = adapter.store.subscribeQuery(
        rangeQuery,
        () => undefined,
        (error) => errors.push(error.message),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      unsubscribe();
      expect(errors).toHaveLength(1);
      // What makes the test that ran it fail (afterEach in indexes.ts): taken here, since this one expects it.
      expect(takeMissingIndexes()).toEqual([expect.stringContaining('Index composite manquant')]);
    } finally {
      adapter.close();
    }
  });

  it('checks an aggregation with its summed fields', async () => {
    const adapter = await ownerAdapter();
    try {
      installIndexCheck([]);
      await expect(adapter.store.aggregate({ collection: paths.invoices('f1'), sum: ['paidCents'] })).resolves.toEqual({
        sums: { paidCents: 0 },
      });
      await expect(
        adapter.store.aggregate({
          collection: paths.invoices('f1'),
          where: [{ field: 'status', op: '==', value: 'issued' }],
          sum: ['paidCents'],
        }),
      ).rejects.toMatchObject({ message: expect.stringContaining('"fieldPath":"paidCents"') });
      expect(takeMissingIndexes()).toHaveLength(1);
    } finally {
      adapter.close();
    }
  });

  it('is installed by freshDemoData, for the tests of the screens', async () => {
    await freshDemoData();
    signInAs('demo-owner');
    await expect(
      getDataStore().query({
        collection: paths.events(DEMO_IDS.firmId),
        where: [{ field: 'title', op: '==', value: 'x' }],
        orderBy: [{ field: 'location' }],
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('Index composite manquant') });
    expect(takeMissingIndexes()).toHaveLength(1);
  });
});
