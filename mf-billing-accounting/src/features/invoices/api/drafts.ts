/**
 * What writing a draft does the same way for an invoice and a demande de provision: the draft read
 * again in the caller's transaction (refused when it is not a draft of that kind any more, or changed
 * since the editor loaded it), the fields the list reads, and the write itself.
 */
import {
  assertUnchanged,
  type Case,
  type Client,
  DataError,
  type Invoice,
  nextUpdatedAt,
  paths,
  type Transaction,
} from 'shared-data';
import { invoiceSearchTokens } from 'shared-data/search';
import type { DraftFields } from '../model/invoiceForm.ts';

/**
 * What a draft stores for the list (read in its transaction): its dossier's reference and its
 * search tokens — its client's name, the reference (no number yet).
 */
export async function draftListFields(
  tx: Transaction,
  { firmId, clientId, caseId }: { firmId: string; clientId: string; caseId: string | null },
): Promise<Pick<Invoice, 'caseReference' | 'searchTokens'>> {
  const client = clientId ? (await tx.get<Client>(paths.client(firmId, clientId))).data : null;
  const caseReference = caseId ? ((await tx.get<Case>(paths.case(firmId, caseId))).data?.reference ?? null) : null;
  return {
    caseReference,
    searchTokens: invoiceSearchTokens(
      { number: null, creditForNumber: null, caseReference },
      client?.displayName ?? '',
    ),
  };
}

/**
 * The draft being edited, read in the transaction (null for a new one): `refusal` says, in French,
 * why this stored document may not be edited here; then it must be as the editor loaded it
 * (`seenUpdatedAt`, else EditConflictError).
 */
export async function editedDraft(
  tx: Transaction,
  {
    firmId,
    id,
    seenUpdatedAt,
    refusal,
  }: {
    firmId: string;
    id: string | undefined;
    seenUpdatedAt: string | undefined;
    refusal: (stored: Invoice | null) => string | null;
  },
): Promise<Invoice | null> {
  if (!id) return null;
  const snapshot = await tx.get<Invoice>(paths.invoice(firmId, id));
  const refused = refusal(snapshot.data);
  if (refused) throw new DataError('invalid-argument', refused);
  assertUnchanged(snapshot, { seenUpdatedAt, subject: 'Ce brouillon' });
  return snapshot.data;
}

/**
 * Writes a draft's fields: the edited one updated (its `updatedAt` moved on), else a new draft of
 * `kind` — no number, nothing paid, no snapshot (they are sealed at issue).
 */
export function writeDraft(
  tx: Transaction,
  {
    firmId,
    uid,
    id,
    kind,
    previous,
    fields,
    now,
  }: {
    firmId: string;
    uid: string;
    id: string;
    kind: 'facture' | 'provision';
    previous: Invoice | null;
    fields: DraftFields & Pick<Invoice, 'caseReference' | 'searchTokens'>;
    now: string;
  },
): void {
  if (previous) {
    tx.update(paths.invoice(firmId, id), { ...fields, updatedAt: nextUpdatedAt(previous.updatedAt) });
    return;
  }
  const draft: Invoice = {
    kind,
    number: null,
    status: 'draft',
    ...fields,
    ...NEW_DRAFT_FIELDS,
    // A demande de provision is deducted by an invoice once issued: none yet.
    ...(kind === 'provision' ? { deductedBy: null } : {}),
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
  };
  tx.set(paths.invoice(firmId, id), draft);
}

const NEW_DRAFT_FIELDS = {
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
  issuedBy: null,
} as const satisfies Partial<Invoice>;
