import { DOMINANT_AREAS_LABEL, describeExpertise } from './deontology.ts';

describe('deontology wording (RIN art. 10)', () => {
  it('never says "spécialiste" without a declared certified specialisation', () => {
    const expertise = describeExpertise({
      practiceAreas: ['Droit de la famille', 'Droit pénal'],
      certifiedSpecialties: [],
    });
    expect(expertise.specialistLabels).toEqual([]);
    expect(JSON.stringify(expertise).toLowerCase()).not.toContain('spécialiste');
    expect(expertise.dominantAreas).toEqual(['Droit de la famille', 'Droit pénal']);
    expect(DOMINANT_AREAS_LABEL).toBe('Domaines d’activité dominants');
  });

  it('says "Spécialiste en …" for each certified specialisation only', () => {
    const expertise = describeExpertise({
      practiceAreas: ['Droit du travail', 'Droit de la famille'],
      certifiedSpecialties: ['Droit du travail'],
    });
    expect(expertise.specialistLabels).toEqual(['Spécialiste en droit du travail']);
    expect(expertise.dominantAreas).toEqual(['Droit de la famille']);
  });

  it('shows at most three dominant areas, without duplicates', () => {
    const expertise = describeExpertise({
      practiceAreas: ['A', 'B', 'B', 'C', 'D', 'E'],
      certifiedSpecialties: [],
    });
    expect(expertise.dominantAreas).toEqual(['A', 'B', 'C']);
  });
});
