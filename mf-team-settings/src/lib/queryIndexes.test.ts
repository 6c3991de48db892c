/**
 * Every shape of the team screens' list queries — each combination of their filters, and the
 * count beside each list — is served by firebase/firestore.indexes.json: Firestore would refuse it
 * otherwise, while the local adapters never do. The screens' tests run some of them; this runs all.
 */
import type { Query } from 'shared-data';
import { declaredIndexes, indexNeed, isServed } from 'shared-data/testing';
import { journalQuery } from '../features/audit/model/journalQuery.ts';
import { COLUMNS, columnQuery } from '../features/tasks/model/board.ts';

const unserved = (query: Query) =>
  [{ query }, { query: { collection: query.collection, where: query.where ?? [] } }]
    .map((observed) => indexNeed(observed))
    .filter((need) => need !== null && !isServed(need, declaredIndexes()));

it('every list query and its count are served by the declared indexes', () => {
  const queries: Query[] = [];
  for (const { status } of COLUMNS)
    for (const assignee of ['', 'none', 'u1'])
      for (const dossier of ['', 'none', 'c1']) queries.push(columnQuery('f1', status, { assignee, dossier }));
  for (const action of ['toutes', 'member.role'])
    for (const membre of ['tous', 'u1'])
      for (const du of ['', '2026-01-01'])
        for (const au of ['', '2026-02-01']) queries.push(journalQuery('f1', { action, membre, du, au }));
  expect(queries.flatMap(unserved)).toEqual([]);
  // The check itself finds a missing index.
  expect(unserved({ ...journalQuery('f1', JOURNAL_ANY), orderBy: [{ field: 'target' }] })).toHaveLength(1);
});

const JOURNAL_ANY = { action: 'member.role', membre: 'tous', du: '', au: '' };
