/**
 * The demo cabinet's kinds of dossiers, as a Lyon litigation practice holds them: each matter is
 * brought by the kind of client who has it (a divorce for a person, a commercial lease for a
 * company), before the court that hears it (the JAF for a family, the conseil de prud'hommes for a
 * dismissal, the tribunal des activités économiques (Lyon's commercial court since 2025) between traders, the cour d'appel once appealed), against the
 * kind of party it opposes; each court has its own chambers and hearings.
 */

export type Session = readonly [chamber: string, hearingType: string];
export type Court = { name: string; location: string; sessions: readonly Session[] };

const TJ_LOCATION = 'Tribunal judiciaire, 67 rue Servient, Lyon 3e';
const CA_LOCATION = 'Palais de justice historique, 1 rue du Palais de Justice, Lyon 5e';

export const COURTS = {
  tj: {
    name: 'Tribunal judiciaire de Lyon',
    location: TJ_LOCATION,
    sessions: [
      ['1re chambre civile', 'Mise en état'],
      ['1re chambre civile', 'Plaidoiries'],
      ['4e chambre civile', 'Plaidoiries'],
      ['Juge des référés', 'Référé'],
    ],
  },
  tjBaux: {
    name: 'Tribunal judiciaire de Lyon',
    location: TJ_LOCATION,
    sessions: [
      ['Juge des loyers commerciaux', 'Plaidoiries'],
      ['10e chambre civile (baux commerciaux)', 'Mise en état'],
      ['Juge des référés', 'Référé'],
    ],
  },
  jcp: {
    name: 'Juge des contentieux de la protection – TJ de Lyon',
    location: TJ_LOCATION,
    sessions: [
      ['Juge des contentieux de la protection', 'Plaidoiries'],
      ['Juge des contentieux de la protection', 'Référé'],
    ],
  },
  jaf: {
    name: 'Juge aux affaires familiales – TJ de Lyon',
    location: TJ_LOCATION,
    sessions: [
      ['Cabinet du juge aux affaires familiales n° 3', 'Plaidoiries'],
      ['Cabinet du juge aux affaires familiales n° 7', 'Plaidoiries'],
    ],
  },
  jafDivorce: {
    name: 'Juge aux affaires familiales – TJ de Lyon',
    location: TJ_LOCATION,
    sessions: [
      ['Cabinet du juge aux affaires familiales n° 3', 'Audience d’orientation et sur mesures provisoires'],
      ['Cabinet du juge aux affaires familiales n° 7', 'Mise en état'],
    ],
  },
  cph: {
    name: 'Conseil de prud’hommes de Lyon',
    location: 'Conseil de prud’hommes, 1 quai Jules Courmont, Lyon 2e',
    sessions: [
      ['Bureau de conciliation et d’orientation – section commerce', 'Conciliation'],
      ['Bureau de jugement – section commerce', 'Plaidoiries'],
      ['Bureau de jugement – section industrie', 'Plaidoiries'],
      ['Formation de référé', 'Référé'],
    ],
  },
  tcom: {
    name: 'Tribunal des activités économiques de Lyon',
    location: 'Tribunal des activités économiques, 44 rue de Bonnel, Lyon 3e',
    sessions: [
      ['2e chambre', 'Plaidoiries'],
      ['Juge chargé d’instruire l’affaire', 'Mise en état'],
      ['Juge des référés', 'Référé'],
    ],
  },
  correctionnel: {
    name: 'Tribunal correctionnel de Lyon',
    location: TJ_LOCATION,
    sessions: [
      ['6e chambre correctionnelle', 'Plaidoiries'],
      ['6e chambre correctionnelle', 'Audience de fixation'],
    ],
  },
  comparution: {
    name: 'Tribunal correctionnel de Lyon',
    location: TJ_LOCATION,
    sessions: [['Chambre des comparutions immédiates', 'Audience de renvoi']],
  },
  ta: {
    name: 'Tribunal administratif de Lyon',
    location: 'Tribunal administratif, 184 rue Duguesclin, Lyon 3e',
    sessions: [
      ['4e chambre', 'Audience publique'],
      ['Juge des référés', 'Référé-suspension'],
    ],
  },
  caa: {
    name: 'Cour administrative d’appel de Lyon',
    location: 'Cour administrative d’appel, 184 rue Duguesclin, Lyon 3e',
    sessions: [['2e chambre', 'Audience publique']],
  },
  caCivil: {
    name: 'Cour d’appel de Lyon',
    location: CA_LOCATION,
    sessions: [
      ['1re chambre civile A', 'Plaidoiries'],
      ['Conseiller de la mise en état', 'Mise en état'],
    ],
  },
  caFamille: {
    name: 'Cour d’appel de Lyon',
    location: CA_LOCATION,
    sessions: [
      ['Chambre de la famille', 'Plaidoiries'],
      ['Conseiller de la mise en état', 'Mise en état'],
    ],
  },
  caSociale: {
    name: 'Cour d’appel de Lyon',
    location: CA_LOCATION,
    sessions: [
      ['Chambre sociale A', 'Plaidoiries'],
      ['Chambre sociale B', 'Plaidoiries'],
    ],
  },
  caCommerciale: {
    name: 'Cour d’appel de Lyon',
    location: CA_LOCATION,
    sessions: [
      ['3e chambre A (commerciale)', 'Plaidoiries'],
      ['Conseiller de la mise en état', 'Mise en état'],
    ],
  },
  caCorrectionnelle: {
    name: 'Cour d’appel de Lyon',
    location: CA_LOCATION,
    sessions: [['Chambre des appels correctionnels', 'Plaidoiries']],
  },
  // Appeals on a sudden end of commercial relations go to Paris alone (C. com. art. D442-3).
  caParis: {
    name: 'Cour d’appel de Paris',
    location: 'Palais de justice de l’île de la Cité, Paris 1er',
    sessions: [
      ['Pôle 5 – chambre 4', 'Plaidoiries'],
      ['Conseiller de la mise en état', 'Mise en état'],
    ],
  },
} as const satisfies Record<string, Court>;
export type CourtKey = keyof typeof COURTS;

