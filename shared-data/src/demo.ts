/**
 * The demo data: "Cabinet Durand & Associés" (an owner, two members), "Cabinet Leroy" (another
 * tenant, for cross-cabinet tests) and 24 published professional profiles. Deterministic: a
 * seeded random generator, fixed ids; dates are placed around the day of seeding so the
 * agenda and the délais look alive. Loaded once per browser (IndexedDB), reset on demand.
 */
import { LANGUAGES, PRACTICE_AREAS } from './constants.ts';
import { formatReference } from './counters.ts';
import { DEMO_DATA_VERSION, DEMO_IDS, DEMO_USERS, isDemoDataSeeded, SEEDED_KEY } from './demoIds.ts';
import type { IndexedDbAdapter } from './indexeddb.ts';
import { paths } from './paths.ts';
import {
  type DemoDocument,
  demoClock,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  int,
  LAST_NAMES,
  pad,
  pick,
  type Rng,
  seededRandom,
  STREETS,
} from './demo/basics.ts';
import { courtDayOffset } from './demo/courtDays.ts';
import { buildEinvoicingDemo } from './demo/einvoicing.ts';
import { COURTS, type CourtKey, mattersFor, RECURRING_OPPONENT } from './demo/matters.ts';
import { buildDirectoryDemo, DEMO_FIRM_ADDRESS, DEMO_FIRM_NAME } from './demo/directory.ts';
import { buildResearchDemo } from './demo/research.ts';
import { buildTeamDemo } from './demo/team.ts';
import { buildBillingDemo } from './demo/billing.ts';
import { buildAccountingDemo, buildAccountingDemoFiles } from './demo/accounting.ts';
import type { DocData, DocumentStore } from './port.ts';
import { withSettlements } from './demo/settlements.ts';
import { caseSearchFields, clientSearchFields } from './search.ts';
import type {
  BookingRequest,
  CalendarEvent,
  Case,
  Client,
  Deadline,
  Firm,
  Member,
  Membership,
  ProRecord,
  Task,
  TimeEntry,
  SentEmail,
} from './schemas.ts';

