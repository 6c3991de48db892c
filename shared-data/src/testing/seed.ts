/**
 * `seedXxx(overrides)`: a test creates the record it checks, through the data port and its
 * access policy, instead of counting on what the demo cabinet happens to hold. Call after
 * `freshDemoData()` and `signInAs(...)`; each returns the new document's id and data.
 */
import { randomId } from '../docs.ts';
import { DEMO_IDS } from '../demoIds.ts';
import { getDataStore } from '../init.ts';
import { paths } from '../paths.ts';
import { caseSearchFields, clientSearchFields } from '../search.ts';
import {
  type Article,
  type Case,
  type Client,
  clientDisplayName,
  type DocumentModel,
  type ResearchFile,
  type TimeEntry,
} from '../schemas.ts';

const NOW = '2026-11-02T09:00:00.000Z';

type Seeded<T> = { id: string; data: T };

type SeedOptions = { firmId?: string; id?: string };

export async function seedClient(overrides: Partial<Client> = {}, options: SeedOptions = {}): Promise<Seeded<Client>> {
  const base = {
    kind: 'physique',
    civilite: 'Mme',
    nom: 'Testeur',
    prenom: 'Alice',
    email: '',
    phone: '',
    address: '',
    notes: '',
    archived: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  } as Client;
  const named = { ...base, displayName: overrides.displayName ?? clientDisplayName(base) } as Client;
  // Stored as the app stores a client: searchable, with its dossiers counted (seedCase adds to it).
  const data = { ...named, ...clientSearchFields(named), caseCount: overrides.caseCount ?? 0 } as Client;
  const id = options.id ?? randomId();
  await getDataStore().set(paths.client(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

/**
 * Stored as the app stores a dossier: its clients' names and its search fields on it, and its
 * clients' `caseCount` counted in the same transaction.
 */
export async function seedCase(overrides: Partial<Case> = {}, options: SeedOptions = {}): Promise<Seeded<Case>> {
  const fields: Case = {
    reference: '2026-9001',
    title: 'Dossier de test',
    clientIds: [],
    opposingParties: [],
    matter: 'Droit civil',
    jurisdiction: '',
    rgNumber: '',
    responsibleUid: DEMO_IDS.ownerUid,
    status: 'ouvert',
    fee: { kind: 'temps', hourlyRateCents: 20_000 },
    openedAt: '2026-01-15',
    closedAt: null,
    notes: '',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const firmId = options.firmId ?? DEMO_IDS.firmId;
  const id = options.id ?? randomId();
  const store = getDataStore();
  return store.runTransaction(async (tx) => {
    const clients = await Promise.all(
      fields.clientIds.map((clientId) => tx.get<Client>(paths.client(firmId, clientId))),
    );
    const clientNames = overrides.clientNames ?? clients.map((client) => client.data?.displayName ?? 'Client inconnu');
    const data: Case = { ...fields, clientNames, ...caseSearchFields({ ...fields, clientNames }) };
    tx.set(paths.case(firmId, id), data);
    for (const client of clients)
      if (client.data) tx.update(client.path, { caseCount: (client.data.caseCount ?? 0) + 1 });
    return { id, data };
  });
}

export async function seedTimeEntry(
  overrides: Partial<TimeEntry> & { caseId: string },
  options: SeedOptions = {},
): Promise<Seeded<TimeEntry>> {
  const data: TimeEntry = {
    uid: DEMO_IDS.ownerUid,
    date: '2026-11-02',
    minutes: 60,
    description: 'Temps de test',
    rateCents: 20_000,
    billed: false,
    invoiceId: null,
    createdAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.timeEntry(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

export async function seedResearchFile(
  overrides: Partial<ResearchFile> = {},
  options: SeedOptions = {},
): Promise<Seeded<ResearchFile>> {
  const data: ResearchFile = {
    question: 'Question de test',
    caseId: null,
    tags: [],
    status: 'en cours',
    note: '',
    sources: [],
    createdBy: DEMO_IDS.ownerUid,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.researchFile(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

export async function seedArticle(
  overrides: Partial<Article> = {},
  options: SeedOptions = {},
): Promise<Seeded<Article>> {
  const data: Article = {
    slug: 'article-de-test',
    title: 'Article de test',
    summary: '',
    body: 'Corps de l’article.',
    area: 'Droit civil',
    tags: [],
    author: 'Claire Durand',
    date: '2026-11-02',
    published: true,
    createdBy: DEMO_IDS.ownerUid,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.article(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

export async function seedDocumentModel(
  overrides: Partial<DocumentModel> = {},
  options: SeedOptions = {},
): Promise<Seeded<DocumentModel>> {
  const data: DocumentModel = {
    name: 'Modèle de test',
    description: '',
    template: 'Bonjour {{client.nom}}',
    customFields: [],
    createdBy: DEMO_IDS.ownerUid,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.documentModel(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

/**
 * An invoice of the demo cabinet: a draft by default. With `status: 'issued'` (and a `number`
 * such as `FA-2026-0042`), the yearly counter is written in the same transaction, as the policy
 * requires for a numbered invoice.
 */
export async function seedInvoice(
  overrides: Partial<import('../schemas.ts').Invoice> & { clientId: string },
  options: SeedOptions = {},
): Promise<Seeded<import('../schemas.ts').Invoice>> {
  const data: import('../schemas.ts').Invoice = {
    kind: 'facture',
    number: null,
    status: 'draft',
    caseId: null,
    lines: [
      { kind: 'honoraires', designation: 'Honoraires de test', quantity: 1, unitPriceCents: 100_000, vatRate: 20 },
    ],
    totalHtCents: 100_000,
    totalTvaCents: 20_000,
    totalTtcCents: 120_000,
    deboursCents: 0,
    provisionCents: 0,
    netToPayCents: 120_000,
    vatBreakdown: [{ rate: 20, baseCents: 100_000, vatCents: 20_000 }],
    paidCents: 0,
    creditedCents: 0,
    lastPaymentDate: null,
    issueDate: null,
    dueDate: '2026-12-02',
    periodStart: null,
    periodEnd: null,
    paymentTerms: 'Paiement à 30 jours.',
    vatExemptMention: null,
    creditFor: null,
    creditForNumber: null,
    issuerSnapshot: null,
    clientSnapshot: null,
    createdBy: DEMO_IDS.ownerUid,
    issuedBy: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const firmId = options.firmId ?? DEMO_IDS.firmId;
  const id = options.id ?? randomId();
  const numbered = data.status === 'issued' ? /(\d{4})-(\d{4,})$/.exec(data.number ?? '') : null;
  await getDataStore().runTransaction(async (tx) => {
    if (numbered) tx.set(paths.counter(firmId, `invoices-${numbered[1]}`), { value: Number(numbered[2]) });
    tx.set(paths.invoice(firmId, id), data);
  });
  return { id, data };
}

/** An in-app notification for `uid` (default: the demo owner), unread. */
export async function seedNotification(
  overrides: Partial<import('../schemas.ts').AppNotification> = {},
  options: SeedOptions = {},
): Promise<Seeded<import('../schemas.ts').AppNotification>> {
  const data: import('../schemas.ts').AppNotification = {
    uid: DEMO_IDS.ownerUid,
    kind: 'taskAssigned',
    title: 'Notification de test',
    body: '',
    link: '/app/teammates/board',
    read: false,
    createdAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.notification(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

/** An expense of the demo cabinet (supplies, 100 € HT + 20 € TVA, paid by card, no receipt). */
export async function seedExpense(
  overrides: Partial<import('../schemas.ts').Expense> = {},
  options: SeedOptions = {},
): Promise<Seeded<import('../schemas.ts').Expense>> {
  const data: import('../schemas.ts').Expense = {
    date: '2026-11-02',
    supplier: 'Fournisseur de test',
    category: 'fournitures',
    reference: 'F-TEST-1',
    htCents: 10_000,
    tvaCents: 2_000,
    ttcCents: 12_000,
    method: 'carte',
    receiptPath: null,
    receiptName: null,
    createdBy: DEMO_IDS.ownerUid,
    createdAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.expense(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

/**
 * A CARPA movement on `caseId` (default: a deposit of 1 000 €), written with the dossier's ledger
 * in one transaction as the policy requires. Refused like the app's own writes (payout above the
 * balance, fees without a written authorisation).
 */
export async function seedCarpaMovement(
  overrides: Partial<import('../schemas.ts').CarpaMovement> & { caseId: string },
  options: SeedOptions = {},
): Promise<Seeded<import('../schemas.ts').CarpaMovement>> {
  const firmId = options.firmId ?? DEMO_IDS.firmId;
  const id = options.id ?? randomId();
  const ledgerPath = paths.carpaLedger(firmId, overrides.caseId);
  let data!: import('../schemas.ts').CarpaMovement;
  await getDataStore().runTransaction(async (tx) => {
    const stored = (await tx.get<import('../schemas.ts').CarpaLedger>(ledgerPath)).data;
    const kind = overrides.kind ?? 'depot';
    const amount = overrides.amountCents ?? 100_000;
    const before = stored ?? {
      caseId: overrides.caseId,
      balanceCents: 0,
      receivedCents: 0,
      paidOutCents: 0,
      feesCents: 0,
      movementCount: 0,
      updatedAt: NOW,
    };
    const ledger = {
      ...before,
      balanceCents: before.balanceCents + (kind === 'depot' ? amount : -amount),
      receivedCents: before.receivedCents + (kind === 'depot' ? amount : 0),
      paidOutCents: before.paidOutCents + (kind === 'versement' ? amount : 0),
      feesCents: before.feesCents + (kind === 'honoraires' ? amount : 0),
      movementCount: before.movementCount + 1,
      updatedAt: NOW,
    };
    data = {
      clientId: null,
      kind,
      date: '2026-11-02',
      amountCents: amount,
      label: 'Mouvement de test',
      counterparty: '',
      authorisation: null,
      createdBy: DEMO_IDS.ownerUid,
      createdAt: NOW,
      ...overrides,
      sequence: ledger.movementCount,
      balanceAfterCents: ledger.balanceCents,
    };
    tx.set(ledgerPath, ledger);
    tx.set(paths.carpaMovement(firmId, id), data);
  });
  return { id, data };
}

/** An audience of the demo cabinet (agenda), attended by the demo owner, one hour on 2 Dec. 2026. */
export async function seedEvent(
  overrides: Partial<import('../schemas.ts').CalendarEvent> = {},
  options: SeedOptions = {},
): Promise<Seeded<import('../schemas.ts').CalendarEvent>> {
  const data: import('../schemas.ts').CalendarEvent = {
    kind: 'audience',
    title: 'Audience de test',
    start: '2026-12-02T09:00:00.000Z',
    end: '2026-12-02T10:00:00.000Z',
    caseId: null,
    attendeeUids: [DEMO_IDS.ownerUid],
    location: '',
    jurisdiction: 'Tribunal judiciaire de Lyon',
    status: 'confirmé',
    bookingRequestId: null,
    createdAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.event(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

/** A délai of the demo cabinet, due 15 Dec. 2026, assigned to the demo owner, not done. */
export async function seedDeadline(
  overrides: Partial<import('../schemas.ts').Deadline> = {},
  options: SeedOptions = {},
): Promise<Seeded<import('../schemas.ts').Deadline>> {
  const data: import('../schemas.ts').Deadline = {
    title: 'Délai de test',
    caseId: null,
    dueDate: '2026-12-15',
    computation: 'Calcul de test.',
    assigneeUid: DEMO_IDS.ownerUid,
    done: false,
    doneAt: null,
    createdAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.deadline(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

/**
 * A booking request "à confirmer" to the demo owner and the slot it takes, written together as
 * the public booking page does (policy: bookingRequester / slotTaker). 3 Dec. 2026, 10:00 UTC.
 */
export async function seedBookingRequest(
  overrides: Partial<import('../schemas.ts').BookingRequest> = {},
  options: Omit<SeedOptions, 'firmId'> = {},
): Promise<Seeded<import('../schemas.ts').BookingRequest>> {
  const id = options.id ?? randomId();
  const proUid = overrides.proUid ?? DEMO_IDS.ownerUid;
  const start = overrides.start ?? '2026-12-03T10:00:00.000Z';
  const data: import('../schemas.ts').BookingRequest = {
    proUid,
    firmId: DEMO_IDS.firmId,
    // The slot's id is `{proUid}_{start}`: a slot is taken once (policy: slotTaker).
    slotId: `${proUid}_${start}`,
    start,
    end: '2026-12-03T10:30:00.000Z',
    type: 'cabinet',
    name: 'Demandeur Test',
    email: 'demandeur@example.fr',
    phone: '',
    motif: 'Premier rendez-vous',
    consent: true,
    status: 'à confirmer',
    createdAt: NOW,
    ...overrides,
  };
  await getDataStore().runTransaction(async (tx) => {
    // The policy looks at the professional's public profile: read it in the transaction, as the booking page does.
    await tx.get(paths.publicProfile(data.proUid));
    tx.set(paths.bookingSlot(data.slotId), {
      proUid: data.proUid,
      firmId: data.firmId,
      start: data.start,
      requestId: id,
      createdAt: NOW,
    });
    tx.set(paths.bookingRequest(id), data);
  });
  return { id, data };
}
