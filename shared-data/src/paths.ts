/**
 * Every path of the data model, in one place. Work data lives under `firms/{firmId}/…`;
 * `pros/{uid}` is the seed's record; public data has its own top-level collections.
 */
import { MAX_FILE_BYTES } from './constants.ts';
import type { CollectionPath, DocPath } from './port.ts';
import { publicPaths } from './publicPaths.ts';

const firm = (firmId: string) => `firms/${firmId}`;

/** The path of every collection and document: the one place where the data layout is spelled. */
export const paths = {
  ...publicPaths,
  pros: (): CollectionPath => 'pros',
  pro: (uid: string): DocPath => `pros/${uid}`,
  memberships: (): CollectionPath => 'memberships',
  /** uid → { firmId, role }: which cabinet a user belongs to. */
  membership: (uid: string): DocPath => `memberships/${uid}`,
  firms: (): CollectionPath => 'firms',
  firm: (firmId: string): DocPath => firm(firmId),
  members: (firmId: string): CollectionPath => `${firm(firmId)}/members`,
  member: (firmId: string, uid: string): DocPath => `${firm(firmId)}/members/${uid}`,

  clients: (firmId: string): CollectionPath => `${firm(firmId)}/clients`,
  client: (firmId: string, id: string): DocPath => `${firm(firmId)}/clients/${id}`,
  cases: (firmId: string): CollectionPath => `${firm(firmId)}/cases`,
  case: (firmId: string, id: string): DocPath => `${firm(firmId)}/cases/${id}`,
  timeEntries: (firmId: string): CollectionPath => `${firm(firmId)}/timeEntries`,
  timeEntry: (firmId: string, id: string): DocPath => `${firm(firmId)}/timeEntries/${id}`,
  /** Running timers, one per person (`uid`): only that person reads it (list with `where uid == me`). */
  timers: (firmId: string): CollectionPath => `${firm(firmId)}/timers`,
  timer: (firmId: string, uid: string): DocPath => `${firm(firmId)}/timers/${uid}`,
  /** File metadata; the bytes are in the file store at `paths.firmFile(…)`. */
  documents: (firmId: string): CollectionPath => `${firm(firmId)}/documents`,
  document: (firmId: string, id: string): DocPath => `${firm(firmId)}/documents/${id}`,
  conflictChecks: (firmId: string): CollectionPath => `${firm(firmId)}/conflictChecks`,
  counters: (firmId: string): CollectionPath => `${firm(firmId)}/counters`,
  counter: (firmId: string, name: string): DocPath => `${firm(firmId)}/counters/${name}`,
  invoices: (firmId: string): CollectionPath => `${firm(firmId)}/invoices`,
  invoice: (firmId: string, id: string): DocPath => `${firm(firmId)}/invoices/${id}`,
  payments: (firmId: string): CollectionPath => `${firm(firmId)}/payments`,
  payment: (firmId: string, id: string): DocPath => `${firm(firmId)}/payments/${id}`,
  expenses: (firmId: string): CollectionPath => `${firm(firmId)}/expenses`,
  expense: (firmId: string, id: string): DocPath => `${firm(firmId)}/expenses/${id}`,
  /** CARPA sub-ledger: append-only movements, and one running-totals document per dossier. */
  carpaMovements: (firmId: string): CollectionPath => `${firm(firmId)}/carpaMovements`,
  carpaMovement: (firmId: string, id: string): DocPath => `${firm(firmId)}/carpaMovements/${id}`,
  carpaLedgers: (firmId: string): CollectionPath => `${firm(firmId)}/carpaLedgers`,
  carpaLedger: (firmId: string, caseId: string): DocPath => `${firm(firmId)}/carpaLedgers/${caseId}`,
  events: (firmId: string): CollectionPath => `${firm(firmId)}/events`,
  event: (firmId: string, id: string): DocPath => `${firm(firmId)}/events/${id}`,
  deadlines: (firmId: string): CollectionPath => `${firm(firmId)}/deadlines`,
  deadline: (firmId: string, id: string): DocPath => `${firm(firmId)}/deadlines/${id}`,
  tasks: (firmId: string): CollectionPath => `${firm(firmId)}/tasks`,
  task: (firmId: string, id: string): DocPath => `${firm(firmId)}/tasks/${id}`,
  researchFiles: (firmId: string): CollectionPath => `${firm(firmId)}/researchFiles`,
  researchFile: (firmId: string, id: string): DocPath => `${firm(firmId)}/researchFiles/${id}`,
  articles: (firmId: string): CollectionPath => `${firm(firmId)}/articles`,
  article: (firmId: string, id: string): DocPath => `${firm(firmId)}/articles/${id}`,
  documentModels: (firmId: string): CollectionPath => `${firm(firmId)}/documentModels`,
  documentModel: (firmId: string, id: string): DocPath => `${firm(firmId)}/documentModels/${id}`,
  auditLog: (firmId: string): CollectionPath => `${firm(firmId)}/auditLog`,
  /** Emails sent by the server side, one per event (`key`). */
  emails: (firmId: string): CollectionPath => `${firm(firmId)}/emails`,
  email: (firmId: string, key: string): DocPath => `${firm(firmId)}/emails/${key}`,
  /** E-invoicing (server-written): an issued invoice's flow on the PA, what the directory says of a SIREN. */
  einvoiceTransmissions: (firmId: string): CollectionPath => `${firm(firmId)}/einvoiceTransmissions`,
  einvoiceTransmission: (firmId: string, invoiceId: string): DocPath =>
    `${firm(firmId)}/einvoiceTransmissions/${invoiceId}`,
  directoryLookups: (firmId: string): CollectionPath => `${firm(firmId)}/directoryLookups`,
  directoryLookup: (firmId: string, siren: string): DocPath => `${firm(firmId)}/directoryLookups/${siren}`,
  /** The PA's OAuth client secret: the owner writes it, nobody reads it back but the server side. */
  platformCredentials: (firmId: string): DocPath => `${firm(firmId)}/platformCredentials/current`,
  ereports: (firmId: string): CollectionPath => `${firm(firmId)}/ereports`,
  ereport: (firmId: string, id: string): DocPath => `${firm(firmId)}/ereports/${id}`,
  settingsCollection: (firmId: string): CollectionPath => `${firm(firmId)}/settings`,
  /** `team`, `billing`, `subscription` are owner-only writes; `notifications`… any member. */
  settings: (firmId: string, name: string): DocPath => `${firm(firmId)}/settings/${name}`,
  /** In-app notifications, one document per recipient (`uid`): only that user reads them. */
  notifications: (firmId: string): CollectionPath => `${firm(firmId)}/notifications`,
  notification: (firmId: string, id: string): DocPath => `${firm(firmId)}/notifications/${id}`,
  /** Plan change requests (no payment provider wired yet). */
  subscriptionRequests: (firmId: string): CollectionPath => `${firm(firmId)}/subscriptionRequests`,

  pilotApplications: (): CollectionPath => 'pilotApplications',

  /** A file of the cabinet in the file store, e.g. `firmFile(f, 'cases', caseId, 'acte.pdf')`. */
  firmFile: (firmId: string, ...segments: string[]): string => [firm(firmId), ...segments].join('/'),
  /** The Factur-X PDF of an issued invoice as sealed at issue: what the server side deposits on the PA. */
  sealedInvoicePdf: (firmId: string, invoiceId: string): string => `${firm(firmId)}/invoices/${invoiceId}/factur-x.pdf`,
  /** A public file of a professional (photo of the public profile). */
  publicFile: (uid: string, ...segments: string[]): string => ['public', uid, ...segments].join('/'),
};

