/**
 * Every write of a dossier, through shared-data's port. Each function takes one object; each
 * refusal meant for the user is a DataError with a French message (CASE_MESSAGES).
 */
import {
  type CalendarEvent,
  type Case,
  caseSearchFields,
  type Client,
  DataError,
  type DocSnapshot,
  getDataStore,
  nextCounterValue,
  nextUpdatedAt,
  paths,
  readForEdit,
  recordAudit,
  type TimeEntry,
  type Transaction,
} from 'shared-data';
import { todayIso } from 'shared-ui';
import { readRequestToLink } from '../../bookings/api/bookingLink.ts';
import { conflictCheckRecord } from '../../conflicts/model/candidates.ts';
import type { ConflictMatch } from '../../conflicts/model/fuzzy.ts';
import { partyProblem } from '../../conflicts/model/parties.ts';
import { statusPatch, toCaseFields, type CaseFormValues, type PartyFormValues } from '../model/caseForm.ts';

/** The counter name of dossier references: `counters/cases-2026`. */
export const CASE_COUNTER = 'cases';

export const CASE_MESSAGES = {
  notFound: 'Dossier introuvable.',
  closed: 'Ce dossier est clos : rouvrez-le pour le modifier.',
  openedAfterEntries: (date: string) =>
    `La date d’ouverture ne peut pas être postérieure au premier temps saisi sur ce dossier (le ${date.split('-').reverse().join('/')}).`,
  entriesCheckFailed:
    'Impossible de vérifier les temps saisis sur ce dossier : la date d’ouverture n’a pas été modifiée.',
} as const;

/** What a dossier shows for a client it cannot name (deleted since). */
const UNKNOWN_CLIENT = 'Client inconnu';

/** The dossier's stored search fields (search tokens, adverse parties' tokens) as it will be. */
function searchFieldsOf(dossier: Case) {
  return caseSearchFields({ ...dossier, clientNames: dossier.clientNames ?? [] });
}

/** Reads the dossier's clients in a transaction (reads come before any write). */
async function readClients(
  tx: Transaction,
  { firmId, clientIds }: { firmId: string; clientIds: readonly string[] },
): Promise<Map<string, DocSnapshot<Client>>> {
  const snapshots = await Promise.all(clientIds.map((id) => tx.get<Client>(paths.client(firmId, id))));
  return new Map(clientIds.map((id, index) => [id, snapshots[index]!]));
}

const namesOf = (clientIds: readonly string[], clients: ReadonlyMap<string, DocSnapshot<Client>>) =>
  clientIds.map((id) => clients.get(id)?.data?.displayName ?? UNKNOWN_CLIENT);

/**
 * Adds `change` (+1 linked, -1 unlinked) to the client's `caseCount`, in the transaction that links
 * or unlinks the dossier: the clients list shows the count without reading the dossiers. Not its
 * `updatedAt`: the client's own record did not change (a form open on it is not in conflict).
 */
function countCase(tx: Transaction, client: DocSnapshot<Client> | undefined, change: 1 | -1): void {
  if (!client?.data) return;
  tx.update(client.path, { caseCount: Math.max(0, (client.data.caseCount ?? 0) + change) });
}

/** Reads the dossier in a transaction; refuses when it is gone or (unless `allowClosed`) closed. */
export async function readOpenCase(
  tx: Transaction,
  { firmId, caseId, allowClosed = false }: { firmId: string; caseId: string; allowClosed?: boolean },
): Promise<Case> {
  const snapshot = await tx.get<Case>(paths.case(firmId, caseId));
  if (!snapshot.data) throw new DataError('not-found', CASE_MESSAGES.notFound);
  if (!allowClosed && snapshot.data.status === 'clos') throw new DataError('invalid-argument', CASE_MESSAGES.closed);
  return snapshot.data;
}

/**
 * Creates the dossier and assigns its yearly reference in ONE transaction: the counter is read
 * and incremented with the dossier's write, so two people creating at once never share a number
 * and a failed creation leaves no gap.
 */