/** Luhn-completed number: `digits` + check digit (SIREN from 8 digits, SIRET from 13). */
export function withLuhnKey(digits: string): string {
  for (let key = 0; key < 10; key += 1) {
    const candidate = `${digits}${key}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let d = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    if (sum % 10 === 0) return candidate;
  }
  return `${digits}0`;
}
const randomDigits = (rng: Rng, n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? int(rng, 1, 9) : int(rng, 0, 9))).join('');

const COMPANIES = [
  ['Boulangerie Morel', 'SARL'],
  ['Transports Girard et Fils', 'SAS'],
  ['Atelier Bonnet Menuiserie', 'EURL'],
  ['Clinique du Parc', 'SAS'],
  ['Immobilière des Brotteaux', 'SCI'],
  ['Garage Central Rousseau', 'SARL'],
  ['Néoweb Solutions', 'SAS'],
  ['Domaine Faure', 'EARL'],
  ['Pharmacie Saint-Jean', 'SELARL'],
  ['Les Jardins de Vaise', 'Association'],
  ['Bâti-Rhône Construction', 'SA'],
  ['Librairie Le Passage', 'SARL'],
  ['Hôtel des Célestins', 'SAS'],
  ['Cabinet d’architecture Perrin', 'SELARL'],
] as const;
const CITIES_69 = [
  ['69002', 'Lyon'],
  ['69003', 'Lyon'],
  ['69006', 'Lyon'],
  ['69100', 'Villeurbanne'],
  ['69500', 'Bron'],
  ['69300', 'Caluire-et-Cuire'],
] as const;

const TEAM = [DEMO_IDS.ownerUid, DEMO_IDS.member1Uid, DEMO_IDS.member2Uid];

export type { DemoDocument };

/** Everything the demo needs, as [path, data] pairs (deterministic for a given `now`). */
export function buildDemoData(now = new Date()): DemoDocument[] {
  const rng = seededRandom(20260101);
  const out: DemoDocument[] = [];
  const put = <T extends object>(path: string, data: T) => out.push([path, data as DocData]);
  const { localDay, at, created } = demoClock(now);
  const year = now.getFullYear();

  // ---- people, cabinets, memberships ----
  const durand = DEMO_FIRM_NAME;
  // SIREN 812 345 676 and 908 765 431: a valid key each (their SIRETs too: both keys are checked).
  const durandSiret = withLuhnKey(`${withLuhnKey('81234567')}0001`);
  const leroySiret = withLuhnKey(`${withLuhnKey('90876543')}0001`);
  for (const user of DEMO_USERS) {
    const isOwner = user.role === 'owner';
    const firmName = user.firmId === DEMO_IDS.firmId ? durand : 'Cabinet Leroy';
    const pro: ProRecord = {
      uid: user.uid,
      email: user.email,
      accountType: 'firm',
      profile: {
        fullName: user.name,
        phone: `04 78 ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))}`,
      },
      firm: isOwner
        ? {
            name: firmName,
            siret: user.firmId === DEMO_IDS.firmId ? durandSiret : leroySiret,
            address: isOwner && user.firmId === DEMO_IDS.firmId ? DEMO_FIRM_ADDRESS : '5 place Bellecour, 69002 Lyon',
          }
        : null,
      preferences: {
        specialties: [pick(rng, PRACTICE_AREAS), pick(rng, PRACTICE_AREAS)],
        languages: ['Français', pick(rng, LANGUAGES.slice(1))],
      },
      createdAt: created,
    };
    put(paths.pro(user.uid), pro);
    put(paths.member(user.firmId, user.uid), {
      uid: user.uid,
      email: user.email,
      name: user.name,
      role: user.role,
      joinedAt: created,
    } satisfies Member);
    put(paths.membership(user.uid), { firmId: user.firmId, role: user.role } satisfies Membership);
    if (isOwner) {
      const firm: Firm = {
        name: firmName,
        ownerUid: user.uid,
        accountType: 'firm',
        siret: pro.firm!.siret,
        address: pro.firm!.address,
        createdAt: created,
      };
      put(paths.firm(user.firmId), firm);
    }
  }
  put(paths.settings(DEMO_IDS.firmId, 'team'), {
    name: durand,
    siret: durandSiret,
    address: DEMO_FIRM_ADDRESS,
    barreau: 'Lyon',
  });

  // ---- clients ----
  const clientKinds = new Map<string, Client['kind']>();
  // The stored clients: their dossiers count them and carry their names (search, lists).
  const clientRecords = new Map<string, Client>();
  const makeClients = (firmId: string, count: number, prefix: string) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = `${prefix}client-${pad(i + 1, 3)}`;
      ids.push(id);
      const [postcode, city] = pick(rng, CITIES_69);
      const address = `${int(rng, 1, 120)} ${pick(rng, STREETS)}, ${postcode} ${city}`;
      const common = {
        phone: `06 ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))}`,
        address,
        notes: '',
        archived: i % 17 === 16,
        createdAt: at(-300 + i * 5, 10),
        updatedAt: at(-300 + i * 5, 10),
      };
      let client: Client;
      if (i % 3 === 2 && i / 3 < COMPANIES.length) {
        const [raisonSociale, forme] = COMPANIES[Math.floor(i / 3) % COMPANIES.length]!;
        client = {
          kind: 'morale',
          raisonSociale,
          siren: withLuhnKey(randomDigits(rng, 8)),
          forme,
          displayName: raisonSociale,
          email: `contact@${raisonSociale
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')
            .slice(0, 14)}.fr`,
          ...common,
        };
      } else {
        const female = rng() < 0.5;
        const prenom = pick(rng, female ? FIRST_NAMES_F : FIRST_NAMES_M);
        const nom = LAST_NAMES[(i * 7 + prefix.length) % LAST_NAMES.length]!;
        const mail = `${prenom}.${nom}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z.]/g, '');
        client = {
          kind: 'physique',
          civilite: female ? 'Mme' : 'M.',
          nom,
          prenom,
          displayName: `${nom.toUpperCase()} ${prenom}`,
          email: `${mail}@example.fr`,
          ...common,
        };
      }
      client = { ...client, ...clientSearchFields(client), caseCount: 0 };
      put(`firms/${firmId}/clients/${id}`, client);
      clientKinds.set(id, client.kind);
      clientRecords.set(id, client);
    }
    return ids;
  };
  const clientIds = makeClients(DEMO_IDS.firmId, 40, '');
  const otherClientIds = makeClients(DEMO_IDS.otherFirmId, 5, 'leroy-');

  // ---- dossiers ----
  const makeCases = (
    firmId: string,
    count: number,
    previousYearCount: number,
    clients: string[],
    team: readonly string[],
    prefix: string,
  ) => {
    const cases: {
      id: string;
      reference: string;
      clientId: string;
      status: Case['status'];
      matter: string;
      fee: Case['fee'];
      title: string;
      opponent: string;
      jurisdiction: string;
      court: CourtKey;
      rgNumber: string;
    }[] = [];
    for (let i = 0; i < count; i += 1) {
      const previous = i < previousYearCount;
      const refYear = previous ? year - 1 : year;
      const reference = formatReference(refYear, previous ? i + 1 : i - previousYearCount + 1);
      const id = `${prefix}case-${reference}`;
      const clientId = clients[i % clients.length]!;
      const clientKind = clientKinds.get(clientId)!;
      // A second client of the same kind (a couple of buyers, two companies of a group).
      const joint = i % 9 === 4;
      const coClientId = joint
        ? clients.find((other, k) => k > i % clients.length && clientKinds.get(other) === clientKind)
        : undefined;
      const recurringOpponent = i === 4 || (prefix === '' && i % 13 === 0);
      const status: Case['status'] = previous
        ? i % 3 === 0
          ? 'ouvert'
          : 'clos'
        : i % 7 === 3
          ? 'en attente'
          : i % 11 === 5
            ? 'clos'
            : 'ouvert';
      const feeKind = (['forfait', 'temps', 'resultat'] as const)[i % 3]!;
      const fee: Case['fee'] =
        feeKind === 'forfait'
          ? { kind: 'forfait', amountCents: int(rng, 8, 40) * 10000 }
          : feeKind === 'temps'
            ? { kind: 'temps', hourlyRateCents: pick(rng, [18000, 22000, 25000, 30000]) }
            : { kind: 'resultat', amountCents: 150000, successPercent: 10 };
      const opened = previous
        ? new Date(refYear, int(rng, 0, 11), int(rng, 1, 28))
        : new Date(refYear, Math.min(now.getMonth(), Math.floor((i - previousYearCount) / 5)), int(rng, 1, 28));
      const openedAt = `${opened.getFullYear()}-${pad(opened.getMonth() + 1)}-${pad(opened.getDate())}`;
      const template = pick(rng, mattersFor({ client: clientKind, joint: Boolean(coClientId), recurringOpponent }));
      const [opponent, opponentKind] = recurringOpponent ? RECURRING_OPPONENT : pick(rng, template.opponents);
      // One dossier in four is already before the cour d'appel.
      const court = pick(rng, [template.court, template.court, template.court, template.appeal]);
      const { matter } = template;
      const rgNumber = `${String(refYear).slice(2)}/${pad(int(rng, 100, 9999), 5)}`;
      const caseClientIds = coClientId ? [clientId, coClientId] : [clientId];
      const data: Case = {
        reference,
        title: template.title,
        clientIds: caseClientIds,
        clientNames: caseClientIds.map((id) => clientRecords.get(id)!.displayName),
        opposingParties: [{ name: opponent, kind: opponentKind }],
        matter,
        jurisdiction: COURTS[court].name,
        rgNumber,
        responsibleUid: team[i % team.length]!,
        status,
        fee,
        openedAt,
        closedAt: status === 'clos' ? localDay(-int(rng, 5, 60)) : null,
        notes: i % 4 === 0 ? 'Pièces communiquées à l’adversaire. Attendre les conclusions en réponse.' : '',
        createdAt: opened.toISOString(),
        updatedAt: opened.toISOString(),
      };
      Object.assign(data, caseSearchFields({ ...data, clientNames: data.clientNames! }));
      for (const caseClientId of caseClientIds) clientRecords.get(caseClientId)!.caseCount! += 1;
      put(`firms/${firmId}/cases/${id}`, data);
      const { title, jurisdiction } = data;
      cases.push({ id, reference, clientId, status, matter, fee, title, opponent, jurisdiction, court, rgNumber });
    }
    put(paths.counter(firmId, `cases-${year - 1}`), { value: previousYearCount });
    put(paths.counter(firmId, `cases-${year}`), { value: count - previousYearCount });
    return cases;
  };
  const cases = makeCases(DEMO_IDS.firmId, 60, 15, clientIds, TEAM, '');
  const otherCases = makeCases(DEMO_IDS.otherFirmId, 4, 1, otherClientIds, [DEMO_IDS.otherOwnerUid], 'leroy-');

  // ---- temps passés ----
  const openCases = cases.filter((c) => c.status !== 'clos');
  for (let i = 0; i < 120; i += 1) {
    const c = openCases[i % openCases.length]!;
    const entry: TimeEntry = {
      caseId: c.id,
      uid: TEAM[i % 3]!,
      date: localDay(-int(rng, 0, 90)),
      minutes: pick(rng, [15, 30, 45, 60, 90, 120, 180]),
      description: pick(rng, [
        'Rédaction de conclusions',
        'Rendez-vous client',
        'Recherches jurisprudentielles',
        'Audience',
        'Correspondance avec le confrère adverse',
        'Analyse des pièces',
        'Préparation de l’audience',
      ]),
      rateCents: c.fee.hourlyRateCents ?? 20000,
      billed: i % 4 === 0,
      invoiceId: null,
      createdAt: at(-int(rng, 0, 90), 18),
    };
    put(`${paths.timeEntries(DEMO_IDS.firmId)}/time-${pad(i + 1, 4)}`, entry);
  }

  // ---- factures, paiements (demo/billing.ts) ----
  buildBillingDemo({
    ...{ firmId: DEMO_IDS.firmId, otherFirmId: DEMO_IDS.otherFirmId, ownerUid: DEMO_IDS.ownerUid },
    ...{ otherOwnerUid: DEMO_IDS.otherOwnerUid, cases, otherCases, docs: out, at, localDay, put },
    ...{ siret: durandSiret, otherSiret: leroySiret },
  });

  buildAccountingDemo({ firmId: DEMO_IDS.firmId, cases, team: TEAM, at, localDay, now, put });

  buildEinvoicingDemo({
    ...{ firmId: DEMO_IDS.firmId, otherFirmId: DEMO_IDS.otherFirmId, ownerUid: DEMO_IDS.ownerUid },
    ...{ otherOwnerUid: DEMO_IDS.otherOwnerUid, siren: durandSiret.slice(0, 9), firmName: durand, docs: out, at, put },
  });

  // ---- agenda: audiences and rendez-vous around today ----
  for (let i = 0; i < 30; i += 1) {
    const c = openCases[(i * 5) % openCases.length]!;
    const hearing = i % 2 === 0;
    // Courts and the cabinet sit on working days: never on a weekend or a public holiday.
    const offset = courtDayOffset(now, i < 3 ? 0 : int(rng, -10, 40));
    const court = COURTS[c.court];
    const [chamber, hearingType] = pick<readonly [string, string]>(rng, court.sessions);
    const hour = hearing ? pick(rng, [9, 10, 14]) : pick(rng, [9, 11, 14, 16, 17]);
    const event: CalendarEvent = hearing
      ? {
          kind: 'audience',
          title: `Audience – ${c.reference}`,
          start: at(offset, hour, 0),
          end: at(offset, hour + 1, 0),
          caseId: c.id,
          attendeeUids: [TEAM[i % 3]!],
          location: court.location,
          jurisdiction: c.jurisdiction,
          chamber,
          hearingType,
          rgNumber: c.rgNumber,
          status: 'confirmé',
          createdAt: at(offset - 20, 9),
        }
      : {
          kind: 'rendez-vous',
          title: `Rendez-vous client – ${c.reference}`,
          start: at(offset, hour, 30),
          end: at(offset, hour + 1, 0),
          caseId: c.id,
          attendeeUids: [TEAM[i % 3]!],
          location: pick(rng, ['Au cabinet', 'Visioconférence', 'Téléphone']),
          status: 'confirmé',
          createdAt: at(offset - 7, 9),
        };
    put(paths.event(DEMO_IDS.firmId, `event-${pad(i + 1, 3)}`), event);
  }

  // ---- délais ----
  const deadlineTitles = [
    'Conclusions en réponse',
    'Délai d’appel (1 mois)',
    'Communication des pièces',
    'Délai de pourvoi (2 mois)',
    'Signification du jugement',
    'Dépôt du rapport d’expertise',
  ];
  for (let i = 0; i < 16; i += 1) {
    const c = openCases[(i * 3) % openCases.length]!;
    // A délai ending on a weekend or a holiday runs to the next working day (CPC art. 642).
    const offset = i < 3 ? courtDayOffset(now, -int(rng, 1, 5), -1) : courtDayOffset(now, int(rng, 1, 45));
    const done = i % 6 === 5;
    const deadline: Deadline = {
      title: deadlineTitles[i % deadlineTitles.length]!,
      caseId: c.id,
      dueDate: localDay(offset),
      computation: 'Point de départ non compté (CPC art. 641) ; échéance reportée au premier jour ouvrable (art. 642).',
      assigneeUid: TEAM[i % 3]!,
      done,
      doneAt: done ? at(-1, 18) : null,
      createdAt: at(-30, 9),
    };
    put(paths.deadline(DEMO_IDS.firmId, `deadline-${pad(i + 1, 3)}`), deadline);
  }

  // ---- tâches ----
  const taskTitles = [
    'Relancer le client pour les pièces',
    'Rédiger la lettre de mission',
    'Préparer le bordereau de pièces',
    'Vérifier la jurisprudence récente',
    'Envoyer la convention d’honoraires',
    'Mettre à jour le dossier de plaidoirie',
    'Calculer le délai d’appel',
    'Préparer la note d’honoraires',
  ];
  const taskStatuses: Task['status'][] = ['à faire', 'en cours', 'en revue', 'terminé'];
  for (let i = 0; i < 20; i += 1) {
    const task: Task = {
      title: taskTitles[i % taskTitles.length]!,
      status: taskStatuses[i % 4]!,
      assigneeUid: i % 5 === 4 ? null : TEAM[i % 3]!,
      caseId: i % 3 === 0 ? null : openCases[i % openCases.length]!.id,
      dueDate: i % 2 === 0 ? localDay(int(rng, -2, 20)) : null,
      order: i,
      createdBy: DEMO_IDS.ownerUid,
      createdAt: at(-int(rng, 1, 30), 9),
    };
    put(paths.task(DEMO_IDS.firmId, `task-${pad(i + 1, 3)}`), task);
  }

  // ---- recherche ----
  buildResearchDemo({ firmId: DEMO_IDS.firmId, caseIds: openCases.map((c) => c.id), team: TEAM, at, localDay, put });
  buildTeamDemo({ firmId: DEMO_IDS.firmId, firmName: durand, team: TEAM, at, localDay, put });

  buildDirectoryDemo({ firmName: durand, at, localDay, created, put });

  // ---- the emails the server side sent for the demo's booking requests ----
  for (const [path, data] of [...out]) {
    if (!path.startsWith(`${paths.bookingRequests()}/`)) continue;
    const request = data as BookingRequest;
    const requestId = path.split('/').pop()!;
    const sent = (kind: string, to: string, subject: string) =>
      put(paths.email(DEMO_IDS.firmId, `${kind}-${requestId}`), {
        kind,
        to,
        subject,
        status: 'envoyé',
        attempts: 1,
        createdAt: request.createdAt,
        sentAt: request.createdAt,
        about: requestId,
      } satisfies SentEmail);
    sent('booking-received-visitor', request.email, 'Votre demande de rendez-vous est bien reçue');
    sent('booking-received-lawyer', 'claire.durand@cabinet-durand.fr', 'Nouvelle demande de rendez-vous');
  }

  return withSettlements(out);
}

