/**
 * Ten years of the demo's Cabinet Durand: the history a cabinet of lawyers holds after
 * a decade — about 3,000 clients, 5,000 dossiers, 60,000 time entries, 15,000 issued invoices
 * (avoirs included), 15,000 payments, 20,000 agenda events, 30,000 tasks, with 3,000 délais and
 * 1,200 expenses — for benchmarks, never for the app. Deterministic (seeded random; ids depend on
 * the scale only, dates on `now`), realistic French data spread over the ten years up to `now`,
 * each document valid against its schema and consistent with the others:
 *
 * - dossiers numbered per year without gaps (`2019-0042`), each with a client opened no later
 *   than it, closed after months or years (the recent ones still open);
 * - time entries inside their dossier's life; the invoices of a dossier bill them period by
 *   period (line `timeEntryIds`, the entries `billed` with their `invoiceId`), the latest work of
 *   an open dossier not billed yet;
 * - every invoice issued, with its totals from the app's one computation (invoiceTotals.ts),
 *   numbered per year without gaps in issue-date order; a few avoirs (total or partial) credit
 *   their invoice; payments never exceed what remains due, the old invoices mostly paid, the
 *   recent ones often not yet;
 * - events, délais and tasks on the dossiers' dates (the agenda goes two months ahead).
 *
 * It is written next to the demo cabinet (buildDemoData), not instead of it: the yearly counters
 * continue the demo's (`cases-2026`, `invoices-2026`), so the cabinet numbers on without a gap,
 * and its ids start with `y10-`, so that it can be removed again. `scale` builds a smaller one
 * (tests: 0.02).
 */
import { buildDemoData, withLuhnKey } from '../demo.ts';
import { DEMO_IDS } from '../demoIds.ts';
import { computeTotals } from '../invoiceTotals.ts';
import { paths } from '../paths.ts';
import { caseSearchFields, clientSearchFields } from '../search.ts';
import { invoiceSearchTokens } from '../search.ts';
import { withSettlements } from './settlements.ts';
import type {
  BillingSettings,
  CalendarEvent,
  Case,
  Client,
  ClientSnapshot,
  Deadline,
  Expense,
  ExpenseCategory,
  Invoice,
  InvoiceLine,
  IssuerSnapshot,
  Payment,
  Task,
  TimeEntry,
} from '../schemas.ts';
import {
  type DemoDocument,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  int,
  LAST_NAMES,
  pad,
  pick,
  type Rng,
  seededRandom,
  STREETS,
} from './basics.ts';

/** The ten-year cabinet at scale 1 (the issue's sizes), per collection. */
export const TEN_YEAR_SIZES = {
  clients: 3_000,
  cases: 5_000,
  timeEntries: 60_000,
  /** Avoirs included (about 2 %). */
  invoices: 15_000,
  payments: 15_000,
  events: 20_000,
  tasks: 30_000,
  deadlines: 3_000,
  expenses: 1_200,
} as const;
export type TenYearKind = keyof typeof TEN_YEAR_SIZES;

/** Every id of the ten-year cabinet starts with it (the demo's never do). */
export const TEN_YEAR_ID_PREFIX = 'y10-';

export type TenYearOptions = {
  /** The last day of the ten years (default: now). */
  now?: Date;
  /** 1 = the issue's sizes; each size is rounded, at least 1. */
  scale?: number;
  /**
   * Continue the demo cabinet's yearly numbering (default true): the counters written are the
   * demo's plus the ten years'. False: numbers from 1, for a cabinet without the demo.
   */
  afterDemo?: boolean;
};

export type TenYearCabinet = {
  /** Documents in writing order (the counters last). */
  documents: DemoDocument[];
  sizes: Record<TenYearKind, number>;
  /** What a benchmark opens: the open dossier with the most time entries, and its client. */
  sample: { caseId: string; clientId: string };
};

const TEAM = [DEMO_IDS.ownerUid, DEMO_IDS.member1Uid, DEMO_IDS.member2Uid] as const;
const FIRM = DEMO_IDS.firmId;

