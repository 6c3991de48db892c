/**
 * Demo content of the Recherche area: research files with their sources, two of the cabinet's
 * own articles (one published, one draft) and one model of the cabinet. Deterministic, dated
 * relative to the demo's "today" through the `at` helper of demo.ts.
 */
import { paths } from '../paths.ts';
import type { Article, DocumentModel, ResearchFile, ResearchSource } from '../schemas.ts';

export type ResearchDemoInput = {
  firmId: string;
  /** Dossiers still open, in demo order (ids). */
  caseIds: string[];
  /** Team uids (owner first). */
  team: string[];
  /** ISO instant `offset` days from today at `hour`. */
  at: (offset: number, hour: number) => string;
  /** `YYYY-MM-DD` `offset` days from today. */
  localDay: (offset: number) => string;
  put: (path: string, data: object) => void;
};

const LEGIFRANCE = 'https://www.legifrance.gouv.fr/';
const JUDILIBRE = 'https://www.courdecassation.fr/recherche-judilibre';

type DemoFile = Pick<ResearchFile, 'question' | 'tags' | 'status' | 'note'> & { sources: ResearchSource[] };

const FILES: DemoFile[] = [
  {
    question: 'Point de départ de la prescription de l’action en garantie des vices cachés',
    tags: ['vices cachés', 'prescription'],
    status: 'en cours',
    note: [
      '## Question',
      'À partir de quand court le délai de deux ans de l’article 1648 du Code civil, et dans quelle limite ?',
      '',
      '## Éléments',
      '- Le délai de **deux ans** court à compter de la *découverte* du vice.',
      '- L’action reste enfermée dans le délai butoir de l’article 2232 du Code civil (vingt ans).',
      '',
      '> À vérifier : articulation avec l’article L. 110-4 du Code de commerce entre commerçants.',
    ].join('\n'),
    sources: [
      { kind: 'code', id: 's1', article: '1648', code: 'Code civil', versionDate: '2026-01-01', url: LEGIFRANCE },
      { kind: 'code', id: 's2', article: '2232', code: 'Code civil', versionDate: null, url: LEGIFRANCE },
      {
        kind: 'jurisprudence',
        id: 's3',
        juridiction: 'Cour de cassation',
        chambre: 'Ch. mixte',
        date: '2023-07-21',
        numero: '21-15.809',
        ecli: 'ECLI:FR:CCASS:2023:MI00284',
        solution: 'Le délai de l’article 1648 est enfermé dans le délai butoir de l’article 2232.',
        url: JUDILIBRE,
      },
    ],
  },
  {
    question: 'Barème des indemnités de licenciement sans cause réelle et sérieuse',
    tags: ['licenciement', 'indemnités'],
    status: 'terminée',
    note: [
      '## Synthèse',
      'Le barème de l’article L. 1235-3 du Code du travail s’applique : le juge ne peut pas l’écarter au cas par cas.',
      '',
      '1. Vérifier l’ancienneté et l’effectif de l’entreprise.',
      '2. Rechercher une cause de nullité (harcèlement, discrimination) qui écarte le barème.',
    ].join('\n'),
    sources: [
      { kind: 'code', id: 's1', article: 'L. 1235-3', code: 'Code du travail', versionDate: null, url: LEGIFRANCE },
      {
        kind: 'jurisprudence',
        id: 's2',
        juridiction: 'Cour de cassation',
        chambre: 'Soc.',
        date: '2022-05-11',
        numero: '21-14.490',
        ecli: 'ECLI:FR:CCASS:2022:SO00654',
        solution: 'Le barème n’est pas contraire à l’article 10 de la convention n° 158 de l’OIT.',
        url: JUDILIBRE,
      },
      {
        kind: 'doctrine',
        id: 's3',
        author: 'J. Mouly',
        title: 'Le barème validé par la Cour de cassation',
        revue: 'Dr. soc.',
        year: 2022,
        page: '620',
        url: '',
      },
    ],
  },
  {
    question: 'Rupture brutale des relations commerciales établies : durée du préavis',
    tags: ['commercial', 'préavis'],
    status: 'à relire',
    note: '## Pistes\n- Un préavis de **dix-huit mois** exclut la responsabilité pour brièveté du préavis.\n',
    sources: [
      { kind: 'code', id: 's1', article: 'L. 442-1, II', code: 'Code de commerce', versionDate: null, url: LEGIFRANCE },
    ],
  },
  {
    question: 'Résidence alternée : critères retenus par les juges',
    tags: ['famille', 'enfants'],
    status: 'en cours',
    note: '## Critères\n- Intérêt de l’enfant\n- Proximité des domiciles\n- Capacité des parents à coopérer\n',
    sources: [{ kind: 'code', id: 's1', article: '373-2-9', code: 'Code civil', versionDate: null, url: LEGIFRANCE }],
  },
  {
    question: 'Trouble anormal de voisinage : régime de responsabilité',
    tags: ['voisinage', 'responsabilité'],
    status: 'terminée',
    note: '## Réponse\nResponsabilité sans faute, codifiée par la loi du 15 avril 2024 (art. 1253 C. civ.).\n',
    sources: [
      { kind: 'code', id: 's1', article: '1253', code: 'Code civil', versionDate: '2024-04-17', url: LEGIFRANCE },
      {
        kind: 'jurisprudence',
        id: 's2',
        juridiction: 'Cour de cassation',
        chambre: '2e civ.',
        date: '1986-11-19',
        numero: '84-16.379',
        ecli: '',
        solution: 'Nul ne doit causer à autrui un trouble anormal de voisinage.',
        url: '',
      },
    ],
  },
];

