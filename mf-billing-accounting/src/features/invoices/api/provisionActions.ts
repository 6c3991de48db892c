/**
 * Writing a demande de provision's draft. It is issued by `issueInvoice` (its own sequence,
 * `DP-{year}-{NNNN}`), received through `recordPayment` (to the cabinet's account) or on the
 * dossier's CARPA account (carpa's `receiveProvisionOnCarpa`), and deducted by the dossier's final
 * invoice (`saveDraft` reserves it, `issueInvoice` seals what it deducts).
 */
import { assertUnchanged, DataError, getDataStore, type Invoice, nextUpdatedAt, paths } from 'shared-data';
import { type ProvisionFormValues, toProvisionDraftFields } from '../model/provision.ts';
import { draftListFields } from './invoiceActions.ts';

export async function saveProvisionDraft({
  firmId,
  uid,
  id,
  values,
  seenUpdatedAt,
}: {
  firmId: string;
  uid: string;
  id?: string;
  values: ProvisionFormValues;
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const store = getDataStore();
  const provisionId = id ?? store.newId();
  const fields = toProvisionDraftFields(values);
  const now = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    const snapshot = id ? await tx.get<Invoice>(paths.invoice(firmId, id)) : null;
    const previous = snapshot?.data ?? null;
    if (id && (previous?.status !== 'draft' || previous.kind !== 'provision'))
      throw new DataError('invalid-argument', 'Seul le brouillon d’une demande de provision se modifie ici.');
    if (snapshot) assertUnchanged(snapshot, { seenUpdatedAt, subject: 'Ce brouillon' });
    const listed = await draftListFields(tx, { firmId, clientId: values.clientId, caseId: values.caseId || null });
    if (previous) {
      tx.update(paths.invoice(firmId, provisionId), {
        ...fields,
        ...listed,
        updatedAt: nextUpdatedAt(previous.updatedAt),
      });
      return;
    }
    const draft: Invoice = {
      kind: 'provision',
      number: null,
      status: 'draft',
      ...fields,
      ...listed,
      paidCents: 0,
      creditedCents: 0,
      dueCents: 0,
      settlement: 'draft',
      lastPaymentDate: null,
      issueDate: null,
      creditFor: null,
      creditForNumber: null,
      issuerSnapshot: null,
      clientSnapshot: null,
      deductedBy: null,
      createdBy: uid,
      issuedBy: null,
      createdAt: now,
      updatedAt: now,
    };
    tx.set(paths.invoice(firmId, provisionId), draft);
  });
  return provisionId;
}