const MORE_LAST_NAMES = [
  'Chevalier',
  'Fontaine',
  'Lemaire',
  'Barbier',
  'Renaud',
  'Picard',
  'Aubert',
  'Brun',
  'Colin',
  'Arnaud',
  'Giraud',
  'Rolland',
  'Masson',
  'Marchand',
  'Duval',
  'Denis',
  'Lefèvre',
  'Caron',
  'Gautier',
  'Perret',
  'Benoît',
  'Charpentier',
  'Vidal',
  'Noël',
  'Leclerc',
  'Bourgeois',
  'Rey',
  'Meyer',
  'Carpentier',
  'Jacquet',
  'Haddad',
  'Benali',
  'Nguyen',
  'Da Silva',
  'Ferreira',
  'Poulain',
  'Brunet',
  'Bailly',
  'Collet',
  'Besson',
];
const SURNAMES = [...LAST_NAMES, ...MORE_LAST_NAMES];
const MORE_STREETS = [
  'rue de Marseille',
  'avenue Berthelot',
  'rue du Président Édouard Herriot',
  'montée de la Grande Côte',
  'rue de la Charité',
  'avenue Félix Faure',
  'rue Duguesclin',
  'chemin de Montessuy',
  'rue Anatole France',
  'boulevard de la Croix-Rousse',
];
const ALL_STREETS = [...STREETS, ...MORE_STREETS];
const CITIES = [
  ['69001', 'Lyon'],
  ['69002', 'Lyon'],
  ['69003', 'Lyon'],
  ['69004', 'Lyon'],
  ['69006', 'Lyon'],
  ['69007', 'Lyon'],
  ['69008', 'Lyon'],
  ['69009', 'Lyon'],
  ['69100', 'Villeurbanne'],
  ['69500', 'Bron'],
  ['69300', 'Caluire-et-Cuire'],
  ['69200', 'Vénissieux'],
  ['69130', 'Écully'],
  ['69160', 'Tassin-la-Demi-Lune'],
  ['69600', 'Oullins'],
  ['69400', 'Villefranche-sur-Saône'],
  ['69800', 'Saint-Priest'],
  ['38200', 'Vienne'],
  ['01000', 'Bourg-en-Bresse'],
  ['42000', 'Saint-Étienne'],
] as const;
const MAIL_PROVIDERS = ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'yahoo.fr'];
const TRADES = [
  'Boulangerie',
  'Transports',
  'Menuiserie',
  'Garage',
  'Pharmacie',
  'Boucherie',
  'Imprimerie',
  'Plomberie',
  'Électricité',
  'Restaurant',
  'Librairie',
  'Agence immobilière',
  'Cabinet d’architecture',
  'Fromagerie',
  'Atelier',
  'Hôtel',
  'Clinique vétérinaire',
  'Bâtiment',
];
const FORMS = ['SARL', 'SAS', 'SASU', 'EURL', 'SCI', 'SA', 'SELARL', 'Association'];
const JURISDICTIONS: [name: string, location: string][] = [
  ['Tribunal judiciaire de Lyon', 'Tribunal judiciaire, 67 rue Servient, Lyon 3e'],
  ['Conseil de prud’hommes de Lyon', 'Conseil de prud’hommes, 1 quai Jules Courmont, Lyon 2e'],
  ['Tribunal des activités économiques de Lyon', 'Tribunal des activités économiques, 44 rue de Bonnel, Lyon 3e'],
  ['Cour d’appel de Lyon', 'Palais de justice historique, 1 rue du Palais de Justice, Lyon 5e'],
  ['Tribunal administratif de Lyon', 'Tribunal administratif, 184 rue Duguesclin, Lyon 3e'],
  ['Juge aux affaires familiales – TJ de Lyon', 'Tribunal judiciaire, 67 rue Servient, Lyon 3e'],
  ['Tribunal correctionnel de Lyon', 'Tribunal judiciaire, 67 rue Servient, Lyon 3e'],
  ['Tribunal judiciaire de Villefranche-sur-Saône', 'Tribunal judiciaire, 350 boulevard Gambetta, Villefranche'],
];
const MATTERS: Record<string, string[]> = {
  'Droit de la famille': [
    'Divorce par consentement mutuel',
    'Divorce contentieux',
    'Fixation de la résidence des enfants',
    'Révision de pension alimentaire',
    'Liquidation du régime matrimonial',
  ],
  'Droit pénal': [
    'Défense – comparution immédiate',
    'Plainte pour abus de confiance',
    'Partie civile – violences',
    'Défense – conduite sous l’empire d’un état alcoolique',
  ],
  'Droit du travail': [
    'Contestation de licenciement',
    'Rappel d’heures supplémentaires',
    'Rupture conventionnelle litigieuse',
    'Harcèlement moral – demande de résiliation judiciaire',
  ],
  'Droit des affaires': [
    'Recouvrement de factures impayées',
    'Rupture brutale de relations commerciales',
    'Cession de fonds de commerce',
    'Injonction de payer',
  ],
  'Droit des sociétés': ['Cession de parts sociales', 'Conflit entre associés', 'Approbation des comptes – AG'],
  'Droit immobilier': [
    'Litige locatif – loyers impayés',
    'Vices cachés – vente immobilière',
    'Troubles de voisinage',
    'Bail commercial – renouvellement',
  ],
  'Droit de la consommation': [
    'Litige avec un constructeur automobile',
    'Crédit à la consommation – déchéance du terme',
  ],
  'Droit des assurances': ['Refus de garantie – dégât des eaux', 'Indemnisation après incendie'],
  'Dommage corporel': ['Accident de la circulation – indemnisation', 'Erreur médicale – expertise'],
  'Droit des étrangers': ['Recours contre une OQTF', 'Demande de titre de séjour'],
};
const MATTER_NAMES = Object.keys(MATTERS);
const OPPONENT_COMPANIES = [
  'Société Lambert Immobilier',
  'Banque Rhône-Alpes Crédit',
  'Assurances Mutuelles du Centre',
  'SARL Distrib’Est',
  'Syndicat des copropriétaires Le Parc',
  'Caisse primaire d’assurance maladie du Rhône',
  'Préfet du Rhône',
  'Crédit Lyonnais Consommation',
  'Foncière des Gones',
  'Auto Sud Distribution',
];
const CHAMBERS = ['1re chambre civile', '4e chambre', 'Chambre sociale', 'Audience de mise en état', '9e chambre'];
const HEARING_TYPES = ['Plaidoiries', 'Mise en état', 'Référé', 'Conciliation', 'Jugement', 'Délibéré'];
const WORK = [
  'Rédaction de conclusions',
  'Rendez-vous client',
  'Recherches jurisprudentielles',
  'Audience',
  'Correspondance avec le confrère adverse',
  'Analyse des pièces',
  'Préparation de l’audience',
  'Rédaction d’une assignation',
  'Appel téléphonique avec le client',
  'Relecture du projet de protocole',
];
const TASK_TITLES = [
  'Relancer le client pour les pièces',
  'Rédiger la lettre de mission',
  'Préparer le bordereau de pièces',
  'Vérifier la jurisprudence récente',
  'Envoyer la convention d’honoraires',
  'Mettre à jour le dossier de plaidoirie',
  'Calculer le délai d’appel',
  'Préparer la note d’honoraires',
  'Signifier le jugement',
  'Transmettre les conclusions au greffe (RPVA)',
  'Organiser le rendez-vous d’expertise',
  'Archiver le dossier',
];
const DEADLINE_TITLES = [
  'Conclusions en réponse',
  'Délai d’appel (1 mois)',
  'Communication des pièces',
  'Délai de pourvoi (2 mois)',
  'Signification du jugement',
  'Dépôt du rapport d’expertise',
  'Clôture de l’instruction',
];
const OTHER_EVENTS = [
  'Réunion d’équipe',
  'Formation continue – barreau de Lyon',
  'Permanence pénale',
  'Assemblée générale de l’Ordre',
  'Point mensuel facturation',
];
const EXPENSES: {
  supplier: string;
  category: ExpenseCategory;
  htCents: number;
  vat: number;
  method: Payment['method'];
}[] = [
  { supplier: 'Foncia Lyon', category: 'loyers', htCents: 95_000, vat: 20, method: 'prelevement' },
  { supplier: 'Orange Business', category: 'fournitures', htCents: 6_583, vat: 20, method: 'prelevement' },
  { supplier: 'Dalloz', category: 'fournitures', htCents: 20_000, vat: 20, method: 'carte' },
  { supplier: 'EDF Entreprises', category: 'energie', htCents: 9_500, vat: 20, method: 'prelevement' },
  { supplier: 'SNCF Voyageurs', category: 'deplacements', htCents: 10_182, vat: 10, method: 'carte' },
  { supplier: 'Bureau Vallée', category: 'fournitures', htCents: 7_000, vat: 20, method: 'carte' },
  { supplier: 'Lexis 360', category: 'fournitures', htCents: 18_000, vat: 20, method: 'prelevement' },
  {
    supplier: 'URSSAF Rhône-Alpes',
    category: 'chargesSocialesPersonnelles',
    htCents: 96_000,
    vat: 0,
    method: 'prelevement',
  },
  { supplier: 'CNBF', category: 'chargesSocialesPersonnelles', htCents: 42_000, vat: 0, method: 'prelevement' },
  { supplier: 'Brasserie Georges', category: 'reception', htCents: 8_200, vat: 10, method: 'carte' },
  {
    supplier: 'Greffe du tribunal de commerce de Lyon',
    category: 'actesContentieux',
    htCents: 4_500,
    vat: 0,
    method: 'carte',
  },
  { supplier: 'Ordre des avocats de Lyon', category: 'cotisations', htCents: 95_000, vat: 0, method: 'virement' },
  { supplier: 'MMA Assurances (RCP)', category: 'assurances', htCents: 62_000, vat: 0, method: 'virement' },
];
const MENTIONS_FALLBACK =
  'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement de 40 € (C. com. art. L441-10 et D441-5).';