export type Party = readonly [name: string, kind: 'physique' | 'morale'];
export type MatterTemplate = {
  /** A practice area (constants.ts PRACTICE_AREAS). */
  matter: string;
  title: string;
  /** Who brings it. */
  client: 'physique' | 'morale';
  /** Several clients together make sense (co-buyers, companies of one group). */
  joint?: boolean;
  /** The court of first instance, and the one once appealed. */
  court: CourtKey;
  appeal: CourtKey;
  opponents: readonly Party[];
};

const LAMBERT: Party = ['Société Lambert Immobilier', 'morale'];
const PEOPLE: Party[] = [
  ['M. Gérard Fontaine', 'physique'],
  ['Mme Valérie Chevalier', 'physique'],
  ['M. Patrick Lemoine', 'physique'],
  ['Mme Sandrine Caron', 'physique'],
];
const BANK: Party = ['Banque Rhône-Alpes Crédit', 'morale'];
const INSURER: Party = ['Assurances Mutuelles du Centre', 'morale'];
const DISTRIB: Party = ['SARL Distrib’Est', 'morale'];

/** The opponent the demo's conflict checks find again and again (a recurring adverse party). */
export const RECURRING_OPPONENT = LAMBERT;

export const MATTER_TEMPLATES: readonly MatterTemplate[] = [
  // ---- for a person ----
  {
    matter: 'Droit de la famille',
    title: 'Divorce pour altération définitive du lien conjugal',
    client: 'physique',
    court: 'jafDivorce',
    appeal: 'caFamille',
    opponents: PEOPLE,
  },
  {
    matter: 'Droit de la famille',
    title: 'Fixation de la résidence des enfants',
    client: 'physique',
    court: 'jaf',
    appeal: 'caFamille',
    opponents: PEOPLE,
  },
  {
    matter: 'Droit de la famille',
    title: 'Révision de pension alimentaire',
    client: 'physique',
    court: 'jaf',
    appeal: 'caFamille',
    opponents: PEOPLE,
  },
  {
    matter: 'Droit pénal',
    title: 'Partie civile – violences',
    client: 'physique',
    court: 'correctionnel',
    appeal: 'caCorrectionnelle',
    opponents: PEOPLE,
  },
  {
    matter: 'Droit pénal',
    title: 'Défense – comparution immédiate',
    client: 'physique',
    court: 'comparution',
    appeal: 'caCorrectionnelle',
    opponents: [['Ministère public', 'morale']],
  },
  {
    matter: 'Droit du travail',
    title: 'Contestation de licenciement',
    client: 'physique',
    court: 'cph',
    appeal: 'caSociale',
    opponents: [LAMBERT, DISTRIB],
  },
  {
    matter: 'Droit du travail',
    title: 'Rappel d’heures supplémentaires',
    client: 'physique',
    court: 'cph',
    appeal: 'caSociale',
    opponents: [DISTRIB, ['Auto Sud Distribution', 'morale']],
  },
  {
    matter: 'Droit immobilier',
    title: 'Bail d’habitation – restitution du dépôt de garantie',
    client: 'physique',
    joint: true,
    court: 'jcp',
    appeal: 'caCivil',
    opponents: [LAMBERT, ['M. Patrick Lemoine', 'physique']],
  },
  {
    matter: 'Droit immobilier',
    title: 'Vices cachés – vente immobilière',
    client: 'physique',
    joint: true,
    court: 'tj',
    appeal: 'caCivil',
    opponents: [LAMBERT, ['Mme Valérie Chevalier', 'physique']],
  },
  {
    matter: 'Droit immobilier',
    title: 'Troubles anormaux de voisinage',
    client: 'physique',
    joint: true,
    court: 'tj',
    appeal: 'caCivil',
    opponents: [
      ['Syndicat des copropriétaires Le Parc', 'morale'],
      ['M. Gérard Fontaine', 'physique'],
    ],
  },
  {
    matter: 'Droit de la consommation',
    title: 'Crédit à la consommation – déchéance du terme',
    client: 'physique',
    court: 'jcp',
    appeal: 'caCivil',
    opponents: [BANK],
  },
  {
    matter: 'Droit de la consommation',
    title: 'Litige avec un constructeur automobile',
    client: 'physique',
    court: 'tj',
    appeal: 'caCivil',
    opponents: [['Auto Sud Distribution', 'morale']],
  },
  {
    matter: 'Droit des assurances',
    title: 'Refus de garantie – dégât des eaux',
    client: 'physique',
    court: 'tj',
    appeal: 'caCivil',
    opponents: [INSURER],
  },
  {
    matter: 'Dommage corporel',
    title: 'Accident de la circulation – indemnisation',
    client: 'physique',
    court: 'tj',
    appeal: 'caCivil',
    opponents: [INSURER],
  },
  {
    matter: 'Droit des étrangers',
    title: 'Recours contre un refus de titre de séjour',
    client: 'physique',
    court: 'ta',
    appeal: 'caa',
    opponents: [['Préfet du Rhône', 'morale']],
  },
  // ---- for a company ----
  {
    matter: 'Droit des affaires',
    title: 'Recouvrement de factures impayées',
    client: 'morale',
    joint: true,
    court: 'tcom',
    appeal: 'caCommerciale',
    opponents: [LAMBERT, DISTRIB],
  },
  {
    matter: 'Droit des affaires',
    title: 'Rupture brutale de relations commerciales',
    client: 'morale',
    joint: true,
    court: 'tcom',
    appeal: 'caParis',
    opponents: [DISTRIB, ['Auto Sud Distribution', 'morale']],
  },
  {
    matter: 'Droit des affaires',
    title: 'Opposition à injonction de payer',
    client: 'morale',
    court: 'tcom',
    appeal: 'caCommerciale',
    opponents: [DISTRIB, BANK],
  },
  {
    matter: 'Droit immobilier',
    title: 'Bail commercial – fixation du loyer du bail renouvelé',
    client: 'morale',
    joint: true,
    court: 'tjBaux',
    appeal: 'caCivil',
    opponents: [LAMBERT, ['Foncière des Gones', 'morale']],
  },
  {
    matter: 'Droit immobilier',
    title: 'Bail commercial – loyers impayés et clause résolutoire',
    client: 'morale',
    court: 'tjBaux',
    appeal: 'caCivil',
    opponents: [DISTRIB, ['Foncière des Gones', 'morale']],
  },
  {
    matter: 'Droit du travail',
    title: 'Prud’hommes – défense de l’employeur (licenciement pour faute grave)',
    client: 'morale',
    court: 'cph',
    appeal: 'caSociale',
    opponents: PEOPLE,
  },
  {
    matter: 'Droit du travail',
    title: 'Prud’hommes – défense de l’employeur (heures supplémentaires)',
    client: 'morale',
    court: 'cph',
    appeal: 'caSociale',
    opponents: PEOPLE,
  },
  {
    matter: 'Droit des sociétés',
    title: 'Conflit entre associés – révocation du gérant',
    client: 'morale',
    court: 'tcom',
    appeal: 'caCommerciale',
    opponents: [
      ['M. Gérard Fontaine', 'physique'],
      ['Mme Sandrine Caron', 'physique'],
    ],
  },
  {
    matter: 'Droit des assurances',
    title: 'Indemnisation après incendie des locaux',
    client: 'morale',
    court: 'tj',
    appeal: 'caCivil',
    opponents: [INSURER],
  },
];

/**
 * The matters fitting a dossier: brought by this kind of client, shared by several clients when it
 * has more than one, against the recurring opponent when it must be.
 */
export function mattersFor({
  client,
  joint,
  recurringOpponent,
}: {
  client: 'physique' | 'morale';
  joint: boolean;
  recurringOpponent: boolean;
}): MatterTemplate[] {
  return MATTER_TEMPLATES.filter(
    (template) =>
      template.client === client &&
      (!joint || template.joint) &&
      (!recurringOpponent || template.opponents.includes(RECURRING_OPPONENT)),
  );
}
