import type { Case, Client } from 'shared-data';
import {
  buildCandidates,
  conflictCheckRecord,
  conflictTokens,
  matchKind,
  matchReason,
  withClientCases,
} from './candidates.ts';
import { PARTY_MESSAGES, partyProblem } from './parties.ts';
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

describe('one adverse party in many dossiers', () => {
  it('is listed once with its 11 dossiers', () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      id: `d${index}`,
      ...dossier(
        `2026-${String(index + 1).padStart(4, '0')}`,
        [],
        [index % 2 ? 'SARL Lambert Immobilier' : 'Lambert Immobilier'],
      ),
    }));
    const matches = findConflicts('Lambert Immobilier', buildCandidates([], many));
    expect(matches).toHaveLength(1);
    expect(matches[0]!.cases).toHaveLength(11);
  });
});

describe('kind of a match', () => {
  it('acting against a client is a conflict of interest; the same adverse party again is information', () => {
    expect(matchKind('partie adverse', { source: 'client' })).toBe('conflit');
    expect(matchKind('partie adverse', { source: 'partie adverse' })).toBe('information');
    expect(matchKind('client', { source: 'partie adverse' })).toBe('conflit');
    expect(matchKind('client', { source: 'client' })).toBe('information');
    expect(matchReason('partie adverse', { source: 'client' })).toMatch(/conflit d’intérêts/);
    expect(matchReason('partie adverse', { source: 'partie adverse' })).toMatch(/pour information/);
  });
});

describe('partyProblem', () => {
  const dossierData = {
    clientNames: ['DUPONT Jean', 'Boulangerie Martin SARL'],
    parties: [{ name: 'Lambert Immobilier' }],
  };
  it('refuses the dossier’s own client as adverse party', () => {
    expect(partyProblem('Jean Dupont', dossierData)).toBe(PARTY_MESSAGES.isOwnClient('Jean Dupont', 'DUPONT Jean'));
    expect(partyProblem('boulangerie martin', dossierData)).toBe(
      '« boulangerie martin » est client de ce dossier (Boulangerie Martin SARL) : un client ne peut pas être aussi partie adverse.',
    );
  });
  it('refuses the same party twice', () => {
    expect(partyProblem('SAS Lambert-Immobilier', dossierData)).toBe(
      '« SAS Lambert-Immobilier » est déjà partie adverse de ce dossier.',
    );
  });
  it('accepts a new party', () => {
    expect(partyProblem('Paul Girard', dossierData)).toBeNull();
  });
});

describe('conflictTokens: what a conflict check searches a name by', () => {
  it('the first letters of each meaningful word: no civility, legal form nor article', () => {
    expect(conflictTokens('M. Yann BERTRAND')).toEqual(['bert', 'yann']);
    expect(conflictTokens('Société Lambert-Immobilier S.A.S.')).toEqual(['immo', 'lamb']);
    expect(conflictTokens('Le Du')).toEqual(['du', 'le']);
  });

  it('an acronym with its long form, and a long form with its acronym', () => {
    expect(conflictTokens('CPAM du Rhône')).toEqual(['cpam', 'cais', 'prim', 'assu', 'mala', 'rhon']);
    expect(conflictTokens('Caisse primaire d’assurance maladie du Rhône')).toEqual(conflictTokens('CPAM du Rhône'));
  });
});

describe('withClientCases', () => {
  it('gives each matched client its own dossiers, read apart', () => {
    const matches = findConflicts('Acme', buildCandidates([{ ...client('Acme'), id: 'k1' }], []));
    expect(matches[0]!.cases).toEqual([]);
    const own = { ...dossier('2026-0007', ['k1'], []), id: 'd7' };
    expect(withClientCases(matches, new Map([['k1', [own]]]))[0]!.cases).toEqual([
      { id: 'd7', reference: '2026-0007', title: 'Dossier 2026-0007' },
    ]);
  });
});
