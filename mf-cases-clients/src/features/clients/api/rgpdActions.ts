/**
 * RGPD operations on a client, through shared-data's port: export everything the cabinet holds
 * about the client (zip: JSON, CSV, the documents' files), and anonymise the client. Collections
 * owned by other areas (invoices, payments, agenda, research, CARPA) are read through the data
 * port by their path, never through another remote's code.
 */
import {
  type CalendarEvent,
  type CarpaMovement,
  type Case,
  type CaseDocument,
  caseSearchFields,
  type Client,
  DataError,
  type Deadline,
  type DocData,
  type DocumentStore,
  getDataStore,
  getFileStore,
  type Invoice,
  type Member,
  type Payment,
  paths,
  recordAudit,
  type ResearchFile,
  type TimeEntry,
  type WithId,
  type WhereClause,
} from 'shared-data';
import { anonymisedClient, anonymousLabel, identityMatcher, isSealedInvoice, scrubRecord } from '../model/anonymise.ts';
import {
  archivePath,
  buildExportCsv,
  buildExportJson,
  type ClientExportData,
  exportCounts,
  exportFileName,
  readme,
} from '../model/clientExport.ts';

export const RGPD_MESSAGES = {
  ownerOnly: 'Seul le titulaire du cabinet peut anonymiser un client.',
  notFound: 'Client introuvable.',
  alreadyAnonymised: 'Ce client est déjà anonymisé.',
  readFailed: 'Impossible de lire toutes les données du client : rien n’a été exporté ni modifié. Merci de réessayer.',
  fileFailed: (name: string) =>
    `Impossible de lire le fichier « ${name} » : l’export n’a pas été créé. Merci de réessayer.`,
} as const;

/** `in` queries take at most 10 values (Firestore): ask in chunks. */
const CHUNK = 10;

async function list<T>(store: DocumentStore, collection: string, where: WhereClause[] = []): Promise<WithId<T>[]> {
  const snapshot = await store.query<T>({ collection, where });
  return snapshot.docs.map((doc) => ({ ...doc.data, id: doc.id }));
}

async function listByCases<T>(store: DocumentStore, collection: string, caseIds: string[]): Promise<WithId<T>[]> {
  const out: WithId<T>[] = [];
  for (let start = 0; start < caseIds.length; start += CHUNK)
    out.push(
      ...(await list<T>(store, collection, [
        { field: 'caseId', op: 'in', value: caseIds.slice(start, start + CHUNK) },
      ])),
    );
  return out;
}

const byId = <T extends { id: string }>(items: T[]): T[] => [...new Map(items.map((item) => [item.id, item])).values()];

/** Every record of the cabinet about the client. A failed read refuses: it never reads as "nothing". */
export async function gatherClientData({
  firmId,
  clientId,
}: {
  firmId: string;
  clientId: string;
}): Promise<ClientExportData> {
  const store = getDataStore();
  const client = await store.get<Client>(paths.client(firmId, clientId));
  if (!client.data) throw new DataError('not-found', RGPD_MESSAGES.notFound);
  try {
    const cases = await list<Case>(store, paths.cases(firmId), [
      { field: 'clientIds', op: 'array-contains', value: clientId },
    ]);
    const caseIds = cases.map((item) => item.id);
    const [ownDocuments, caseDocuments, timeEntries, invoices, payments, events, deadlines, researchFiles, carpa] =
      await Promise.all([
        list<CaseDocument>(store, paths.documents(firmId), [{ field: 'clientId', op: '==', value: clientId }]),
        listByCases<CaseDocument>(store, paths.documents(firmId), caseIds),
        listByCases<TimeEntry>(store, paths.timeEntries(firmId), caseIds),
        list<Invoice>(store, paths.invoices(firmId), [{ field: 'clientId', op: '==', value: clientId }]),
        list<Payment>(store, paths.payments(firmId), [{ field: 'clientId', op: '==', value: clientId }]),
        listByCases<CalendarEvent>(store, paths.events(firmId), caseIds),
        listByCases<Deadline>(store, paths.deadlines(firmId), caseIds),
        listByCases<ResearchFile>(store, paths.researchFiles(firmId), caseIds),
        listByCases<CarpaMovement>(store, paths.carpaMovements(firmId), caseIds),
      ]);
    return {
      client: { ...client.data, id: clientId },
      cases,
      documents: byId([...ownDocuments, ...caseDocuments]),
      timeEntries,
      invoices,
      payments,
      events,
      deadlines,
      researchFiles,
      carpaMovements: carpa,
    };
  } catch (error) {
    throw Object.assign(new DataError('unavailable', RGPD_MESSAGES.readFailed), { cause: error });
  }
}

/** A stored file's exact bytes, read through the port (no URL to fetch: nothing for the CSP to block). */
async function fileBytes(path: string): Promise<Uint8Array> {
  const blob = await getFileStore().read(path);
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    }),
  );
}

