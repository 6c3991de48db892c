/**
 * The models shipped with Prétoire. A template is Markdown with `{{field}}` placeholders; fields
 * not in KNOWN_FIELDS are the model's own, filled by hand (with a label and an optional default).
 */
import type { FeeMode } from './feeAgreement.ts';

export type OwnField = { name: string; label: string; default: string; multiline?: boolean };
/**
 * What a model's clauses depend on: the client's kind (its address reads « demeurant » or « dont le
 * siège est »), whether the client contracts as a consumer (the consumer mediator, legal aid) or as a
 * professional (the recovery fee), and the fee mode (the success fee's own clause).
 */
export type ClauseChoice = { clientKind: 'physique' | 'morale'; consumer: boolean; feeMode: FeeMode };
export type ModelDefinition = {
  id: string;
  name: string;
  description: string;
  /** The template as listed; a model with `templateFor` is filled from the template of its choice. */
  template: string;
  /** The template for a client and a fee mode (built-in models whose clauses depend on them). */
  templateFor?: (choice: ClauseChoice) => string;
  ownFields: OwnField[];
  /** The convention d'honoraires: the fee terms are required and checked (loi 1971, art. 10). */
  feeAgreement?: boolean;
  builtIn: boolean;
};

/** The model as filled for this choice: its `template` is the one of the choice. */
export function resolveModel(model: ModelDefinition, choice: ClauseChoice): ModelDefinition {
  return model.templateFor ? { ...model, template: model.templateFor(choice) } : model;
}

/** The client contracts as a consumer by default when a natural person (the lawyer may say otherwise). */
export function defaultClauseChoice(clientKind: 'physique' | 'morale' | null, feeMode: FeeMode): ClauseChoice {
  const kind = clientKind ?? 'physique';
  return { clientKind: kind, consumer: kind === 'physique', feeMode };
}

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

/** The consumer mediator of the profession (CNB); the cabinet may name another one. */
export const CONSUMER_MEDIATOR_DEFAULT =
  'Médiateur de la consommation de la profession d’avocat, 180 boulevard Haussmann, 75008 Paris — ' +
  'https://mediateur-consommation-avocat.fr';

type Article = { title: string; paragraphs: string[] };

/**
 * The convention d'honoraires for a choice: the articles every convention carries, and those that
 * depend on the client (consumer mediator and legal aid towards a consumer, recovery fee towards a
 * professional) and on the fee mode (the success fee's own article). Articles are numbered in order.
 */
