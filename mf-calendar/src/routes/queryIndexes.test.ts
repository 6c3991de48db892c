/**
 * Every shape of the agenda lists' queries — each combination of their filters, and the count
 * beside each list — is served by firebase/firestore.indexes.json: Firestore would refuse it
 * otherwise, while the local adapters never do. The screens' tests run some of them; this runs all.
 */
import type { Query } from 'shared-data';
import { declaredIndexes, indexNeed, isServed } from 'shared-data/testing';
import { recentConfirmedRequests, requestsWithStatus } from '../features/bookings/model/bookingQueries.ts';
import { deadlineListQuery } from '../features/deadlines/model/deadlineQueries.ts';
import { allOfKind, upcomingOfKind } from '../features/events/model/eventQueries.ts';
import { deadlinesBetween, eventsOverlapping, rangeOfDays } from '../features/events/model/agendaRange.ts';

const unserved = (query: Query) =>
  [{ query }, { query: { collection: query.collection, where: query.where ?? [] } }]
    .map((observed) => indexNeed(observed))
    .filter((need) => need !== null && !isServed(need, declaredIndexes()));

it('every list query and its count are served by the declared indexes', () => {
  const queries: Query[] = [
    upcomingOfKind('f1', 'audience', '2026-11-02'),
    allOfKind('f1', 'audience'),
    upcomingOfKind('f1', 'rendez-vous', '2026-11-02'),
    requestsWithStatus('f1', 'à confirmer'),
    recentConfirmedRequests('f1', '2026-11-02'),
  ];
  // The agenda's period: the cabinet's, or one member's (the default: « Mon agenda »).
  const week = rangeOfDays('2026-12-14', '2026-12-21');
  for (const member of [null, 'u1'])
    queries.push(eventsOverlapping('f1', week, member), deadlinesBetween('f1', week, member));
  for (const statut of ['ouverts', 'faits', 'tous'])
    for (const responsable of ['tous', 'u1'])
      for (const dossier of ['', 'c1']) queries.push(deadlineListQuery('f1', { statut, responsable, dossier }));
  expect(queries.flatMap(unserved)).toEqual([]);
  // The check itself finds a missing index.
  expect(unserved({ ...allOfKind('f1', 'audience'), orderBy: [{ field: 'title' }] })).toHaveLength(1);
});