export type ExportProgress = { done: number; total: number };

/**
 * The client's archive: `client.json`, `client.csv` and one CSV per kind, `LISEZMOI.txt`, and every
 * document's file under `documents/`. The export is written to the journal before it is handed out.
 */
export async function exportClientData({
  firmId,
  uid,
  clientId,
  firmName,
  onProgress,
}: {
  firmId: string;
  uid: string;
  clientId: string;
  firmName: string;
  onProgress?: (progress: ExportProgress) => void;
}): Promise<{ zip: Uint8Array; fileName: string; counts: Record<string, number> }> {
  const data = await gatherClientData({ firmId, clientId });
  const total = data.documents.length + 1;
  onProgress?.({ done: 1, total });
  const exportedAt = new Date().toISOString();
  const { zipSync, strToU8 } = await import(/* webpackChunkName: "fflate" */ 'fflate');
  const files: Record<string, Uint8Array> = {};
  for (const [index, document] of data.documents.entries()) {
    try {
      files[archivePath(document)] = await fileBytes(document.path);
    } catch (error) {
      throw Object.assign(new DataError('unavailable', RGPD_MESSAGES.fileFailed(document.name)), { cause: error });
    }
    onProgress?.({ done: index + 2, total });
  }
  const counts = exportCounts(data);
  files['client.json'] = strToU8(JSON.stringify(buildExportJson(data, { exportedAt, firmName }), null, 2));
  for (const [name, content] of Object.entries(buildExportCsv(data))) files[name] = strToU8(content);
  files['LISEZMOI.txt'] = strToU8(readme({ clientName: data.client.displayName, firmName, exportedAt, counts }));
  const zip = zipSync(files, { level: 6 });
  await getDataStore().runTransaction(async (tx) => {
    recordAudit(tx, {
      firmId,
      uid,
      action: 'client.export',
      target: paths.client(firmId, clientId),
      details: { ...counts, fichiers: data.documents.length },
    });
  });
  return { zip, fileName: exportFileName(data.client.displayName, exportedAt.slice(0, 10)), counts };
}

/** The editable collections searched for the client's identity (sealed ones are kept as the law requires). */
const EDITABLE = [
  'cases',
  'timeEntries',
  'documents',
  'events',
  'deadlines',
  'tasks',
  'researchFiles',
  'conflictChecks',
  'invoices',
  'articles',
  'documentModels',
] as const;
type EditableKind = (typeof EDITABLE)[number] | 'notifications' | 'bookingRequests';

export type AnonymisationPlan = {
  client: Client;
  label: string;
  /** The client's dossiers: their records are searched for the surname alone too. */
  caseIds: string[];
  /** Records whose text mentions the client, by path, with the scrubbed fields. */
  updates: { path: string; kind: EditableKind }[];
  /** The client's documents (and those of dossiers where it is the only client): metadata and file. */
  documents: WithId<CaseDocument>[];
  /** Issued invoices, avoirs and payments kept as they are (10 years). */
  kept: { invoices: number; payments: number };
};

/**
 * What anonymising the client will change, without changing anything (shown before confirming,
 * and computed again right before the write).
 */
export async function planAnonymisation({
  firmId,
  uid,
  clientId,
}: {
  firmId: string;
  uid: string;
  clientId: string;
}): Promise<AnonymisationPlan> {
  const store = getDataStore();
  const stored = await store.get<Client>(paths.client(firmId, clientId));
  if (!stored.data) throw new DataError('not-found', RGPD_MESSAGES.notFound);
  if (stored.data.anonymisedAt) throw new DataError('invalid-argument', RGPD_MESSAGES.alreadyAnonymised);
  const client = stored.data;
  const label = anonymousLabel(clientId);
  const matcher = identityMatcher(client);
  try {
    const all = await Promise.all(
      EDITABLE.map(async (kind) => ({
        kind,
        docs: await list<DocData>(store, `firms/${firmId}/${kind}`),
      })),
    );
    const others = [
      {
        kind: 'notifications' as const,
        docs: await list<DocData>(store, paths.notifications(firmId), [{ field: 'uid', op: '==', value: uid }]),
      },
      {
        kind: 'bookingRequests' as const,
        docs: await list<DocData>(store, paths.bookingRequests(), [{ field: 'firmId', op: '==', value: firmId }]),
      },
    ];
    const cases = (all.find((group) => group.kind === 'cases')?.docs ?? []) as WithId<Case>[];
    const ownCases = cases.filter((item) => item.clientIds.includes(clientId));
    const caseIds = new Set(ownCases.map((item) => item.id));
    const soleCaseIds = new Set(ownCases.filter((item) => item.clientIds.length === 1).map((item) => item.id));
    const documents: WithId<CaseDocument>[] = [];
    const updates: AnonymisationPlan['updates'] = [];
    let keptInvoices = 0;
    for (const { kind, docs } of [...all, ...others]) {
      for (const doc of docs) {
        const path = kind === 'bookingRequests' ? paths.bookingRequest(doc.id) : `firms/${firmId}/${kind}/${doc.id}`;
        if (kind === 'invoices' && isSealedInvoice(doc as unknown as Invoice)) {
          if (doc.clientId === clientId) keptInvoices += 1;
          continue;
        }
        if (kind === 'documents') {
          const document = doc as unknown as WithId<CaseDocument>;
          if (document.clientId === clientId || (document.caseId && soleCaseIds.has(document.caseId))) {
            documents.push(document);
            continue;
          }
        }
        const linked =
          (kind === 'cases' && caseIds.has(doc.id)) ||
          doc.clientId === clientId ||
          (typeof doc.caseId === 'string' && caseIds.has(doc.caseId));
        if (scrubRecord(doc, linked ? matcher.linked : matcher.strong, label)) updates.push({ path, kind });
      }
    }
    const payments = await list<Payment>(store, paths.payments(firmId), [
      { field: 'clientId', op: '==', value: clientId },
    ]);
    return {
      client,
      label,
      caseIds: [...caseIds],
      updates,
      documents,
      kept: { invoices: keptInvoices, payments: payments.length },
    };
  } catch (error) {
    throw Object.assign(new DataError('unavailable', RGPD_MESSAGES.readFailed), { cause: error });
  }
}

