import { collator, matchesQuery, queryWords, searchKey } from './text.ts';

describe('clés de recherche (toutes les listes)', () => {
  it('ignore la casse, les accents, les apostrophes et les traits d’union', () => {
    expect(searchKey('  L’Hôpital  Saint-Étienne ')).toBe('l hopital saint etienne');
    expect(queryWords('Délai d’appel')).toEqual(['delai', 'd', 'appel']);
  });

  it('trouve une ligne quand chaque mot y figure, dans n’importe quel ordre', () => {
    const key = searchKey('Bertrand Yann — Divorce 2026-0042');
    expect(matchesQuery(key, 'yann bertrand')).toBe(true);
    expect(matchesQuery(key, 'yann martin')).toBe(false);
    expect(matchesQuery(key, '')).toBe(true);
  });

  it('trie à la française', () => {
    expect(['Éric', 'eva', 'Zoé', 'Emma'].sort(collator.compare)).toEqual(['Emma', 'Éric', 'eva', 'Zoé']);
  });
});