const ARTICLES: Omit<Article, 'createdBy' | 'createdAt' | 'updatedAt' | 'date'>[] = [
  {
    slug: 'cabinet-checklist-ouverture-dossier',
    title: 'Check-list du cabinet : ouverture d’un dossier',
    summary: 'Les vérifications du cabinet avant d’accepter un nouveau dossier.',
    body: [
      '## Avant d’accepter',
      '- Vérifier les conflits d’intérêts (onglet Dossiers).',
      '- Identifier le client (pièce d’identité, extrait Kbis) au titre de la lutte anti-blanchiment.',
      '- Signer la **convention d’honoraires** avant toute diligence.',
      '',
      '## Dans les huit jours',
      '- Calculer les délais de procédure et les inscrire à l’agenda.',
      '- Ouvrir la fiche de recherche si une question de droit se pose.',
    ].join('\n'),
    area: 'Déontologie',
    tags: ['cabinet', 'procédure interne'],
    author: 'Claire Durand',
    published: true,
  },
  {
    slug: 'cabinet-brouillon-baux-commerciaux',
    title: 'Baux commerciaux : notes internes (brouillon)',
    summary: 'Brouillon en cours de rédaction.',
    body: '## Plan\n- Renouvellement\n- Révision triennale\n',
    area: 'Droit immobilier',
    tags: ['bail commercial'],
    author: 'Julien Martin',
    published: false,
  },
];

const MODEL: Omit<DocumentModel, 'createdBy' | 'createdAt' | 'updatedAt'> = {
  name: 'Lettre de transmission de conclusions',
  description: 'Modèle du cabinet : transmission au client des conclusions adverses.',
  template: [
    '{{cabinet.nom}}',
    '{{cabinet.adresse}}',
    '',
    '{{client.nom}}',
    '{{client.adresse}}',
    '',
    'Le {{date}}',
    '',
    'Objet : {{dossier.titre}} (réf. {{dossier.reference}})',
    '',
    'Je vous prie de trouver ci-joint les conclusions adverses reçues le {{dateReception}}.',
    'Je vous remercie de me faire part de vos observations avant le {{dateLimite}}.',
    '',
    '{{avocat.nom}}',
  ].join('\n'),
  customFields: ['dateReception', 'dateLimite'],
};

export function buildResearchDemo({ firmId, caseIds, team, at, localDay, put }: ResearchDemoInput): void {
  FILES.forEach((file, i) => {
    const data: ResearchFile = {
      ...file,
      caseId: caseIds[i % caseIds.length] ?? null,
      createdBy: team[i % team.length] ?? team[0]!,
      createdAt: at(-20 + i, 10),
      updatedAt: at(-10 + i, 10),
    };
    put(paths.researchFile(firmId, `research-${String(i + 1).padStart(3, '0')}`), data);
  });
  ARTICLES.forEach((article, i) => {
    const data: Article = {
      ...article,
      date: localDay(-30 + i * 7),
      createdBy: team[i % team.length] ?? team[0]!,
      createdAt: at(-30 + i * 7, 11),
      updatedAt: at(-30 + i * 7, 11),
    };
    put(paths.article(firmId, `article-${i + 1}`), data);
  });
  put(paths.documentModel(firmId, 'model-1'), {
    ...MODEL,
    createdBy: team[0]!,
    createdAt: at(-40, 9),
    updatedAt: at(-40, 9),
  } satisfies DocumentModel);
}
