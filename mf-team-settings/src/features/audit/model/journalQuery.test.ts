/**
 * Every shape of the journal's query — each combination of its filters, and the count beside the
 * list — is served by firebase/firestore.indexes.json: Firestore would refuse it otherwise, while the
 * local adapters never do. The screen's tests run some of them; this runs all.
 */
import type { Query } from 'shared-data';
import { declaredIndexes, indexNeed, isServed } from 'shared-data/testing';
import { journalQuery } from './journalQuery.ts';

const unserved = (query: Query) =>
  [{ query }, { query: { collection: query.collection, where: query.where ?? [] } }]
    .map((observed) => indexNeed(observed))
    .filter((need) => need !== null && !isServed(need, declaredIndexes()));

const JOURNAL_ANY = { action: 'member.role', membre: 'tous', du: '', au: '' };

it('every journal query and its count are served by the declared indexes', () => {
  const queries: Query[] = [];
  for (const action of ['toutes', 'member.role'])
    for (const membre of ['tous', 'u1'])
      for (const du of ['', '2026-01-01'])
        for (const au of ['', '2026-02-01']) queries.push(journalQuery('f1', { action, membre, du, au }));
  expect(queries.flatMap(unserved)).toEqual([]);
  // The check itself finds a missing index.
  expect(unserved({ ...journalQuery('f1', JOURNAL_ANY), orderBy: [{ field: 'target' }] })).toHaveLength(1);
});
