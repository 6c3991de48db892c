/**
 * The models shipped with Prétoire. A template is Markdown with `{{field}}` placeholders; fields
 * not in KNOWN_FIELDS are the model's own, filled by hand (with a label and an optional default).
 */
export type OwnField = { name: string; label: string; default: string; multiline?: boolean };
export type ModelDefinition = {
  id: string;
  name: string;
  description: string;
  template: string;
  ownFields: OwnField[];
  /** The convention d'honoraires: the fee terms are required and checked (loi 1971, art. 10). */
  feeAgreement?: boolean;
  builtIn: boolean;
};

const HEAD = [
  '**{{cabinet.nom}}**',
  'Avocats au barreau de {{cabinet.barreau}}',
  '{{cabinet.adresse}}',
  '',
  '{{client.nom}}',
  '{{client.adresse}}',
  '',
  'Le {{date}}',
  '',
];

const SIGN = ['', '{{avocat.nom}}', 'Avocat au barreau de {{cabinet.barreau}}'];

export const BUILT_IN_MODELS: ModelDefinition[] = [
  {
    id: 'lettre-de-mission',
    name: 'Lettre de mission',
    description: 'Confirme au client l’étendue de la mission, les honoraires et le secret professionnel.',
    builtIn: true,
    ownFields: [
      {
        name: 'mission.etendue',
        label: 'Étendue de la mission',
        multiline: true,
        default:
          'Consultation, rédaction des actes de procédure, assistance et représentation à l’audience, ' +
          'suivi de l’exécution de la décision.',
      },
    ],
    template: [
      ...HEAD,
      '# Lettre de mission',
      '',
      'Objet : {{dossier.titre}} — notre référence {{dossier.reference}}',
      '',
      'Madame, Monsieur,',
      '',
      'Vous nous avez confié la défense de vos intérêts dans le dossier « {{dossier.titre}} » ({{dossier.matiere}}), ' +
        'qui vous oppose à {{dossier.adversaire}}, devant la juridiction suivante : {{dossier.juridiction}} ' +
        '(RG {{dossier.rg}}).',
      '',
      '## Étendue de la mission',
      '{{mission.etendue}}',
      '',
      '## Honoraires',
      '{{honoraires.conditions}}',
      '',
      'Une convention d’honoraires écrite, conforme à l’article 10 de la loi n° 71-1130 du 31 décembre 1971, ' +
        'précise ces conditions.',
      '',
      '## Secret professionnel et données personnelles',
      'Les informations que vous nous confiez sont couvertes par le secret professionnel. Vos données ' +
        'personnelles sont traitées pour l’exécution de la mission et conservées pendant la durée légale.',
      '',
      'Nous vous remercions de nous retourner un exemplaire de cette lettre revêtu de votre signature.',
      ...SIGN,
    ].join('\n'),
  },
  {
    id: 'convention-honoraires',
    name: 'Convention d’honoraires',
    description:
      'Obligatoire (loi du 31 décembre 1971, art. 10) : mode de calcul, frais, honoraire de résultat en complément.',
    builtIn: true,
    feeAgreement: true,
    ownFields: [
      {
        name: 'frais.conditions',
        label: 'Frais et débours',
        multiline: true,
        default:
          'Les frais et débours (droits de plaidoirie, frais de commissaire de justice, déplacements, copies) ' +
          'sont facturés en sus, au réel et sur justificatif.',
      },
      {
        name: 'provision.conditions',
        label: 'Provision',
        multiline: true,
        default: 'Une provision sur honoraires et frais pourra être demandée ; elle sera imputée sur les factures.',
      },
    ],
    template: [
      '# Convention d’honoraires',
      '',
      '**Entre** {{cabinet.nom}}, avocats au barreau de {{cabinet.barreau}}, {{cabinet.adresse}} ' +
        '(SIRET {{cabinet.siret}}), représenté par {{avocat.nom}}, ci-après « l’avocat »,',
      '',
      '**et** {{client.nom}}, demeurant {{client.adresse}}, ci-après « le client ».',
      '',
      '## Article 1 — Objet',
      'Le client confie à l’avocat la défense de ses intérêts dans le dossier « {{dossier.titre}} » ' +
        '(référence {{dossier.reference}}), qui l’oppose à {{dossier.adversaire}}.',
      '',
      '## Article 2 — Honoraires',
      '{{honoraires.conditions}}',
      '',
      '## Article 3 — Frais et débours',
      '{{frais.conditions}}',
      '',
      '## Article 4 — Provision',
      '{{provision.conditions}}',
      '',
      '## Article 5 — Contestation',
      'Toute contestation relative aux honoraires est soumise au bâtonnier de l’ordre des avocats du barreau de ' +
        '{{cabinet.barreau}} (décret n° 91-1197 du 27 novembre 1991, art. 174 et suivants).',
      '',
      'Fait le {{date}}, en deux exemplaires originaux.',
      '',
      'Le client : {{client.nom}}',
      '',
      'L’avocat : {{avocat.nom}}',
    ].join('\n'),
  },
  {
    id: 'mise-en-demeure',
    name: 'Mise en demeure',
    description: 'Lettre recommandée avec accusé de réception à la partie adverse : somme due et délai.',
    builtIn: true,
    ownFields: [
      { name: 'adversaire.adresse', label: 'Adresse de la partie adverse', default: '' },
      { name: 'creance.montant', label: 'Montant réclamé', default: '' },
      { name: 'creance.cause', label: 'Cause de la créance', default: '', multiline: true },
      { name: 'delai.jours', label: 'Délai accordé (jours)', default: '8' },
    ],
    template: [
      '**{{cabinet.nom}}**',
      'Avocats au barreau de {{cabinet.barreau}}',
      '{{cabinet.adresse}}',
      '',
      '{{dossier.adversaire}}',
      '{{adversaire.adresse}}',
      '',
      'Le {{date}}',
      '',
      '**Lettre recommandée avec demande d’avis de réception**',
      '',
      '# Mise en demeure',
      '',
      'Objet : {{dossier.titre}} — notre référence {{dossier.reference}}',
      '',
      'Madame, Monsieur,',
      '',
      'J’interviens dans l’intérêt de {{client.nom}}, qui m’a chargé de vous réclamer le paiement de la somme de ' +
        '{{creance.montant}}, au titre de : {{creance.cause}}',
      '',
      'Par la présente, je vous mets en demeure de régler cette somme dans un délai de {{delai.jours}} jours à ' +
        'compter de la réception de ce courrier.',
      '',
      'À défaut, mon client saisira la juridiction compétente sans autre avis. La présente mise en demeure fait ' +
        'courir les intérêts au taux légal (C. civ., art. 1344-1).',
      '',
      'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
      ...SIGN,
    ].join('\n'),
  },
  {
    id: 'fin-de-mission',
    name: 'Lettre de fin de mission',
    description: 'Clôt la mission : rappel de la décision, des délais de recours et restitution des pièces.',
    builtIn: true,
    ownFields: [
      {
        name: 'fin.motif',
        label: 'Motif de la fin de mission',
        multiline: true,
        default: 'La procédure engagée est arrivée à son terme.',
      },
    ],
    template: [
      ...HEAD,
      '# Fin de mission',
      '',
      'Objet : {{dossier.titre}} — notre référence {{dossier.reference}} — RG {{dossier.rg}} ({{dossier.juridiction}})',
      '',
      'Madame, Monsieur,',
      '',
      '{{fin.motif}}',
      '',
      'Notre mission prend donc fin. Nous vous rappelons que les délais de recours courent à compter de la ' +
        'notification de la décision : n’attendez pas pour nous consulter si vous envisagez un recours.',
      '',
      'Vos pièces originales sont à votre disposition au cabinet ; nous conservons une copie du dossier pendant ' +
        'la durée légale de conservation.',
      '',
      'Nous vous remercions de votre confiance.',
      ...SIGN,
    ].join('\n'),
  },
  {
    id: 'accuse-reception-pieces',
    name: 'Accusé de réception de pièces',
    description: 'Liste les pièces reçues du client, avec leur date de réception.',
    builtIn: true,
    ownFields: [
      { name: 'pieces.liste', label: 'Pièces reçues (une par ligne)', default: '', multiline: true },
      { name: 'pieces.dateReception', label: 'Date de réception', default: '' },
    ],
    template: [
      ...HEAD,
      '# Accusé de réception de pièces',
      '',
      'Objet : {{dossier.titre}} — notre référence {{dossier.reference}}',
      '',
      'Nous accusons réception, le {{pieces.dateReception}}, des pièces suivantes :',
      '',
      '{{pieces.liste}}',
      '',
      'Ces pièces sont conservées au dossier et couvertes par le secret professionnel.',
      ...SIGN,
    ].join('\n'),
  },
];
