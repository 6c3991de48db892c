/**
 * Every shape of the research lists' queries — each combination of their filters and sorts, and
 * the count beside each list — is served by firebase/firestore.indexes.json: Firestore would
 * refuse it otherwise, while the local adapters never do. The screens' tests run some of them.
 */
import type { Query } from 'shared-data';
import { declaredIndexes, indexNeed, isServed } from 'shared-data/testing';
import { publishedArticles } from '../features/articles/hooks/useArticles.ts';
import { researchQuery, SORTABLE_COLUMNS } from '../features/research/model/researchList.ts';

const unserved = (query: Query) =>
  [{ query }, { query: { collection: query.collection, where: query.where ?? [] } }]
    .map((observed) => indexNeed(observed))
    .filter((need) => need !== null && !isServed(need, declaredIndexes()));

it('every list query and its count are served by the declared indexes', () => {
  const queries: Query[] = [];
  for (const dossier of ['', 'c1'])
    for (const tag of ['', 'bail'])
      for (const statut of ['', 'en cours'])
        for (const auteur of ['', 'u1'])
          for (const column of SORTABLE_COLUMNS)
            for (const direction of ['asc', 'desc'] as const)
              queries.push(researchQuery('f1', { dossier, tag, statut, auteur }, { column, direction }));
  for (const area of ['', 'Droit immobilier'])
    for (const tag of ['', 'bail']) queries.push(publishedArticles('f1', { area, tag }));
  expect(queries.flatMap(unserved)).toEqual([]);
  // The check itself finds a missing index.
  expect(
    unserved({
      ...researchQuery(
        'f1',
        { dossier: 'c1', tag: '', statut: '', auteur: '' },
        { column: 'question', direction: 'asc' },
      ),
      orderBy: [{ field: 'note' }],
    }),
  ).toHaveLength(1);
});
