/**
 * CARPA movements: the written authorisation's document goes to the file store first; then one
 * transaction reads the dossier's ledger, applies the rules (balance, authorisation) to what it
 * read, and writes the ledger and the movement together — two people recording at once can never
 * take the balance below zero, and the data policy checks the same on its side.
 */
import {
  type CarpaLedger,
  type CarpaMovement,
  DataError,
  type DocumentStore,
  getDataStore,
  getFileStore,
  paths,
  type Transaction,
  type UploadProgress,
  validateFileContent,
} from 'shared-data';
import { applyMovement, type MovementRequest } from '../model/carpa.ts';
import { type CarpaFormValues, toMovementRequest } from '../model/carpaForm.ts';

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** Refuses an authorisation document that is not a PDF or an image (type, size, content). */
async function checkDocument(file: File): Promise<string> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byExtension: Record<string, string> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
  };
  const type = DOCUMENT_TYPES.includes(file.type) ? file.type : byExtension[extension];
  if (!type)
    throw new DataError(
      'file-type-not-allowed',
      `« ${file.name} » n’est pas accepté : joignez l’autorisation en PDF ou en image (JPEG, PNG, WebP).`,
    );
  if (file.size > 25 * 1024 * 1024)
    throw new DataError('file-too-large', `« ${file.name} » est trop volumineux : 25 Mo maximum.`);
  const content = await validateFileContent(file);
  if (content) throw content;
  return type;
}

/**
 * Applies a movement to the dossier's ledger read in the caller's transaction and writes both, the
 * ledger and the movement with its sequence and the balance after it; `refuse` makes the error
 * thrown when the rules (balance, authorisation) do not allow it. Every CARPA movement is written
 * here: a movement typed on the dossier's account, a provision received, fees taken.
 */
export async function writeMovement(
  tx: Transaction,
  {
    firmId,
    uid,
    id,
    caseId,
    request,
    about,
    refuse,
  }: {
    firmId: string;
    uid: string;
    id: string;
    caseId: string;
    request: MovementRequest;
    /** Who and what it concerns: the client, its label and counterparty, the document it settles. */
    about: Pick<CarpaMovement, 'clientId' | 'label' | 'counterparty' | 'invoiceId' | 'paymentId'>;
    refuse: (message: string) => Error;
  },
): Promise<{ sequence: number }> {
  const ledgerPath = paths.carpaLedger(firmId, caseId);
  const stored = (await tx.get<CarpaLedger>(ledgerPath)).data;
  const now = new Date().toISOString();
  const result = applyMovement({ ledger: stored, caseId, request, now });
  if (!result.ok) throw refuse(result.message);
  const movement: CarpaMovement = {
    caseId,
    kind: request.kind,
    date: request.date,
    amountCents: request.amountCents,
    authorisation: request.authorisation,
    ...about,
    sequence: result.sequence,
    balanceAfterCents: result.balanceAfterCents,
    createdBy: uid,
    createdAt: now,
  };
  tx.set(ledgerPath, result.ledger);
  tx.set(paths.carpaMovement(firmId, id), movement);
  return { sequence: result.sequence };
}

export type RecordMovementInput = {
  firmId: string;
  uid: string;
  caseId: string;
  clientId: string | null;
  values: CarpaFormValues;
  document?: File | null;
  onProgress?: (progress: UploadProgress) => void;
  /** The app's document store by default; the contention test gives each person a session of their own. */
  store?: DocumentStore;
};

export async function recordCarpaMovement({
  firmId,
  uid,
  caseId,
  clientId,
  values,
  document,
  onProgress,
  store = getDataStore(),
}: RecordMovementInput): Promise<string> {
  const id = store.newId();
  let uploaded: { path: string; name: string } | null = null;
  if (document && values.kind === 'honoraires') {
    const contentType = await checkDocument(document);
    const safe = document.name
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-');
    const stored = await getFileStore().upload(paths.firmFile(firmId, 'carpa', caseId, `${id}-${safe}`), document, {
      contentType,
      ...(onProgress ? { onProgress } : {}),
    });
    uploaded = { path: stored.path, name: document.name };
  }
  const request = toMovementRequest(values, uploaded);
  try {
    await store.runTransaction(async (tx) => {
      await writeMovement(tx, {
        firmId,
        uid,
        id,
        caseId,
        request,
        about: { clientId, label: values.label.trim(), counterparty: values.counterparty.trim() },
        refuse: (message) => new DataError('invalid-argument', message),
      });
    });
  } catch (error) {
    if (uploaded)
      await getFileStore()
        .delete(uploaded.path)
        .catch(() => undefined);
    throw error;
  }
  return id;
}
