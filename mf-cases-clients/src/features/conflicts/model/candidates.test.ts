import type { Case, Client } from 'shared-data';
import { buildCandidates, conflictCheckRecord } from './candidates.ts';
import { findConflicts } from './fuzzy.ts';

const at = '2026-01-10T10:00:00.000Z';
const client = (displayName: string): Client => ({
  kind: 'morale',
  raisonSociale: displayName,
  siren: '',
  forme: 'SAS',
  displayName,
  email: '',
  phone: '',
  address: '',
  notes: '',
  archived: false,
  createdAt: at,
  updatedAt: at,
});
const dossier = (reference: string, clientIds: string[], parties: string[]): Case => ({
  reference,
  title: `Dossier ${reference}`,
  clientIds,
  opposingParties: parties.map((name) => ({ name, kind: 'morale' as const })),
  matter: '',
  jurisdiction: '',
  rgNumber: '',
  responsibleUid: 'u1',
  status: 'ouvert',
  fee: { kind: 'temps', hourlyRateCents: 20000 },
  openedAt: '2026-01-10',
  closedAt: null,
  notes: '',
  createdAt: at,
  updatedAt: at,
});

describe('conflict candidates', () => {
  const clients = [{ id: 'k1', ...client('Boulangerie Martin') }];
  const cases = [
    { id: 'd1', ...dossier('2026-0001', ['k1'], ['Société Lambert Immobilier']) },
    { id: 'd2', ...dossier('2026-0002', ['k1'], []) },
  ];
  it('lists clients with their dossiers and parties adverses with theirs', () => {
    const candidates = buildCandidates(clients, cases);
    expect(candidates).toHaveLength(2);
    expect(candidates.find((c) => c.source === 'client')!.cases.map((c) => c.reference)).toEqual([
      '2026-0001',
      '2026-0002',
    ]);
    expect(candidates.find((c) => c.source === 'partie adverse')!.cases.map((c) => c.id)).toEqual(['d1']);
  });
  it('records the decision with one line per dossier concerned', () => {
    const matches = findConflicts('LAMBERT immobilier', buildCandidates(clients, cases));
    const record = conflictCheckRecord('LAMBERT immobilier', matches, 'poursuivi malgré alerte', 'u1', at);
    expect(record).toEqual({
      query: 'LAMBERT immobilier',
      matches: [{ kind: 'partie adverse', name: 'Société Lambert Immobilier', caseId: 'd1' }],
      decision: 'poursuivi malgré alerte',
      decidedBy: 'u1',
      at,
    });
    expect(conflictCheckRecord('x', [], 'aucun conflit', 'u1', at).matches).toEqual([]);
  });
});