/** FR VAT number of a SIREN: key (12 + 3 × (SIREN mod 97)) mod 97. */
const vatNumberOf = (siren: string) => `FR${pad((12 + 3 * (Number(siren) % 97)) % 97)}${siren}`;
const ascii = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

/** Picks an index with probability proportional to its weight (prefix sums, binary search). */
function weightedPicker(weights: number[]): (rng: Rng) => number {
  const sums: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    sums.push(total);
  }
  return (rng) => {
    const target = rng() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sums[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

/** `total` split in proportion to the weights, whole numbers summing exactly to it (largest remainder). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => [value - Math.floor(value), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) counts[order[k]![1]]! += 1;
  return counts;
}

type CounterData = { value: number; lastIssueDate?: string };

/** The cabinet's yearly counters among these documents, by name (`cases-2026` → its data). */
function countersIn(documents: readonly DemoDocument[]): Map<string, CounterData> {
  const counters = new Map<string, CounterData>();
  const prefix = `${paths.counters(FIRM)}/`;
  for (const [path, data] of documents)
    if (path.startsWith(prefix)) counters.set(path.slice(prefix.length), data as CounterData);
  return counters;
}

/** The demo cabinet's yearly counters as seeded on `now`'s day (`cases-2026` → 45…): what removing the ten years puts back. */
export function demoCounters(now: Date): Map<string, CounterData> {
  return countersIn(buildDemoData(now));
}

export function buildTenYearCabinet(options: TenYearOptions = {}): TenYearCabinet {
  const now = options.now ?? new Date();
  const scale = options.scale ?? 1;
  const sizes = Object.fromEntries(
    Object.entries(TEN_YEAR_SIZES).map(([kind, size]) => [kind, Math.max(1, Math.round(size * scale))]),
  ) as Record<TenYearKind, number>;
  const demo = options.afterDemo === false ? null : buildDemoData(now);
  const before = countersIn(demo ?? []);

  // ---- the calendar: day 0 is ten years before today, day `today` is today ----
  const origin = new Date(now.getFullYear() - 10, now.getMonth(), now.getDate() + 1);
  const dateOf = (day: number) => new Date(origin.getFullYear(), origin.getMonth(), origin.getDate() + day);
  const today = Math.round(
    (new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() - origin.getTime()) / 86_400_000,
  );
  const isoDays: string[] = [];
  const iso = (day: number) => {
    let value = isoDays[day];
    if (value === undefined) {
      const d = dateOf(day);
      value = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      isoDays[day] = value;
    }
    return value;
  };
  const timeOf = (day: number, hour: number, minute: number) => {
    const d = dateOf(day);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour, minute).getTime();
  };
  /** An instant of the agenda (may be ahead). */
  const at = (day: number, hour: number, minute = 0) => new Date(timeOf(day, hour, minute)).toISOString();
  /** When something was recorded: never after `now`. */
  const instant = (day: number, hour: number, minute = 0) =>
    new Date(Math.min(timeOf(day, hour, minute), now.getTime())).toISOString();
  /** The nearest working day (Saturday → Friday, Sunday → Monday), never after `latest`. */
  const weekdays: number[] = [];
  const workday = (day: number, latest = today) => {
    let weekday = weekdays[day];
    if (weekday === undefined) {
      weekday = dateOf(day).getDay();
      weekdays[day] = weekday;
    }
    const moved = weekday === 6 ? day - 1 : weekday === 0 ? day + 1 : day;
    return Math.max(0, Math.min(moved, latest));
  };
  const yearOf = (day: number) => Number(iso(day).slice(0, 4));

  const documents: DemoDocument[] = [];
  const put = <T extends object>(path: string, data: T) => documents.push([path, data as DemoDocument[1]]);

  // ---- dossiers: dates and lives first (clients are given to them in opening order) ----
  type Dossier = {
    id: string;
    openDay: number;
    /** Last day of activity (closing day, or today for an open dossier). */
    endDay: number;
    open: boolean;
    clientIndex: number;
    responsible: string;
    rateCents: number;
    feeKind: Case['fee']['kind'];
    reference: string;
    matter: string;
    jurisdiction: number;
    rgNumber: string;
    entries: number[];
  };
  const rngCases = seededRandom(341_001);
  const dossiers: Dossier[] = [];
  const casesPerYear = new Map<number, number>();
  for (let i = 0; i < sizes.cases; i += 1) {
    const openDay = workday(Math.floor(((i + rngCases()) / sizes.cases) * today));
    const roll = rngCases();
    const life = roll < 0.3 ? int(rngCases, 30, 120) : roll < 0.8 ? int(rngCases, 121, 540) : int(rngCases, 541, 1_400);
    const closeDay = openDay + life;
    const open = closeDay > today - 7;
    const year = yearOf(openDay);
    const sequence = (casesPerYear.get(year) ?? 0) + 1;
    casesPerYear.set(year, sequence);
    const reference = `${year}-${pad((before.get(`cases-${year}`)?.value ?? 0) + sequence, 4)}`;
    const feeRoll = rngCases();
    const feeKind: Case['fee']['kind'] = feeRoll < 0.6 ? 'temps' : feeRoll < 0.9 ? 'forfait' : 'resultat';
    dossiers.push({
      id: `${TEN_YEAR_ID_PREFIX}case-${pad(i + 1, 5)}`,
      openDay,
      endDay: open ? today : workday(closeDay),
      open,
      clientIndex: -1,
      responsible: TEAM[rngCases() < 0.45 ? 0 : rngCases() < 0.5 ? 1 : 2],
      rateCents: pick(rngCases, [18_000, 20_000, 22_000, 25_000, 30_000]),
      feeKind,
      reference,
      matter: pick(rngCases, MATTER_NAMES),
      jurisdiction: int(rngCases, 0, JURISDICTIONS.length - 1),
      rgNumber: `${String(year).slice(2)}/${pad(int(rngCases, 100, 99_999), 5)}`,
      entries: [],
    });
  }

  // ---- clients: a new client for most new dossiers, a returning one for the others ----
  const rngClients = seededRandom(341_002);
  const firstDay: number[] = [];
  const lastDay: number[] = [];
  let nextClient = 0;
  for (const [i, dossier] of dossiers.entries()) {
    const remainingClients = sizes.clients - nextClient;
    const remainingCases = sizes.cases - i;
    if (nextClient === 0 || rngClients() < remainingClients / remainingCases) {
      dossier.clientIndex = nextClient;
      firstDay.push(Math.max(0, dossier.openDay - int(rngClients, 0, 10)));
      lastDay.push(dossier.endDay);
      nextClient += 1;
    } else {
      const returning = int(rngClients, 0, nextClient - 1);
      dossier.clientIndex = returning;
      lastDay[returning] = Math.max(lastDay[returning]!, dossier.endDay);
    }
  }
  // More clients than dossiers (a small scale): prospects without a dossier.
  for (; nextClient < sizes.clients; nextClient += 1) {
    const day = int(rngClients, 0, today);
    firstDay.push(day);
    lastDay.push(day);
  }
  const clientIds: string[] = [];
  const clients: Client[] = [];
  for (let i = 0; i < sizes.clients; i += 1) {
    const id = `${TEN_YEAR_ID_PREFIX}client-${pad(i + 1, 5)}`;
    const [postcode, city] = pick(rngClients, CITIES);
    const created = instant(firstDay[i]!, int(rngClients, 9, 18), pick(rngClients, [0, 15, 30, 45]));
    const common = {
      address: `${int(rngClients, 1, 180)} ${pick(rngClients, ALL_STREETS)}, ${postcode} ${city}`,
      notes: rngClients() < 0.1 ? 'Client orienté par un confrère. Préfère être joint par courriel.' : '',
      archived: lastDay[i]! < today - 3 * 365 && rngClients() < 0.6,
      createdAt: created,
      updatedAt: instant(Math.max(firstDay[i]!, Math.min(lastDay[i]!, today)), 19),
    };
    let client: Client;
    if (rngClients() < 0.3) {
      const owner = pick(rngClients, SURNAMES);
      const raisonSociale = `${pick(rngClients, TRADES)} ${owner}${rngClients() < 0.3 ? ' et Fils' : ''}`;
      const siren = withLuhnKey(`${int(rngClients, 3, 9)}${pad(int(rngClients, 0, 9_999_999), 7)}`);
      client = {
        kind: 'morale',
        raisonSociale,
        siren,
        forme: pick(rngClients, FORMS),
        displayName: raisonSociale,
        email: `contact@${ascii(raisonSociale).slice(0, 18)}.fr`,
        phone: `04 ${pad(int(rngClients, 70, 79))} ${pad(int(rngClients, 0, 99))} ${pad(int(rngClients, 0, 99))} ${pad(int(rngClients, 0, 99))}`,
        ...common,
      };
    } else {
      const female = rngClients() < 0.5;
      const prenom = pick(rngClients, female ? FIRST_NAMES_F : FIRST_NAMES_M);
      const nom = pick(rngClients, SURNAMES);
      client = {
        kind: 'physique',
        civilite: female ? 'Mme' : 'M.',
        nom,
        prenom,
        displayName: `${nom.toUpperCase()} ${prenom}`,
        email: `${ascii(prenom)}.${ascii(nom)}${rngClients() < 0.4 ? int(rngClients, 1, 99) : ''}@${pick(rngClients, MAIL_PROVIDERS)}`,
        phone: `0${pick(rngClients, [6, 7])} ${pad(int(rngClients, 0, 99))} ${pad(int(rngClients, 0, 99))} ${pad(int(rngClients, 0, 99))} ${pad(int(rngClients, 0, 99))}`,
        ...common,
      };
    }
    // Its dossiers are counted on it below (the list shows the count without reading them).
    client = { ...client, ...clientSearchFields(client), caseCount: 0 };
    clientIds.push(id);
    clients.push(client);
    put(paths.client(FIRM, id), client);
  }

  const clientById = new Map(clientIds.map((id, index) => [id, clients[index]!]));
  for (const dossier of dossiers) {
    const title = pick(rngCases, MATTERS[dossier.matter]!);
    const opponentRoll = rngCases();
    const clientIdsOfCase = [clientIds[dossier.clientIndex]!];
    if (rngCases() < 0.05 && clientIds.length > 1) {
      const second = clientIds[int(rngCases, 0, clientIds.length - 1)]!;
      if (second !== clientIdsOfCase[0]) clientIdsOfCase.push(second);
    }
    const fee: Case['fee'] =
      dossier.feeKind === 'forfait'
        ? { kind: 'forfait', amountCents: int(rngCases, 8, 60) * 10_000 }
        : dossier.feeKind === 'temps'
          ? { kind: 'temps', hourlyRateCents: dossier.rateCents }
          : {
              kind: 'resultat',
              amountCents: int(rngCases, 10, 30) * 10_000,
              successPercent: pick(rngCases, [8, 10, 12, 15]),
            };
    const data: Case = {
      reference: dossier.reference,
      title,
      clientIds: clientIdsOfCase,
      clientNames: clientIdsOfCase.map((id) => clientById.get(id)!.displayName),
      opposingParties: [
        opponentRoll < 0.55
          ? { name: pick(rngCases, OPPONENT_COMPANIES), kind: 'morale' }
          : {
              name: `${rngCases() < 0.5 ? 'Mme' : 'M.'} ${pick(rngCases, [...FIRST_NAMES_F, ...FIRST_NAMES_M])} ${pick(rngCases, SURNAMES)}`,
              kind: 'physique',
            },
      ],
      matter: dossier.matter,
      jurisdiction: JURISDICTIONS[dossier.jurisdiction]![0],
      rgNumber: dossier.rgNumber,
      responsibleUid: dossier.responsible,
      status: dossier.open ? (rngCases() < 0.12 ? 'en attente' : 'ouvert') : 'clos',
      fee,
      openedAt: iso(dossier.openDay),
      closedAt: dossier.open ? null : iso(dossier.endDay),
      notes: rngCases() < 0.25 ? 'Pièces communiquées à l’adversaire. Attendre les conclusions en réponse.' : '',
      createdAt: instant(dossier.openDay, 10),
      updatedAt: instant(dossier.endDay, 17),
    };
    Object.assign(data, caseSearchFields({ ...data, clientNames: data.clientNames! }));
    for (const id of clientIdsOfCase) clientById.get(id)!.caseCount! += 1;
    put(paths.case(FIRM, dossier.id), data);
  }

  // Dossiers weigh by the length of their life (a long dossier has more entries, events, tasks).
  const lifeWeights = dossiers.map((d) => (d.endDay - d.openDay + 30) * (d.feeKind === 'forfait' ? 0.6 : 1));
  const pickDossier = weightedPicker(lifeWeights);

  // ---- time entries ----
  const rngTime = seededRandom(341_003);
  const entryDays: number[] = [];
  const entries: TimeEntry[] = [];
  for (let k = 0; k < sizes.timeEntries; k += 1) {
    const dossier = dossiers[pickDossier(rngTime)]!;
    const day = workday(
      dossier.openDay + Math.floor(rngTime() * (dossier.endDay - dossier.openDay + 1)),
      dossier.endDay,
    );
    dossier.entries.push(k);
    entryDays.push(day);
    entries.push({
      caseId: dossier.id,
      uid: rngTime() < 0.8 ? dossier.responsible : pick(rngTime, TEAM),
      date: iso(day),
      minutes: pick(rngTime, [15, 15, 30, 30, 45, 60, 60, 90, 120, 180, 240]),
      description: pick(rngTime, WORK),
      rateCents: dossier.feeKind === 'temps' ? dossier.rateCents : 20_000,
      billed: false,
      invoiceId: null,
      createdAt: instant(day, int(rngTime, 9, 19), pick(rngTime, [0, 15, 30, 45])),
    });
  }
  const entryId = (k: number) => `${TEN_YEAR_ID_PREFIX}time-${pad(k + 1, 6)}`;
  for (const dossier of dossiers) dossier.entries.sort((a, b) => entryDays[a]! - entryDays[b]! || a - b);

  // ---- invoices: each dossier billed period by period ----
  const rngBill = seededRandom(341_004);
  const billing = demo?.find(([path]) => path === paths.settings(FIRM, 'billing'))?.[1] as BillingSettings | undefined;
  const issuerSiret = billing?.siret ?? withLuhnKey(`${withLuhnKey('81234567')}0001`);
  const issuer: IssuerSnapshot = {
    legalName: billing?.legalName ?? 'Cabinet Durand & Associés',
    address: billing?.address ?? '12 rue de la République, 69002 Lyon',
    siret: issuerSiret,
    vatNumber: billing?.vatNumber ?? vatNumberOf(issuerSiret.slice(0, 9)),
    vatFranchise: false,
    iban: (billing?.iban ?? 'FR76 3000 4000 0312 3456 7890 143').replace(/\s/g, ''),
    bic: billing?.bic ?? 'BNPAFRPPLYO',
    mentions: billing?.mentions ?? MENTIONS_FALLBACK,
  };
  const snapshots = new Map<number, ClientSnapshot>();
  const snapshotOf = (index: number): ClientSnapshot => {
    let snapshot = snapshots.get(index);
    if (!snapshot) {
      const client = clients[index]!;
      snapshot = {
        name: client.displayName,
        kind: client.kind,
        address: client.address,
        siren: client.kind === 'morale' ? client.siren : null,
        vatNumber: client.kind === 'morale' ? vatNumberOf(client.siren) : null,
        email: client.email,
      };
      snapshots.set(index, snapshot);
    }
    return snapshot;
  };
  type Bill = { id: string; invoice: Invoice; issueDay: number; dossier: Dossier; order: number };
  const avoirCount = Math.min(Math.round(sizes.invoices * 0.02), Math.floor(sizes.invoices / 2));
  const billsPerDossier = apportion(
    sizes.invoices - avoirCount,
    dossiers.map((d) => d.entries.length + 1),
  );
  const bills: Bill[] = [];
  for (const [index, dossier] of dossiers.entries()) {
    const count = billsPerDossier[index]!;
    if (count === 0) continue;
    // An open dossier's latest weeks are not billed yet.
    const lastBilledDay = dossier.open ? Math.max(dossier.openDay, today - int(rngBill, 15, 60)) : dossier.endDay;
    const span = Math.max(1, lastBilledDay - dossier.openDay);
    let cursor = 0;
    for (let j = 0; j < count; j += 1) {
      const periodStart = dossier.openDay + Math.floor((j * span) / count);
      const periodEnd = j === count - 1 ? lastBilledDay : dossier.openDay + Math.floor(((j + 1) * span) / count);
      const issueDay = workday(Math.min(periodEnd + int(rngBill, 1, 10), today));
      const billed: number[] = [];
      while (cursor < dossier.entries.length && entryDays[dossier.entries[cursor]!]! <= periodEnd)
        billed.push(dossier.entries[cursor++]!);
      const id = `${TEN_YEAR_ID_PREFIX}invoice-${pad(bills.length + 1, 5)}`;
      const lines: InvoiceLine[] = [];
      const detail = `${dossier.matter.toLowerCase()} (dossier ${dossier.reference})`;
      if (dossier.feeKind === 'forfait') {
        lines.push({
          kind: 'honoraires',
          designation: `Honoraires forfaitaires – ${detail}, échéance ${j + 1}/${count}`,
          quantity: 1,
          unitPriceCents: Math.max(10_000, Math.round(int(rngBill, 8, 60) / count) * 10_000),
          vatRate: 20,
          ...(billed.length ? { timeEntryIds: billed.map(entryId) } : {}),
        });
      } else if (billed.length) {
        const byRate = new Map<number, number[]>();
        for (const k of billed) byRate.set(entries[k]!.rateCents, [...(byRate.get(entries[k]!.rateCents) ?? []), k]);
        for (const [rate, ks] of byRate)
          lines.push({
            kind: 'honoraires',
            designation: `Honoraires au temps passé – ${detail}`,
            quantity: ks.reduce((sum, k) => sum + entries[k]!.minutes, 0) / 60,
            unitPriceCents: rate,
            vatRate: 20,
            timeEntryIds: ks.map(entryId),
          });
      } else {
        lines.push({
          kind: 'honoraires',
          designation: `Provision sur honoraires – ${detail}`,
          quantity: 1,
          unitPriceCents: int(rngBill, 3, 15) * 10_000,
          vatRate: 20,
        });
      }
      if (dossier.feeKind === 'resultat' && j === count - 1 && !dossier.open)
        lines.push({
          kind: 'honoraires',
          designation: 'Honoraire de résultat (convention d’honoraires)',
          quantity: 1,
          unitPriceCents: int(rngBill, 5, 40) * 10_000,
          vatRate: 20,
        });
      if (rngBill() < 0.05)
        lines.push({
          kind: 'emoluments',
          designation: 'Émoluments de postulation',
          quantity: 1,
          unitPriceCents: int(rngBill, 60, 400) * 100,
          vatRate: 20,
        });
      if (rngBill() < 0.25)
        lines.push({
          kind: 'debours',
          designation: pick(rngBill, [
            'Frais de greffe et de signification',
            'Frais de commissaire de justice',
            'Frais de copie et d’envoi recommandé',
            'Droit de plaidoirie',
          ]),
          quantity: 1,
          unitPriceCents: int(rngBill, 13, 250) * 100,
          vatRate: 0,
        });
      const gross = computeTotals(lines, 0);
      const provisionCents = rngBill() < 0.06 ? Math.floor((gross.totalTtcCents * 0.3) / 100) * 100 : 0;
      for (const k of billed) {
        entries[k]!.billed = true;
        entries[k]!.invoiceId = id;
      }
      const invoice: Invoice = {
        kind: 'facture',
        number: null,
        status: 'issued',
        clientId: clientIds[dossier.clientIndex]!,
        caseId: dossier.id,
        lines,
        ...computeTotals(lines, provisionCents),
        paidCents: 0,
        creditedCents: 0,
        lastPaymentDate: null,
        issueDate: iso(issueDay),
        dueDate: iso(issueDay + 30),
        periodStart: iso(periodStart),
        periodEnd: iso(Math.max(periodStart, Math.min(periodEnd, issueDay))),
        paymentTerms: 'Paiement à 30 jours par virement.',
        vatExemptMention: null,
        creditFor: null,
        creditForNumber: null,
        issuerSnapshot: issuer,
        clientSnapshot: snapshotOf(dossier.clientIndex),
        createdBy: dossier.responsible,
        issuedBy: DEMO_IDS.ownerUid,
        createdAt: instant(Math.max(periodStart, issueDay - int(rngBill, 0, 3)), 11),
        updatedAt: instant(issueDay, 11, 30),
      };
      bills.push({ id, invoice, issueDay, dossier, order: bills.length });
    }
  }

  // ---- avoirs: a few invoices credited, in full or in part ----
  const factures = bills.slice();
  const creditable = factures.filter((bill) => bill.issueDay <= today - 30);
  for (let a = 0; a < avoirCount && creditable.length > 0; a += 1) {
    const [bill] = creditable.splice(int(rngBill, 0, creditable.length - 1), 1);
    const { invoice } = bill!;
    const issueDay = workday(Math.min(bill!.issueDay + int(rngBill, 3, 45), today));
    const partial = rngBill() < 0.4 && invoice.totalHtCents >= 20_000;
    const lines: InvoiceLine[] = partial
      ? [
          {
            kind: 'honoraires',
            designation: 'Geste commercial : réduction d’honoraires',
            quantity: 1,
            unitPriceCents: Math.min(Math.floor(invoice.totalHtCents / 200) * 100, int(rngBill, 5, 30) * 1_000),
            vatRate: 20,
          },
        ]
      : invoice.lines.map(({ timeEntryIds: _ids, ...line }) => ({
          ...line,
          designation: `Annulation – ${line.designation}`,
        }));
    const amounts = computeTotals(lines, partial ? 0 : invoice.provisionCents);
    invoice.creditedCents = amounts.netToPayCents;
    bills.push({
      id: `${TEN_YEAR_ID_PREFIX}avoir-${pad(a + 1, 4)}`,
      issueDay,
      dossier: bill!.dossier,
      order: bills.length,
      invoice: {
        ...invoice,
        kind: 'avoir',
        lines,
        ...amounts,
        paidCents: 0,
        creditedCents: 0,
        lastPaymentDate: null,
        issueDate: iso(issueDay),
        dueDate: iso(issueDay),
        paymentTerms: '',
        creditFor: bill!.id,
        createdAt: instant(issueDay, 10),
        updatedAt: instant(issueDay, 10, 30),
      },
    });
  }

  // ---- numbers: per year, in issue-date order, after the demo's ----
  const invoiceCounters = new Map<number, { value: number; lastIssueDate: string }>();
  for (const bill of [...bills].sort((a, b) => a.issueDay - b.issueDay || a.order - b.order)) {
    const year = yearOf(bill.issueDay);
    const previous = invoiceCounters.get(year)?.value ?? before.get(`invoices-${year}`)?.value ?? 0;
    invoiceCounters.set(year, { value: previous + 1, lastIssueDate: bill.invoice.issueDate! });
    bill.invoice.number = `FA-${year}-${pad(previous + 1, 4)}`;
  }
  const numberOf = new Map(bills.map((bill) => [bill.id, bill.invoice.number]));
  for (const bill of bills)
    if (bill.invoice.creditFor) {
      bill.invoice.creditForNumber = numberOf.get(bill.invoice.creditFor)!;
      bill.invoice.paymentTerms = `Avoir sur la facture ${bill.invoice.creditForNumber}.`;
    }

  // ---- payments: how many per invoice, then exactly the planned total ----
  const rngPay = seededRandom(341_005);
  const plans = factures.map((bill) => {
    const due = bill.invoice.netToPayCents - bill.invoice.creditedCents;
    const age = today - bill.issueDay;
    const paid = age < 20 ? 0.25 : age < 45 ? 0.55 : age < 90 ? 0.8 : 0.95;
    const roll = rngPay();
    const kind: 'none' | 'partial' | 'full' =
      due <= 0 ? 'none' : roll < paid ? 'full' : age >= 90 && roll < paid + 0.02 ? 'partial' : 'none';
    return { bill, due, kind, count: kind === 'none' ? 0 : 1 };
  });
  let planned = plans.reduce((sum, plan) => sum + plan.count, 0);
  const splittable = plans.filter((plan) => plan.kind === 'full' && plan.due >= 300);
  for (let round = 2; planned < sizes.payments && round <= 3; round += 1)
    for (const plan of splittable) {
      if (planned >= sizes.payments) break;
      plan.count = round;
      planned += 1;
    }
  for (const plan of [...plans].reverse()) {
    if (planned <= sizes.payments) break;
    if (plan.count > 0) {
      planned -= plan.count;
      plan.count = 0;
    }
  }
  // Their VAT and débours shares are what recording them stores: added by withSettlements.
  const payments: [string, Omit<Payment, 'tvaCents' | 'deboursCents'>][] = [];
  for (const { bill, due, kind, count } of plans) {
    if (count === 0) continue;
    const { invoice } = bill;
    const amounts =
      kind === 'partial'
        ? [Math.max(1, Math.min(due - 1, Math.round(due * between(rngPay, 0.3, 0.7))))]
        : count === 1
          ? [due]
          : count === 2
            ? (() => {
                const first = Math.round(due * between(rngPay, 0.3, 0.6));
                return [first, due - first];
              })()
            : (() => {
                const first = Math.round(due * between(rngPay, 0.25, 0.4));
                const second = Math.round(due * between(rngPay, 0.25, 0.35));
                return [first, second, due - first - second];
              })();
    let day = bill.issueDay;
    const method = pick(rngPay, [
      'virement',
      'virement',
      'virement',
      'virement',
      'cheque',
      'cheque',
      'carte',
      'prelevement',
      'carpa',
    ] as const);
    for (const amount of amounts) {
      day = workday(Math.min(day + int(rngPay, 5, count > 1 ? 40 : 55), today));
      const id = `${TEN_YEAR_ID_PREFIX}payment-${pad(payments.length + 1, 5)}`;
      payments.push([
        id,
        {
          invoiceId: bill.id,
          invoiceNumber: invoice.number!,
          clientId: invoice.clientId,
          clientName: invoice.clientSnapshot!.name,
          caseId: invoice.caseId,
          date: iso(day),
          amountCents: amount,
          method,
          reference:
            method === 'cheque'
              ? `Chèque n° ${pad(int(rngPay, 0, 9_999_999), 7)}`
              : method === 'virement'
                ? `VIR ${invoice.number}`
                : `REG-${yearOf(day)}-${pad(payments.length + 1, 5)}`,
          createdBy: DEMO_IDS.ownerUid,
          createdAt: instant(day, int(rngPay, 9, 18), pick(rngPay, [0, 10, 20, 30, 40, 50])),
        },
      ]);
      invoice.paidCents += amount;
      invoice.lastPaymentDate = iso(day);
    }
  }
  for (const bill of bills) {
    // What the invoices list searches, as issuing and avoirs write it (numbers are known by now).
    bill.invoice.caseReference = bill.dossier.reference;
    bill.invoice.searchTokens = invoiceSearchTokens(bill.invoice, bill.invoice.clientSnapshot!.name);
    put(paths.invoice(FIRM, bill.id), bill.invoice);
  }
  for (const [id, payment] of payments) put(paths.payment(FIRM, id), payment);
  for (const [k, entry] of entries.entries()) put(paths.timeEntry(FIRM, entryId(k)), entry);

  // ---- the agenda: audiences, rendez-vous and the cabinet's own events, two months ahead ----
  const rngEvents = seededRandom(341_006);
  for (let k = 0; k < sizes.events; k += 1) {
    const roll = rngEvents();
    const id = paths.event(FIRM, `${TEN_YEAR_ID_PREFIX}event-${pad(k + 1, 5)}`);
    if (roll >= 0.9) {
      const day = workday(int(rngEvents, 0, today + 60), today + 60);
      const hour = pick(rngEvents, [8, 12, 17, 18]);
      put(id, {
        kind: 'autre',
        title: pick(rngEvents, OTHER_EVENTS),
        start: at(day, hour),
        end: at(day, hour + 1, 30),
        caseId: null,
        attendeeUids: [...TEAM],
        location: 'Au cabinet',
        status: day < today && rngEvents() < 0.05 ? 'annulé' : 'confirmé',
        createdAt: instant(Math.min(today, Math.max(0, day - int(rngEvents, 5, 30))), 9),
      } satisfies CalendarEvent);
      continue;
    }
    const dossier = dossiers[pickDossier(rngEvents)]!;
    const last = dossier.open ? today + 60 : dossier.endDay;
    const day = workday(dossier.openDay + Math.floor(rngEvents() * (last - dossier.openDay + 1)), last);
    const past = day < today;
    const attendeeUids = rngEvents() < 0.1 ? [dossier.responsible, pick(rngEvents, TEAM)] : [dossier.responsible];
    const unique = [...new Set(attendeeUids)];
    const createdAt = instant(Math.min(today, Math.max(0, day - int(rngEvents, 2, 40))), 9, 30);
    if (roll < 0.42) {
      const [jurisdiction, location] = JURISDICTIONS[dossier.jurisdiction]!;
      const hour = pick(rngEvents, [9, 9, 10, 11, 13, 14, 14, 15]);
      const minute = pick(rngEvents, [0, 0, 30]);
      const hearingType = pick(rngEvents, HEARING_TYPES);
      put(id, {
        kind: 'audience',
        title: `${hearingType} – ${dossier.reference}`,
        start: at(day, hour, minute),
        end: at(day, hour + 1, minute),
        caseId: dossier.id,
        attendeeUids: unique,
        location,
        jurisdiction,
        chamber: pick(rngEvents, CHAMBERS),
        hearingType,
        rgNumber: dossier.rgNumber,
        status: past && rngEvents() < 0.06 ? 'annulé' : 'confirmé',
        createdAt,
      } satisfies CalendarEvent);
    } else {
      const hour = int(rngEvents, 9, 17);
      const minute = pick(rngEvents, [0, 30]);
      put(id, {
        kind: 'rendez-vous',
        title: `Rendez-vous client – ${clients[dossier.clientIndex]!.displayName}`,
        start: at(day, hour, minute),
        end: at(day, hour, minute + pick(rngEvents, [30, 45, 60, 90])),
        caseId: dossier.id,
        attendeeUids: unique,
        location: pick(rngEvents, ['Au cabinet', 'Au cabinet', 'Visioconférence', 'Téléphone']),
        status: past ? (rngEvents() < 0.07 ? 'annulé' : 'confirmé') : rngEvents() < 0.15 ? 'à confirmer' : 'confirmé',
        createdAt,
      } satisfies CalendarEvent);
    }
  }

  // ---- délais ----
  const rngDeadlines = seededRandom(341_007);
  for (let k = 0; k < sizes.deadlines; k += 1) {
    const dossier = dossiers[pickDossier(rngDeadlines)]!;
    const last = dossier.open ? today + 90 : dossier.endDay;
    const due = workday(
      Math.min(last, dossier.openDay + 15 + Math.floor(rngDeadlines() * Math.max(1, last - dossier.openDay - 14))),
      last,
    );
    const done = due < today ? rngDeadlines() < 0.97 : false;
    put(paths.deadline(FIRM, `${TEN_YEAR_ID_PREFIX}deadline-${pad(k + 1, 5)}`), {
      title: pick(rngDeadlines, DEADLINE_TITLES),
      caseId: dossier.id,
      dueDate: iso(due),
      computation: 'Point de départ non compté (CPC art. 641) ; échéance reportée au premier jour ouvrable (art. 642).',
      assigneeUid: dossier.responsible,
      done,
      doneAt: done ? instant(Math.max(0, due - int(rngDeadlines, 0, 5)), 17) : null,
      createdAt: instant(Math.min(today, Math.max(dossier.openDay, due - int(rngDeadlines, 15, 60))), 9),
    } satisfies Deadline);
  }

  // ---- tâches ----
  const rngTasks = seededRandom(341_008);
  for (let k = 0; k < sizes.tasks; k += 1) {
    const linked = rngTasks() < 0.85;
    const dossier = linked ? dossiers[pickDossier(rngTasks)]! : null;
    const day = dossier
      ? workday(dossier.openDay + Math.floor(rngTasks() * (dossier.endDay - dossier.openDay + 1)), dossier.endDay)
      : workday(int(rngTasks, 0, today));
    const recent = day >= today - 60;
    const status: Task['status'] = recent
      ? pick(rngTasks, [
          'à faire',
          'à faire',
          'à faire',
          'en cours',
          'en cours',
          'en revue',
          'terminé',
          'terminé',
        ] as const)
      : rngTasks() < 0.97
        ? 'terminé'
        : 'à faire';
    const assigneeUid =
      rngTasks() < 0.08 ? null : dossier && rngTasks() < 0.7 ? dossier.responsible : pick(rngTasks, TEAM);
    const task: Task = {
      title: pick(rngTasks, TASK_TITLES),
      status,
      assigneeUid,
      caseId: dossier?.id ?? null,
      dueDate: rngTasks() < 0.7 ? iso(day + int(rngTasks, 2, 30)) : null,
      order: k,
      createdBy: pick(rngTasks, TEAM),
      createdAt: instant(day, int(rngTasks, 8, 19)),
      ...(status === 'terminé' ? { updatedAt: instant(Math.min(today, day + int(rngTasks, 0, 20)), 18) } : {}),
    };
    if (rngTasks() < 0.15) task.description = 'Voir la note au dossier et le dernier courrier du confrère.';
    put(paths.task(FIRM, `${TEN_YEAR_ID_PREFIX}task-${pad(k + 1, 5)}`), task);
  }

  // ---- dépenses: the cabinet's running costs over the ten years ----
  const rngExpenses = seededRandom(341_009);
  for (let k = 0; k < sizes.expenses; k += 1) {
    const day = workday(Math.floor(((k + rngExpenses()) / sizes.expenses) * today));
    const item = EXPENSES[k % EXPENSES.length]!;
    // Prices rise about 2 % a year.
    const htCents = Math.round(item.htCents * (1 + (0.02 * day) / 365));
    const tvaCents = Math.round((htCents * item.vat) / 100);
    put(paths.expense(FIRM, `${TEN_YEAR_ID_PREFIX}expense-${pad(k + 1, 5)}`), {
      date: iso(day),
      supplier: item.supplier,
      category: item.category,
      reference: item.vat > 0 ? `F${iso(day).slice(0, 7).replace('-', '')}-${pad(k + 1, 5)}` : '',
      htCents,
      tvaCents,
      ttcCents: htCents + tvaCents,
      method: item.method,
      receiptPath: null,
      receiptName: null,
      createdBy: pick(rngExpenses, TEAM),
      createdAt: instant(day, 18),
    } satisfies Expense);
  }

  // ---- the yearly counters: the demo's numbers, then the ten years' ----
  for (const [year, count] of casesPerYear)
    put(paths.counter(FIRM, `cases-${year}`), { value: (before.get(`cases-${year}`)?.value ?? 0) + count });
  for (const [year, counter] of invoiceCounters) {
    const demoLast = before.get(`invoices-${year}`)?.lastIssueDate;
    put(paths.counter(FIRM, `invoices-${year}`), {
      value: counter.value,
      lastIssueDate: demoLast && demoLast > counter.lastIssueDate ? demoLast : counter.lastIssueDate,
    });
  }

  const busiest =
    dossiers
      .filter((dossier) => dossier.open)
      .reduce<Dossier | null>(
        (best, dossier) => (!best || dossier.entries.length > best.entries.length ? dossier : best),
        null,
      ) ?? dossiers[0]!;
  return {
    documents: withSettlements(documents),
    sizes: { ...sizes, invoices: bills.length, payments: payments.length },
    sample: { caseId: busiest.id, clientId: clientIds[busiest.clientIndex]! },
  };
}