/** Counts of a plan by kind of record, for the confirmation and the journal. */
export function planCounts(plan: AnonymisationPlan): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const update of plan.updates) counts[update.kind] = (counts[update.kind] ?? 0) + 1;
  return counts;
}

/**
 * Anonymises the client: its identity replaced by "Client anonymisé XXXX" in its record and in
 * every editable record that mentions it, its documents' metadata deleted, the journal entry — in
 * ONE transaction; then the documents' files are deleted from the file store. Issued invoices,
 * avoirs, payments and CARPA movements are sealed and kept (10 years). Owner only.
 */
export async function anonymiseClient({
  firmId,
  uid,
  clientId,
}: {
  firmId: string;
  uid: string;
  clientId: string;
}): Promise<{ updated: number; documentsDeleted: number; filesNotDeleted: number }> {
  const store = getDataStore();
  const member = await store.get<Member>(paths.member(firmId, uid));
  if (member.data?.role !== 'owner') throw new DataError('permission-denied', RGPD_MESSAGES.ownerOnly);
  const plan = await planAnonymisation({ firmId, uid, clientId });
  const matcher = identityMatcher(plan.client);
  const now = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    // Reads first (serializable): the client and every record to rewrite, as they are now.
    const client = await tx.get<Client>(paths.client(firmId, clientId));
    if (!client.data) throw new DataError('not-found', RGPD_MESSAGES.notFound);
    if (client.data.anonymisedAt) throw new DataError('invalid-argument', RGPD_MESSAGES.alreadyAnonymised);
    const current = await Promise.all(plan.updates.map((update) => tx.get<DocData>(update.path)));
    const documents = await Promise.all(plan.documents.map((document) => tx.get(paths.document(firmId, document.id))));
    const caseIds = new Set(plan.caseIds);
    for (const [index, update] of plan.updates.entries()) {
      const data = current[index]?.data;
      if (!data) continue;
      const linked =
        caseIds.has(update.path.split('/').at(-1) ?? '') ||
        data.clientId === clientId ||
        (typeof data.caseId === 'string' && caseIds.has(data.caseId)) ||
        (Array.isArray(data.clientIds) && data.clientIds.includes(clientId));
      const patch = scrubRecord(data, linked ? matcher.linked : matcher.strong, plan.label);
      if (!patch) continue;
      // A dossier's search fields are made again from its scrubbed text: the old name no longer finds it.
      const scrubbed = { ...data, ...patch } as unknown as Case;
      const search =
        update.kind === 'cases' ? caseSearchFields({ ...scrubbed, clientNames: scrubbed.clientNames ?? [] }) : {};
      tx.update(update.path, { ...patch, ...search, ...('updatedAt' in data ? { updatedAt: now } : {}) });
    }
    for (const document of documents) if (document.exists) tx.delete(document.path);
    tx.set(paths.client(firmId, clientId), anonymisedClient(client.data, { clientId, now }));
    recordAudit(tx, {
      firmId,
      uid,
      action: 'client.anonymise',
      target: paths.client(firmId, clientId),
      details: {
        ...planCounts(plan),
        documentsSupprimes: plan.documents.length,
        facturesConservees: plan.kept.invoices,
        paiementsConserves: plan.kept.payments,
      },
    });
  });
  let filesNotDeleted = 0;
  for (const document of plan.documents)
    await getFileStore()
      .delete(document.path)
      .catch(() => {
        filesNotDeleted += 1;
      });
  return { updated: plan.updates.length, documentsDeleted: plan.documents.length, filesNotDeleted };
}
