/**
 * How a professional's expertise may be described (RIN art. 10): the word "spécialiste" only for
 * a certified specialisation the professional declared (and that is one of their areas or listed
 * as certified); everything else is shown as "domaines d'activité dominants", three at most.
 */
export type ExpertiseInput = { practiceAreas: readonly string[]; certifiedSpecialties: readonly string[] };

export type Expertise = {
  /** "Spécialiste en droit de la famille": one line per certified specialisation. */
  specialistLabels: string[];
  /** At most three areas that are not certified specialisations. */
  dominantAreas: string[];
};

export const DOMINANT_AREAS_LABEL = 'Domaines d’activité dominants';
export const MAX_DOMINANT_AREAS = 3;

/** "Droit de la famille" → "droit de la famille" (keeps proper nouns of the rest). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function describeExpertise({ practiceAreas, certifiedSpecialties }: ExpertiseInput): Expertise {
  const certified = [...new Set(certifiedSpecialties.map((s) => s.trim()).filter(Boolean))];
  const certifiedKeys = new Set(certified.map((s) => s.toLowerCase()));
  const dominantAreas = [...new Set(practiceAreas.map((a) => a.trim()).filter(Boolean))]
    .filter((area) => !certifiedKeys.has(area.toLowerCase()))
    .slice(0, MAX_DOMINANT_AREAS);
  return {
    specialistLabels: certified.map((s) => `Spécialiste en ${lowerFirst(s)}`),
    dominantAreas,
  };
}
