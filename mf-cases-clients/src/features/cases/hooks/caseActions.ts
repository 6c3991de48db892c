/** Every write of a dossier, through shared-data's port. */
import { getDataStore, nextCounterValue, paths, type Case } from 'shared-data';
import { todayIso } from '../../../lib/text.ts';
import { statusPatch, toCaseFields, type CaseFormValues, type PartyFormValues } from '../model/caseForm.ts';

/** The counter name of dossier references: `counters/cases-2026`. */
export const CASE_COUNTER = 'cases';

/**
 * Creates the dossier and assigns its yearly reference in ONE transaction: the counter is read
 * and incremented with the dossier's write, so two people creating at once never share a number
 * and a failed creation leaves no gap.
 */
export async function createCase(firmId: string, values: CaseFormValues): Promise<{ id: string; reference: string }> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const year = Number(values.openedAt.slice(0, 4)) || new Date().getFullYear();
  return store.runTransaction(async (tx) => {
    const { reference } = await nextCounterValue(tx, firmId, CASE_COUNTER, { year });
    const fields = toCaseFields(values);
    const record: Case = {
      ...fields,
      reference,
      opposingParties: [],
      closedAt: fields.status === 'clos' ? todayIso() : null,
      notes: '',
      createdAt: now,
      updatedAt: now,
    };
    tx.set(paths.case(firmId, id), record);
    return { id, reference };
  });
}

export async function updateCase(firmId: string, id: string, previous: Case, values: CaseFormValues): Promise<void> {
  const fields = toCaseFields(values);
  const closedAt = fields.status === 'clos' ? (previous.closedAt ?? todayIso()) : null;
  await getDataStore().update(paths.case(firmId, id), { ...fields, closedAt, updatedAt: new Date().toISOString() });
}

/** Close or reopen, recorded in the audit trail (PRODUCT: who changed a dossier's status). */
export async function setCaseStatus(
  firmId: string,
  uid: string,
  id: string,
  from: Case['status'],
  to: Case['status'],
): Promise<void> {
  const store = getDataStore();
  const now = new Date().toISOString();
  await store.update(paths.case(firmId, id), { ...statusPatch(to, todayIso()), updatedAt: now });
  await store
    .set(`${paths.auditLog(firmId)}/${store.newId()}`, {
      at: now,
      uid,
      action: 'case.status',
      target: paths.case(firmId, id),
      details: { from, to },
    })
    .catch(() => undefined);
}

/** Adds a party adverse inside a transaction (two people adding at once both land). */
export async function addParty(firmId: string, id: string, party: PartyFormValues): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const snapshot = await tx.get<Case>(paths.case(firmId, id));
    if (!snapshot.data) throw new Error('Dossier introuvable.');
    tx.update(paths.case(firmId, id), {
      opposingParties: [...snapshot.data.opposingParties, { name: party.name.trim(), kind: party.kind }],
      updatedAt: new Date().toISOString(),
    });
  });
}

export async function removeParty(firmId: string, id: string, index: number): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const snapshot = await tx.get<Case>(paths.case(firmId, id));
    if (!snapshot.data) throw new Error('Dossier introuvable.');
    tx.update(paths.case(firmId, id), {
      opposingParties: snapshot.data.opposingParties.filter((_, position) => position !== index),
      updatedAt: new Date().toISOString(),
    });
  });
}

export async function saveNotes(firmId: string, id: string, notes: string): Promise<void> {
  await getDataStore().update(paths.case(firmId, id), { notes, updatedAt: new Date().toISOString() });
}
