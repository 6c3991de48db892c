/**
 * Writing a demande de provision's draft. It is issued by `issueInvoice` (its own sequence,
 * `DP-{year}-{NNNN}`), received through `recordPayment` (to the cabinet's account) or on the
 * dossier's CARPA account (carpa's `receiveProvisionOnCarpa`), and deducted by the dossier's final
 * invoice (`saveDraft` reserves it, `issueInvoice` seals what it deducts).
 */
import { getDataStore } from 'shared-data';
import { type ProvisionFormValues, toProvisionDraftFields } from '../model/provision.ts';
import { draftListFields, editedDraft, writeDraft } from './drafts.ts';

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
    const previous = await editedDraft(tx, {
      firmId,
      id,
      seenUpdatedAt,
      refusal: (stored) =>
        stored?.status !== 'draft' || stored.kind !== 'provision'
          ? 'Seul le brouillon d’une demande de provision se modifie ici.'
          : null,
    });
    const listed = await draftListFields(tx, { firmId, clientId: values.clientId, caseId: values.caseId || null });
    writeDraft(tx, {
      firmId,
      uid,
      id: provisionId,
      kind: 'provision',
      previous,
      fields: { ...fields, ...listed },
      now,
    });
  });
  return provisionId;
}
