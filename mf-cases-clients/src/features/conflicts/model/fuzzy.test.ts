import {
  editDistance,
  findConflicts,
  nameSimilarity,
  nameTokens,
  normalizeName,
  type ConflictCandidate,
} from './fuzzy.ts';

describe('nameTokens / normalizeName', () => {
  it('ignores accents, case, punctuation and legal forms', () => {
    expect(nameTokens('Société Lambert-Immobilier S.A.S.')).toEqual(['immobilier', 'lambert']);
    expect(normalizeName('  ÉLODIE   Lefèvre ')).toBe('elodie lefevre');
  });
  it('ignores word order and civility', () => {
    expect(normalizeName('M. Dupont Jean')).toBe(normalizeName('Jean DUPONT'));
  });
  it('keeps a name made only of noise words', () => {
    expect(nameTokens('SA')).toEqual(['sa']);
    expect(nameTokens('  ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('lambert', 'lambert')).toBe(0);
    expect(editDistance('lambert', 'lambret')).toBe(2);
    expect(editDistance('durand', 'durant')).toBe(1);
    expect(editDistance('abc', '')).toBe(3);
  });
  it('stops beyond the bound', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('nameSimilarity', () => {
  it('matches the same party written differently', () => {
    expect(nameSimilarity('lambert immobilier', 'Société Lambert Immobilier')).toBe(1);
    expect(nameSimilarity('Immobilier LAMBERT', 'Société Lambert Immobilier')).toBe(1);
    expect(nameSimilarity('Lambert Imobilier', 'Société Lambert Immobilier')).toBeGreaterThan(0.9);
  });
  it('does not match different people', () => {
    expect(nameSimilarity('Jean Dupont', 'Marie Lambert')).toBe(0);
    expect(nameSimilarity('Jean Dupont', 'Jean Martin')).toBeLessThan(0.75);
  });
  it('scores a single surname against a full name', () => {
    expect(nameSimilarity('Lambert', 'Société Lambert Immobilier')).toBeGreaterThanOrEqual(0.75);
    expect(nameSimilarity('Lam', 'Lambert')).toBe(0);
  });
});

describe('findConflicts', () => {
  const candidates: ConflictCandidate[] = [
    {
      source: 'partie adverse',
      name: 'Société Lambert Immobilier',
      cases: [{ id: 'c1', reference: '2026-0001', title: 'Bail commercial' }],
    },
    { source: 'client', name: 'Jean Dupont', clientId: 'k1', cases: [] },
    { source: 'client', name: 'Lambert Immobilier Conseil', clientId: 'k2', cases: [] },
  ];
  it('lists matches best first with their dossiers', () => {
    const matches = findConflicts('lambert immobilier', candidates);
    expect(matches.map((match) => match.name)).toEqual(['Société Lambert Immobilier', 'Lambert Immobilier Conseil']);
    expect(matches[0]!.cases[0]!.reference).toBe('2026-0001');
  });
  it('finds nothing for an unrelated or empty name', () => {
    expect(findConflicts('Paul Girard', candidates)).toEqual([]);
    expect(findConflicts(' ', candidates)).toEqual([]);
  });
});

describe('typo tolerance on short names and French acronyms', () => {
  it('matches "BERTRAND Yan" with "BERTRAND Yann"', () => {
    expect(nameSimilarity('BERTRAND Yan', 'BERTRAND Yann')).toBeGreaterThanOrEqual(0.75);
    expect(findConflicts('BERTRAND Yan', [{ source: 'client', name: 'Yann Bertrand', cases: [] }])).toHaveLength(1);
  });
  it('does not make every short word match', () => {
    expect(nameSimilarity('Bertrand Yan', 'Bertrand Jan')).toBeLessThan(0.75);
    expect(nameSimilarity('Léa Martin', 'Luc Martin')).toBeLessThan(0.75);
  });
  it.each([
    ['CPAM du Rhône', 'Caisse primaire d’assurance maladie du Rhône'],
    ['C.P.A.M. du Rhône', "Caisse Primaire d'Assurance Maladie du Rhone"],
    [
      'URSSAF Rhône-Alpes',
      'Union de recouvrement des cotisations de sécurité sociale et d’allocations familiales Rhône-Alpes',
    ],
    ['CAF de Lyon', 'Caisse d’allocations familiales de Lyon'],
    ['SNCF', 'Société nationale des chemins de fer français'],
    ['EDF', 'Électricité de France'],
  ])('reads "%s" and "%s" as one name', (short, long) => {
    expect(normalizeName(short)).toBe(normalizeName(long));
    expect(nameSimilarity(short, long)).toBe(1);
  });
  it('keeps different départements apart', () => {
    expect(nameSimilarity('CPAM du Rhône', 'Caisse primaire d’assurance maladie de l’Isère')).toBeLessThan(0.75);
  });
});