export async function createCase({
  firmId,
  values,
  notes = '',
  bookingRequestId,
}: {
  firmId: string;
  values: CaseFormValues;
  /** The dossier's first notes (a booking request's motif). */
  notes?: string;
  /**
   * From a confirmed booking request: the request is linked to the dossier (`caseId`) in the same
   * transaction (refused if it already has one), and its agenda meeting joins the dossier.
   */
  bookingRequestId?: string | undefined;
}): Promise<{ id: string; reference: string }> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const year = Number(values.openedAt.slice(0, 4)) || new Date().getFullYear();
  return store.runTransaction(async (tx) => {
    // Reads first: the request and its meeting, then the counter.
    const request = bookingRequestId
      ? await readRequestToLink(tx, { firmId, requestId: bookingRequestId, step: 'case' })
      : null;
    const meeting = request?.eventId ? await tx.get<CalendarEvent>(paths.event(firmId, request.eventId)) : null;
    const clients = await readClients(tx, { firmId, clientIds: values.clientIds });
    const { reference } = await nextCounterValue(tx, firmId, CASE_COUNTER, { year });
    const fields = toCaseFields(values);
    const record: Case = {
      ...fields,
      reference,
      clientNames: namesOf(fields.clientIds, clients),
      opposingParties: [],
      closedAt: fields.status === 'clos' ? todayIso() : null,
      notes,
      createdAt: now,
      updatedAt: now,
    };
    tx.set(paths.case(firmId, id), { ...record, ...searchFieldsOf(record) });
    for (const clientId of new Set(fields.clientIds)) countCase(tx, clients.get(clientId), 1);
    if (bookingRequestId) tx.update(paths.bookingRequest(bookingRequestId), { caseId: id });
    // The confirmed meeting shows in the dossier's agenda (unless it was already given a dossier).
    if (request?.eventId && meeting?.data && !meeting.data.caseId)
      tx.update(paths.event(firmId, request.eventId), { caseId: id, updatedAt: nextUpdatedAt(meeting.data.updatedAt) });
    return { id, reference };
  });
}

/** The earliest day with time logged on the dossier, or null. A failed read refuses (never "none"). */
async function firstEntryDate({ firmId, caseId }: { firmId: string; caseId: string }): Promise<string | null> {
  const entries = await getDataStore()
    .query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [{ field: 'caseId', op: '==', value: caseId }],
    })
    .catch((error: unknown) => {
      throw Object.assign(new DataError('unavailable', CASE_MESSAGES.entriesCheckFailed), { cause: error });
    });
  let first: string | null = null;
  for (const entry of entries.docs) if (first === null || entry.data.date < first) first = entry.data.date;
  return first;
}

export async function updateCase({
  firmId,
  uid,
  caseId,
  previous,
  values,
  seenUpdatedAt,
}: {
  firmId: string;
  /** Who edits: a status changed through the form is journaled in their name. */
  uid: string;
  caseId: string;
  previous: Case;
  values: CaseFormValues;
  /** The `updatedAt` the form loaded: refused (EditConflictError) if the dossier changed since. */
  seenUpdatedAt: string | undefined;
}): Promise<void> {
  if (values.openedAt > previous.openedAt) {
    const first = await firstEntryDate({ firmId, caseId });
    if (first !== null && values.openedAt > first)
      throw new DataError('invalid-argument', CASE_MESSAGES.openedAfterEntries(first));
  }
  const fields = toCaseFields(values);
  const path = paths.case(firmId, caseId);
  await getDataStore().runTransaction(async (tx) => {
    const current = await readForEdit<Case>(tx, { path, seenUpdatedAt, subject: 'Ce dossier' });
    const clients = await readClients(tx, {
      firmId,
      clientIds: [...new Set([...current.clientIds, ...fields.clientIds])],
    });
    const closedAt = fields.status === 'clos' ? (current.closedAt ?? todayIso()) : null;
    const clientNames = namesOf(fields.clientIds, clients);
    const next: Case = { ...current, ...fields, closedAt, clientNames };
    tx.update(path, {
      ...fields,
      closedAt,
      clientNames,
      ...searchFieldsOf(next),
      updatedAt: nextUpdatedAt(current.updatedAt),
    });
    // Relinked clients: each one's count of dossiers follows.
    for (const clientId of new Set(current.clientIds))
      if (!fields.clientIds.includes(clientId)) countCase(tx, clients.get(clientId), -1);
    for (const clientId of new Set(fields.clientIds))
      if (!current.clientIds.includes(clientId)) countCase(tx, clients.get(clientId), 1);
    if (current.status !== fields.status)
      recordAudit(tx, {
        firmId,
        uid,
        action: 'case.status',
        target: path,
        before: { status: current.status },
        after: { status: fields.status },
        details: { reference: current.reference },
      });
  });
}