/**
 * The file store kept in Firestore documents (firestoreFiles.ts: local mode, where no Storage
 * emulator runs): a file is a metadata document plus chunk documents (`…/chunks/0`, `…/chunks/1`…)
 * under the owner its path names — `firms/{firmId}/…` → `firms/{firmId}/files/{fileId}`,
 * `public/{uid}/…` → `publicFiles/{uid}/files/{fileId}` — so that the rules read the owner from
 * the document path (firebaseRules.ts). fileId is the whole file path URI-encoded: deterministic,
 * one file one id, and never '/', '.', '..' or `__…__`. Null for a path with no owner.
 */
export function fileDocumentPath(path: string): DocPath | null {
  const [root, owner] = segmentsOf(path);
  if (!owner) return null;
  const fileId = encodeURIComponent(path);
  if (root === 'firms') return `firms/${owner}/files/${fileId}`;
  if (root === 'public') return `publicFiles/${owner}/files/${fileId}`;
  return null;
}
/** Bytes per chunk document: far below Firestore's 1 MiB per document. */
export const FILE_CHUNK_BYTES = 512 * 1024;
/** Chunks of the largest file allowed: the rules accept no chunk index beyond, so no file grows past the limit. */
export const FILE_MAX_CHUNKS = Math.ceil(MAX_FILE_BYTES / FILE_CHUNK_BYTES);

/** Path helpers used by the adapters. */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}
export function isDocPath(path: string): boolean {
  const n = segmentsOf(path).length;
  return n > 0 && n % 2 === 0;
}
export function isCollectionPath(path: string): boolean {
  return segmentsOf(path).length % 2 === 1;
}
export function parentOf(docPath: DocPath): CollectionPath {
  return segmentsOf(docPath).slice(0, -1).join('/');
}
export function idOf(docPath: DocPath): string {
  return segmentsOf(docPath).at(-1) ?? '';
}
