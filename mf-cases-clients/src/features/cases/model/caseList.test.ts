import { caseListQuery, filterCases, retentionCutoff, toCaseRow } from './caseList.ts';

const base = {
  title: 'Dossier',
  clientIds: [],
  matter: '',
  rgNumber: '',
  responsibleUid: 'u1',
  opposingParties: [],
  openedAt: '2015-01-01',
};
const rows = [
  toCaseRow('open', { ...base, reference: '2026-0001', status: 'ouvert', closedAt: null }),
  toCaseRow('old', { ...base, reference: '2019-0001', status: 'clos', closedAt: '2020-06-30' }),
  toCaseRow('recent', { ...base, reference: '2023-0001', status: 'clos', closedAt: '2024-06-30' }),
];
const firmId = 'f1';
const all = { status: 'tous', matter: '' } as const;

describe('retention review list', () => {
  it('computes each closed dossier’s retention end (closing + 5 years)', () => {
    expect(rows.map((row) => row.retentionEnd)).toEqual([null, '2025-06-30', '2029-06-30']);
  });

  it('lists only the closed dossiers past their retention period', () => {
    const filters = { words: [], retention: 'echue' as const, today: '2026-11-23' };
    expect(filterCases(rows, filters).map((row) => row.id)).toEqual(['old']);
    expect(filterCases(rows, { ...filters, today: '2025-06-30' }).map((row) => row.id)).toEqual([]);
    expect(filterCases(rows, { ...filters, retention: '' }).map((row) => row.id)).toEqual(['open', 'old', 'recent']);
  });

  it('asks the backend for the closed dossiers up to the cutoff, the longest closed first', () => {
    expect(retentionCutoff('2026-11-23')).toBe('2021-11-23');
    // 29 February: a day more than exact (the browser keeps the exact ones).
    expect(retentionCutoff('2024-02-29')).toBe('2019-02-28');
    const query = caseListQuery(
      firmId,
      { ...all, status: 'ouvert', retention: 'echue', today: '2026-11-23' },
      { column: 'openedAt', direction: 'desc' },
      null,
    );
    expect(query.where).toEqual([
      { field: 'status', op: '==', value: 'clos' },
      { field: 'closedAt', op: '<=', value: '2021-11-23' },
    ]);
    expect(query.orderBy).toEqual([{ field: 'closedAt', direction: 'asc' }]);
  });
});

describe('the list’s backend query', () => {
  it('filters by status, matter and the search’s token, and sorts by the column asked', () => {
    const query = caseListQuery(
      firmId,
      { status: 'en attente', matter: 'Droit pénal' },
      { column: 'openedAt', direction: 'asc' },
      'dubois',
    );
    expect(query.collection).toBe(`firms/${firmId}/cases`);
    expect(query.where).toEqual([
      { field: 'status', op: '==', value: 'en attente' },
      { field: 'matter', op: '==', value: 'Droit pénal' },
      { field: 'searchTokens', op: 'array-contains', value: 'dubois' },
    ]);
    expect(query.orderBy).toEqual([{ field: 'openedAt', direction: 'asc' }]);
  });

  it('sorts statuses open → waiting → closed (their text order reversed), ties by reference', () => {
    expect(caseListQuery(firmId, all, { column: 'status', direction: 'asc' }, null).orderBy).toEqual([
      { field: 'status', direction: 'desc' },
      { field: 'reference', direction: 'desc' },
    ]);
    // With a status filter the sort says nothing: by reference.
    expect(
      caseListQuery(firmId, { ...all, status: 'clos' }, { column: 'status', direction: 'desc' }, null).orderBy,
    ).toEqual([{ field: 'reference', direction: 'desc' }]);
  });
});