export function conventionTemplate(choice: ClauseChoice): string {
  const success = choice.feeMode === 'resultat';
  const articles: (Article | null)[] = [
    {
      title: 'Objet',
      paragraphs: [
        'Le client confie à l’avocat la défense de ses intérêts dans le dossier « {{dossier.titre}} » ' +
          '(référence {{dossier.reference}}), qui l’oppose à {{dossier.adversaire}}.',
      ],
    },
    {
      title: 'Honoraires',
      paragraphs: [
        '{{honoraires.conditions}}',
        'L’avocat informe le client, dès sa saisine puis régulièrement, des modalités de détermination des ' +
          'honoraires et de l’évolution prévisible de leur montant (décret n° 2005-790 du 12 juillet 2005, art. 10).',
      ],
    },
    success
      ? {
          title: 'Honoraire de résultat',
          paragraphs: [
            'L’honoraire de résultat s’ajoute à l’honoraire de base prévu à l’article 2, qui reste dû quelle que ' +
              'soit l’issue du dossier : une rémunération fixée en fonction du seul résultat judiciaire est ' +
              'interdite (loi n° 71-1130 du 31 décembre 1971, art. 10).',
            'Il est calculé au pourcentage fixé à l’article 2 sur le résultat obtenu : les sommes effectivement ' +
              'perçues par le client ou l’économie réalisée, hors frais irrépétibles et dépens. Il n’est exigible ' +
              'que lorsque ce résultat est définitivement acquis (décision irrévocable ou accord transactionnel ' +
              'signé), et fait l’objet d’une facture distincte.',
          ],
        }
      : null,
    { title: 'Frais et débours', paragraphs: ['{{frais.conditions}}'] },
    { title: 'Provision', paragraphs: ['{{provision.conditions}}'] },
    {
      title: 'Facturation et paiement',
      paragraphs: [
        'Chaque facture détaille les diligences accomplies et les frais exposés.',
        ...(choice.consumer
          ? []
          : [
              'En cas de retard de paiement, des pénalités au taux de trois fois le taux d’intérêt légal sont ' +
                'exigibles, ainsi que l’indemnité forfaitaire pour frais de recouvrement de 40 € (C. com., ' +
                'art. L. 441-10 et D. 441-5).',
            ]),
      ],
    },
    {
      title: 'Aide juridictionnelle et assurance de protection juridique',
      paragraphs: [
        ...(choice.consumer
          ? [
              'Le client reconnaît avoir été informé par l’avocat des conditions d’accès à l’aide ' +
                'juridictionnelle (loi n° 91-647 du 10 juillet 1991) et de son éventuelle éligibilité. S’il y est ' +
                'admis, l’aide totale exclut tout honoraire pour les diligences qu’elle couvre (art. 32) ; l’aide ' +
                'partielle donne lieu à une convention d’honoraires complémentaire (art. 35).',
            ]
          : []),
        'Le client a été invité à vérifier si un contrat d’assurance de protection juridique couvre ce litige ' +
          '(C. assur., art. L. 127-1). L’avocat est librement choisi par le client (art. L. 127-3) ; ses ' +
          'honoraires sont fixés avec le client, non avec l’assureur (art. L. 127-5-1), et le client reste tenu ' +
          'de la part que l’assureur ne prend pas en charge.',
      ],
    },
    {
      title: 'Fin de la mission et dessaisissement',
      paragraphs: [
        'La mission prend fin à l’achèvement des diligences décrites à l’article 1.',
        'Le client peut à tout moment dessaisir l’avocat et retirer son dossier : les honoraires restent dus ' +
          'pour les diligences accomplies jusqu’au dessaisissement (décret n° 2005-790 du 12 juillet 2005, ' +
          'art. 10)' +
          (success
            ? ', l’honoraire de résultat n’étant dû que si le résultat était définitivement acquis à cette date'
            : '') +
          '. L’avocat peut mettre fin à sa mission en prévenant le client en temps utile pour la sauvegarde de ' +
          'ses intérêts (même décret, art. 13). Les pièces du client lui sont restituées.',
      ],
    },
    {
      title: 'Données personnelles',
      paragraphs: [
        'Le responsable du traitement des données personnelles du client est {{cabinet.nom}}, {{cabinet.adresse}}. ' +
          'Elles sont traitées pour la conduite du dossier, la facturation et le respect des obligations légales ' +
          'de l’avocat, notamment la lutte contre le blanchiment (RGPD, art. 6, 1, b et c), et ne sont ' +
          'communiquées qu’aux personnes concourant au dossier (juridictions, auxiliaires de justice, confrères).',
        'Elles sont conservées pendant la mission puis cinq ans après sa fin (C. civ., art. 2225) ; les pièces ' +
          'comptables, dix ans (C. com., art. L. 123-22). Le client dispose d’un droit d’accès, de rectification, ' +
          'd’effacement, de limitation, d’opposition et de portabilité, dans les limites du secret professionnel, ' +
          'à exercer auprès du cabinet, et peut introduire une réclamation auprès de la CNIL.',
      ],
    },
    {
      title: 'Contestation',
      paragraphs: [
        'Toute contestation relative aux honoraires est soumise au bâtonnier de l’ordre des avocats du barreau de ' +
          '{{cabinet.barreau}} (décret n° 91-1197 du 27 novembre 1991, art. 174 et suivants).',
      ],
    },
    choice.consumer
      ? {
          title: 'Médiation de la consommation',
          paragraphs: [
            'Après une réclamation écrite adressée à l’avocat, le client consommateur peut recourir gratuitement au ' +
              'médiateur de la consommation (C. consom., art. L. 612-1 et L. 616-1) : {{mediateur.coordonnees}}.',
          ],
        }
      : null,
  ];
  const numbered = articles
    .filter((article): article is Article => article !== null)
    .flatMap((article, i) => [`## Article ${i + 1} — ${article.title}`, article.paragraphs.join('\n\n'), '']);
  return [
    '# Convention d’honoraires',
    '',
    '**Entre** {{cabinet.nom}}, avocats au barreau de {{cabinet.barreau}}, {{cabinet.adresse}} ' +
      '(SIRET {{cabinet.siret}}), représenté par {{avocat.nom}}, ci-après « l’avocat »,',
    '',
    choice.clientKind === 'morale'
      ? '**et** {{client.nom}}, dont le siège est situé {{client.adresse}}, représentée par son représentant ' +
        'légal, ci-après « le client ».'
      : '**et** {{client.nom}}, demeurant {{client.adresse}}, ci-après « le client ».',
    '',
    ...numbered,
    'Fait à {{cabinet.ville}}, le {{date}}, en deux exemplaires originaux, dont l’un est remis au client.',
    '',
    'Le client : {{client.nom}}',
    '',
    'L’avocat : {{avocat.nom}}',
  ].join('\n');
}

const CONVENTION_HONORAIRES: ModelDefinition = {
  id: 'convention-honoraires',
  name: 'Convention d’honoraires',
  description:
    'Obligatoire (loi du 31 décembre 1971, art. 10) : mode de calcul, frais, honoraire de résultat en complément, ' +
    'médiateur de la consommation pour un particulier.',
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
    {
      name: 'mediateur.coordonnees',
      label: 'Médiateur de la consommation (nom, adresse, site)',
      multiline: true,
      default: CONSUMER_MEDIATOR_DEFAULT,
    },
  ],
  template: conventionTemplate({ clientKind: 'physique', consumer: true, feeMode: 'forfait' }),
  templateFor: conventionTemplate,
};

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
  CONVENTION_HONORAIRES,
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
