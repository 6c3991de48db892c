import { filterCases, toCaseRow } from './caseList.ts';

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
  toCaseRow('open', { ...base, reference: '2026-0001', status: 'ouvert', closedAt: null }, new Map(), new Map()),
  toCaseRow('old', { ...base, reference: '2019-0001', status: 'clos', closedAt: '2020-06-30' }, new Map(), new Map()),
  toCaseRow(
    'recent',
    { ...base, reference: '2023-0001', status: 'clos', closedAt: '2024-06-30' },
    new Map(),
    new Map(),
  ),
];

describe('retention review list', () => {
  it('computes each closed dossier’s retention end (closing + 5 years)', () => {
    expect(rows.map((row) => row.retentionEnd)).toEqual([null, '2025-06-30', '2029-06-30']);
  });

  it('lists only the closed dossiers past their retention period', () => {
    const filters = {
      query: '',
      status: 'tous' as const,
      matter: '',
      retention: 'echue' as const,
      today: '2026-11-23',
    };
    expect(filterCases(rows, filters).map((row) => row.id)).toEqual(['old']);
    expect(filterCases(rows, { ...filters, today: '2025-06-30' }).map((row) => row.id)).toEqual([]);
    expect(filterCases(rows, { ...filters, retention: '' }).map((row) => row.id)).toEqual(['open', 'old', 'recent']);
  });
});