/**
 * Close or reopen, with its audit entry in the SAME transaction (PRODUCT: who changed a
 * dossier's status): both are written, or neither.
 */
export async function setCaseStatus({
  firmId,
  uid,
  caseId,
  to,
}: {
  firmId: string;
  uid: string;
  caseId: string;
  from: Case['status'];
  to: Case['status'];
}): Promise<void> {
  const store = getDataStore();
  const now = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    const dossier = await readOpenCase(tx, { firmId, caseId, allowClosed: true });
    tx.update(paths.case(firmId, caseId), { ...statusPatch(to, todayIso()), updatedAt: now });
    recordAudit(tx, {
      firmId,
      uid,
      action: 'case.status',
      target: paths.case(firmId, caseId),
      // The stored status (read in this transaction), not what the screen believed it was.
      before: { status: dossier.status },
      after: { status: to },
      details: { reference: dossier.reference },
    });
  });
}

/**
 * Adds an adverse party inside a transaction (two people adding at once both land); refuses a
 * closed dossier, one of the dossier's own clients and a party already there. The conflict check
 * and the user's decision are recorded in the same transaction.
 */
export async function addParty({
  firmId,
  caseId,
  party,
  check,
}: {
  firmId: string;
  caseId: string;
  party: PartyFormValues;
  check: { uid: string; matches: readonly ConflictMatch[]; decision: 'aucun conflit' | 'poursuivi malgré alerte' };
}): Promise<void> {
  const store = getDataStore();
  const checkId = store.newId();
  await store.runTransaction(async (tx) => {
    const dossier = await readOpenCase(tx, { firmId, caseId });
    const clients = await readClients(tx, { firmId, clientIds: dossier.clientIds });
    const problem = partyProblem(party.name, {
      clientNames: [...clients.values()].flatMap((snapshot) => (snapshot.data ? [snapshot.data.displayName] : [])),
      parties: dossier.opposingParties,
    });
    if (problem) throw new DataError('invalid-argument', problem);
    const now = new Date().toISOString();
    const opposingParties = [...dossier.opposingParties, { name: party.name.trim(), kind: party.kind }];
    const clientNames = namesOf(dossier.clientIds, clients);
    tx.update(paths.case(firmId, caseId), {
      opposingParties,
      clientNames,
      ...searchFieldsOf({ ...dossier, opposingParties, clientNames }),
      updatedAt: now,
    });
    tx.set(
      `${paths.conflictChecks(firmId)}/${checkId}`,
      conflictCheckRecord(party.name.trim(), check.matches, check.decision, check.uid, now),
    );
  });
}

export async function removeParty({
  firmId,
  caseId,
  index,
}: {
  firmId: string;
  caseId: string;
  index: number;
}): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const dossier = await readOpenCase(tx, { firmId, caseId });
    const opposingParties = dossier.opposingParties.filter((_, position) => position !== index);
    tx.update(paths.case(firmId, caseId), {
      opposingParties,
      ...searchFieldsOf({ ...dossier, opposingParties }),
      updatedAt: new Date().toISOString(),
    });
  });
}

export async function saveNotes({
  firmId,
  caseId,
  notes,
}: {
  firmId: string;
  caseId: string;
  notes: string;
}): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    await readOpenCase(tx, { firmId, caseId });
    tx.update(paths.case(firmId, caseId), { notes, updatedAt: new Date().toISOString() });
  });
}