/** Writes documents in transactions of at most 500 writes (Firestore's batch limit). */
export async function writeAll(store: DocumentStore, documents: DemoDocument[]): Promise<void> {
  for (let i = 0; i < documents.length; i += 500) {
    const chunk = documents.slice(i, i + 500);
    await store.runTransaction(async (tx) => {
      for (const [path, data] of chunk) tx.set(path, data);
    });
  }
}

/** First visit: load the demo once (a version flag in the database makes it idempotent). */
export async function ensureDemoData(adapter: IndexedDbAdapter, now = new Date()): Promise<boolean> {
  if (await isDemoDataSeeded(adapter)) return false;
  const documents = buildDemoData(now);
  await writeAll(adapter.system, documents);
  for (const file of buildAccountingDemoFiles(documents))
    await adapter.systemFiles.upload(file.path, new Blob([file.bytes], { type: file.contentType }), file);
  await adapter.meta.set(SEEDED_KEY, DEMO_DATA_VERSION);
  return true;
}

/** "Réinitialiser les données de démonstration": everything back to the first visit. */
export async function reseedDemoData(adapter: IndexedDbAdapter, now = new Date()): Promise<void> {
  await adapter.clear();
  await ensureDemoData(adapter, now);
}

/** A large cabinet for benchmarks: `count` dossiers over 500 clients, written in batches of 500. */
export async function writeLargeCabinet(
  store: DocumentStore,
  firmId: string,
  count: number,
): Promise<{ cases: number; ms: number }> {
  const rng = seededRandom(count);
  const started = performance.now();
  const year = new Date().getFullYear();
  const clients: { id: string; client: Client }[] = [];
  for (let i = 0; i < Math.min(500, count); i += 1) {
    const nom = LAST_NAMES[i % LAST_NAMES.length]!;
    const prenom = pick(rng, FIRST_NAMES_F);
    const client: Client = {
      kind: 'physique',
      civilite: 'Mme',
      nom,
      prenom,
      displayName: `${nom.toUpperCase()} ${prenom}`,
      email: '',
      phone: '',
      address: '',
      notes: '',
      archived: false,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    Object.assign(client, clientSearchFields(client), { caseCount: 0 });
    clients.push({ id: `bench-client-${i + 1}`, client });
  }
  const statuses: Case['status'][] = ['ouvert', 'ouvert', 'en attente', 'clos'];
  const personal = mattersFor({ client: 'physique', joint: false, recurringOpponent: false });
  const documents: DemoDocument[] = [];
  for (let i = 0; i < count; i += 1) {
    const reference = formatReference(year, i + 1);
    const month = pad(1 + (i % 12));
    // Its clients are people: matters a person brings, before their court.
    const template = personal[i % personal.length]!;
    const [opponent, opponentKind] = pick(rng, template.opponents);
    const { id: clientId, client } = clients[i % clients.length]!;
    const data: Case = {
      reference,
      title: `Dossier ${reference}`,
      clientIds: [clientId],
      clientNames: [client.displayName],
      opposingParties: [{ name: opponent, kind: opponentKind }],
      matter: template.matter,
      jurisdiction: COURTS[template.court].name,
      rgNumber: `${String(year).slice(2)}/${pad(i + 1, 5)}`,
      responsibleUid: TEAM[i % 3]!,
      status: statuses[i % statuses.length]!,
      fee: { kind: 'temps', hourlyRateCents: 20000 },
      openedAt: `${year}-${month}-${pad(1 + (i % 28))}`,
      closedAt: null,
      notes: '',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    Object.assign(data, caseSearchFields({ ...data, clientNames: data.clientNames! }));
    client.caseCount! += 1;
    documents.push([paths.case(firmId, `bench-case-${pad(i + 1, 6)}`), data]);
  }
  documents.push([paths.counter(firmId, `cases-${year}`), { value: count }]);
  // The clients last: their dossiers are counted on them.
  await writeAll(store, [
    ...documents,
    ...clients.map(({ id, client }): DemoDocument => [paths.client(firmId, id), client]),
  ]);
  return { cases: count, ms: performance.now() - started };
}
