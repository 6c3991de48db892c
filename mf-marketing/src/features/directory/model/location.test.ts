import { departementOf, locationTier, parseLocation } from './location.ts';

const place = (city: string, postcode: string) => ({
  cityKey: city.toLowerCase(),
  postcode,
  departement: departementOf(postcode),
});

describe('city or postcode', () => {
  it('finds the département of a postcode, Corsica and overseas included', () => {
    expect(departementOf('69002')).toBe('69');
    expect(departementOf('20000')).toBe('2A');
    expect(departementOf('20200')).toBe('2B');
    expect(departementOf('97110')).toBe('971');
    expect(departementOf('6900')).toBe('');
  });

  it('puts the exact postcode first, then the same département', () => {
    const query = parseLocation('69002');
    expect(locationTier(query, place('lyon', '69002'))).toBe(0);
    expect(locationTier(query, place('villeurbanne', '69100'))).toBe(1);
    expect(locationTier(query, place('paris', '75008'))).toBeNull();
  });

  it('matches a city without accents or case, and a département number', () => {
    expect(locationTier(parseLocation('  Nîmes '), place('nimes', '30000'))).toBe(0);
    expect(locationTier(parseLocation('saint'), place('saint etienne', '42000'))).toBe(0);
    expect(locationTier(parseLocation('75'), place('paris', '75008'))).toBe(0);
    expect(locationTier(parseLocation(''), place('paris', '75008'))).toBe(0);
  });
});
