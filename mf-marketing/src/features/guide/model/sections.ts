/** The guide's sections, in order: the table of contents and the anchors come from this list. */
export const GUIDE_SECTIONS = [
  { id: 'choisir-un-avocat', title: 'Choisir un avocat' },
  { id: 'premier-rendez-vous', title: 'Préparer le premier rendez-vous' },
  { id: 'honoraires', title: 'Les honoraires et la convention d’honoraires' },
  { id: 'aide-juridictionnelle', title: 'L’aide juridictionnelle' },
  { id: 'protection-juridique', title: 'L’assurance de protection juridique' },
  { id: 'procedure-civile', title: 'Les étapes d’un procès civil' },
  { id: 'procedure-penale', title: 'Les étapes d’une affaire pénale' },
  { id: 'delais', title: 'Les délais, expliqués simplement' },
  { id: 'vos-donnees', title: 'Vos données quand vous prenez rendez-vous' },
] as const;

export type GuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];
