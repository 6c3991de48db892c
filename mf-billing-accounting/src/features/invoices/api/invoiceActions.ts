/**
 * Every write of an invoice, through shared-data's port. Issuing and avoirs run in ONE
 * transaction with the yearly counter (gap-free numbering even when two people issue at once),
 * the sealed snapshots, the time entries they bill and the audit entry; then, for an invoice the
 * cabinet's plateforme agréée receives, its Factur-X PDF is stored for the server side to deposit.
 * A draft reserves the demandes de provision it deducts (`deductedBy`) as it reserves its time, so
 * no two invoices deduct the same provision; a total avoir gives them back. A demande de provision
 * is issued by the same transaction, numbered in its own sequence (`DP-{year}-{NNNN}`).
 */
import {
  DataError,
  getDataStore,
  nextCounterValue,
  paths,
  recordAudit,
  type BillingSettings,
  type Case,
  type Client,
  type DirectoryLookup,
  type EinvoicingSettings,
  type Invoice,
  type TimeEntry,
  type Transaction,
} from 'shared-data';
import {
  computeTotals,
  dueOf,
  imputeAvoir,
  initialDue,
  provisionDeduction,
  type ProvisionDeduction,
  settlementFields,
} from 'shared-data/invoiceTotals';
import { sealedElectronicAddress } from '../model/einvoicing.ts';
import { avoirLines, avoirProblem, avoirTotals, type AvoirRequest } from '../model/avoir.ts';
import { toDraftFields, type InvoiceFormValues } from '../model/invoiceForm.ts';
import { invoiceSearchTokens } from 'shared-data/search';
import { billingIdentityProblems, clientSnapshotOf, issueProblems, issuerSnapshotOf } from '../model/issueCheck.ts';
import { counterOf, formatInvoiceNumber, PROVISION_PREFIX } from '../model/numbering.ts';
import { deductionProblem, deductionTotalsProblem } from '../model/provision.ts';
import { futureTimeProblem } from '../model/timeLines.ts';
import { draftListFields, editedDraft, writeDraft } from './drafts.ts';
import { depositAfterIssue, type PlatformPdf } from './einvoiceActions.ts';

type CounterDoc = { value: number; lastIssueDate?: string };

const timeEntryIdsOf = (invoice: Pick<Invoice, 'lines'> | null) =>
  new Set((invoice?.lines ?? []).flatMap((line) => line.timeEntryIds ?? []));

const provisionIdsOf = (invoice: Pick<Invoice, 'provisionRequestIds'> | null) =>
  new Set(invoice?.provisionRequestIds ?? []);

/** The dossier reference a document stores: its own, else (an older document) its dossier's, read in the transaction. */
async function caseReferenceOf(
  tx: Transaction,
  firmId: string,
  invoice: Pick<Invoice, 'caseId' | 'caseReference'>,
): Promise<string | null> {
  if (invoice.caseReference !== undefined) return invoice.caseReference;
  if (!invoice.caseId) return null;
  return (await tx.get<Case>(paths.case(firmId, invoice.caseId))).data?.reference ?? null;
}

/**
 * Reads the demandes de provision `ids` in the transaction and what they deduct for `invoiceId`;
 * refused (French) when one may not be deducted by it.
 */
async function readDeduction(
  tx: Transaction,
  {
    firmId,
    invoiceId,
    clientId,
    caseId,
    ids,
  }: { firmId: string; invoiceId: string; clientId: string; caseId: string | null; ids: readonly string[] },
): Promise<ProvisionDeduction> {
  const provisions = [];
  for (const provisionId of ids) {
    const provision = (await tx.get<Invoice>(paths.invoice(firmId, provisionId))).data;
    const problem = deductionProblem(provision, { invoiceId, clientId, caseId });
    if (problem) throw new DataError('invalid-argument', problem);
    provisions.push({ ...provision!, id: provisionId });
  }
  return provisionDeduction(provisions);
}

/** Creates or updates a draft; its time entries are reserved (linked) so no other draft pulls them. */
export async function saveDraft({
  firmId,
  uid,
  id,
  values,
  seenUpdatedAt,
}: {
  firmId: string;
  uid: string;
  id?: string;
  values: InvoiceFormValues;
  /** Editing a draft: the `updatedAt` the editor loaded; refused (EditConflictError) if it changed since. */
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const store = getDataStore();
  const invoiceId = id ?? store.newId();
  const fields = toDraftFields(values);
  const now = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    const previous = await editedDraft(tx, {
      firmId,
      id,
      seenUpdatedAt,
      refusal: (stored) =>
        stored?.status !== 'draft'
          ? 'Seul un brouillon peut être modifié : cette facture est émise.'
          : stored.kind !== 'facture'
            ? 'Ce brouillon n’est pas celui d’une facture.'
            : null,
    });
    const listed = await draftListFields(tx, { firmId, clientId: values.clientId, caseId: values.caseId || null });
    const before = timeEntryIdsOf(previous);
    const after = timeEntryIdsOf(fields);
    const added = [...after].filter((entryId) => !before.has(entryId));
    for (const entryId of added) {
      const entry = (await tx.get<TimeEntry>(paths.timeEntry(firmId, entryId))).data;
      if (!entry || entry.billed || (entry.invoiceId && entry.invoiceId !== invoiceId))
        throw new DataError(
          'invalid-argument',
          'Un temps passé de cette facture a déjà été facturé ou repris ailleurs.',
        );
    }
    const provisionsBefore = provisionIdsOf(previous);
    const provisionsAfter = new Set(values.provisionRequestIds ?? []);
    const deduction = provisionsAfter.size
      ? await readDeduction(tx, {
          firmId,
          invoiceId,
          clientId: values.clientId,
          caseId: values.caseId || null,
          ids: [...provisionsAfter],
        })
      : null;
    if (deduction) {
      Object.assign(fields, toDraftFields(values, deduction));
      const refused = deductionTotalsProblem(fields);
      if (refused) throw new DataError('invalid-argument', refused);
    } else if (typeof previous?.provisionVatCents === 'number' && fields.provisionVatCents === undefined)
      throw new DataError(
        'invalid-argument',
        'Ce brouillon déduisait des demandes de provision : choisissez-les de nouveau plutôt qu’un montant saisi.',
      );
    for (const entryId of added) tx.update(paths.timeEntry(firmId, entryId), { invoiceId });
    for (const entryId of before)
      if (!after.has(entryId)) tx.update(paths.timeEntry(firmId, entryId), { invoiceId: null });
    for (const provisionId of provisionsAfter)
      if (!provisionsBefore.has(provisionId))
        tx.update(paths.invoice(firmId, provisionId), { deductedBy: invoiceId, updatedAt: now });
    for (const provisionId of provisionsBefore)
      if (!provisionsAfter.has(provisionId))
        tx.update(paths.invoice(firmId, provisionId), { deductedBy: null, updatedAt: now });
    writeDraft(tx, { firmId, uid, id: invoiceId, kind: 'facture', previous, fields: { ...fields, ...listed }, now });
  });
  return invoiceId;
}

/** Deletes a draft and frees its time entries. */
export async function deleteDraft({ firmId, uid, id }: { firmId: string; uid: string; id: string }): Promise<void> {
  await getDataStore().runTransaction(async (tx) => {
    const draft = (await tx.get<Invoice>(paths.invoice(firmId, id))).data;
    if (!draft) throw new DataError('not-found', 'Brouillon introuvable : il a peut-être déjà été supprimé.');
    if (draft.status !== 'draft')
      throw new DataError('invalid-argument', 'Une facture émise ne se supprime pas : établissez un avoir.');
    const now = new Date().toISOString();
    for (const entryId of timeEntryIdsOf(draft)) tx.update(paths.timeEntry(firmId, entryId), { invoiceId: null });
    for (const provisionId of provisionIdsOf(draft))
      tx.update(paths.invoice(firmId, provisionId), { deductedBy: null, updatedAt: now });
    tx.delete(paths.invoice(firmId, id));
    recordAudit(tx, {
      firmId,
      uid,
      action: 'invoice.deleteDraft',
      target: paths.invoice(firmId, id),
      details: { totalTtcCents: draft.totalTtcCents },
    });
  });
}

/** The next number, read and incremented in the caller's transaction (reads done before: call after every other read). */
async function takeNumber(
  tx: Transaction,
  {
    firmId,
    settings,
    issueDate,
    kind = 'facture',
  }: { firmId: string; settings: BillingSettings; issueDate: string; kind?: Invoice['kind'] },
): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const counter = counterOf(kind);
  const counterPath = paths.counter(firmId, `${counter}-${year}`);
  const current = (await tx.get<CounterDoc>(counterPath)).data;
  if (current?.lastIssueDate && issueDate < current.lastIssueDate)
    throw new DataError(
      'invalid-argument',
      `La date d’émission ne peut pas précéder celle de la dernière facture émise (${current.lastIssueDate.split('-').reverse().join('/')}).`,
    );
  const { value } = await nextCounterValue(tx, firmId, counter, { year });
  tx.set(counterPath, { value, updatedAt: new Date().toISOString(), lastIssueDate: issueDate });
  const prefix = kind === 'provision' ? PROVISION_PREFIX : settings.numberingPrefix.trim();
  return formatInvoiceNumber({ prefix, year, value });
}

export class IssueRefused extends DataError {
  constructor(
    message: string,
    readonly needsSettings: boolean,
    /** The client's record lacks what the invoice must carry (its electronic address). */
    readonly needsClient = false,
  ) {
    super('invalid-argument', message);
  }
}

/**
 * Issues a draft: number, sealed identities and totals, time entries billed, audit — one
 * transaction. A business client's electronic address is sealed from the PA's directory when the
 * cabinet has a PA; such an invoice's PDF is then stored for the PA (`platformPdf` says how it went:
 * the invoice is issued either way).
 */
export async function issueInvoice({
  firmId,
  uid,
  id,
  issueDate,
}: {
  firmId: string;
  uid: string;
  id: string;
  issueDate: string;
}): Promise<{ number: string; platformPdf: PlatformPdf }> {
  const store = getDataStore();
  const issued = await store.runTransaction(async (tx) => {
    const draft = (await tx.get<Invoice>(paths.invoice(firmId, id))).data;
    if (!draft) throw new DataError('not-found', 'Facture introuvable.');
    if (draft.status !== 'draft')
      throw new DataError('invalid-argument', `Cette facture est déjà émise (${draft.number}).`);
    const settings = (await tx.get<BillingSettings>(paths.settings(firmId, 'billing'))).data;
    const client = draft.clientId ? (await tx.get<Client>(paths.client(firmId, draft.clientId))).data : null;
    const clientSnapshot = client ? clientSnapshotOf(client) : null;
    const platformConfigured =
      clientSnapshot?.kind === 'morale' && clientSnapshot.siren
        ? (await tx.get<EinvoicingSettings>(paths.settings(firmId, 'einvoicing'))).exists
        : false;
    const lookup =
      platformConfigured && clientSnapshot?.siren
        ? (await tx.get<DirectoryLookup>(paths.directoryLookup(firmId, clientSnapshot.siren))).data
        : null;
    const entryIds = [...timeEntryIdsOf(draft)];
    const entries: TimeEntry[] = [];
    for (const entryId of entryIds) {
      const entry = (await tx.get<TimeEntry>(paths.timeEntry(firmId, entryId))).data;
      if (!entry || entry.billed)
        throw new DataError(
          'invalid-argument',
          'Un temps passé de cette facture a déjà été facturé : retirez-le du brouillon.',
        );
      entries.push(entry);
    }
    // Time is billed once it has happened.
    const future = futureTimeProblem(entries, issueDate);
    if (future) throw new DataError('invalid-argument', future);
    const provisionIds = [...provisionIdsOf(draft)];
    const deduction: ProvisionDeduction | null = provisionIds.length
      ? await readDeduction(tx, {
          firmId,
          invoiceId: id,
          clientId: draft.clientId,
          caseId: draft.caseId,
          ids: provisionIds,
        })
      : typeof draft.provisionVatCents === 'number'
        ? { provisionCents: 0, provisionVatCents: 0, provisionDeboursCents: 0, provisionRequestIds: [] }
        : null;
    // The totals are sealed here, by the one computation, from the lines being sealed: the PDF, the
    // Factur-X XML, the book and the exports read them from now on — with what the demandes de
    // provision deduct, read from them now (a provision typed by hand on older drafts: as typed).
    const totals = deduction
      ? { ...computeTotals(draft.lines, deduction.provisionCents), ...deduction }
      : computeTotals(draft.lines, draft.provisionCents);
    const deductionRefused = deductionTotalsProblem(totals);
    if (deductionRefused) throw new DataError('invalid-argument', deductionRefused);
    const problems = issueProblems({
      invoice: { ...draft, ...totals },
      settings,
      issueDate,
      lastIssueDate: null,
      client,
    });
    if (!client) problems.unshift({ message: 'Choisissez le client facturé.' });
    if (problems.length)
      throw new IssueRefused(
        problems.map((p) => p.message).join(' '),
        problems.some((p) => p.settings),
        problems.some((p) => p.client),
      );
    if (draft.kind === 'provision' && !draft.caseId)
      throw new DataError('invalid-argument', 'Choisissez le dossier de la demande de provision.');
    const caseReference = await caseReferenceOf(tx, firmId, draft);
    const number = await takeNumber(tx, { firmId, settings: settings!, issueDate, kind: draft.kind });
    const now = new Date().toISOString();
    // A demande de provision is not an invoice: it does not go through the plateforme agréée.
    const electronicAddress =
      draft.kind === 'provision'
        ? undefined
        : sealedElectronicAddress({ snapshot: clientSnapshot!, platformConfigured, lookup });
    const sealedSnapshot = electronicAddress ? { ...clientSnapshot!, electronicAddress } : clientSnapshot!;
    const sealed = {
      status: 'issued' as const,
      number,
      issueDate,
      issuerSnapshot: issuerSnapshotOf(settings!),
      clientSnapshot: sealedSnapshot,
      caseReference,
      searchTokens: invoiceSearchTokens({ number, creditForNumber: null, caseReference }, sealedSnapshot.name),
      ...totals,
      issuedBy: uid,
      paidCents: 0,
      creditedCents: 0,
      ...settlementFields(
        { kind: draft.kind, status: 'issued', netToPayCents: totals.netToPayCents, paidCents: 0, creditedCents: 0 },
        initialDue(totals),
      ),
      lastPaymentDate: null,
      updatedAt: now,
    };
    tx.update(paths.invoice(firmId, id), sealed);
    for (const entryId of entryIds) tx.update(paths.timeEntry(firmId, entryId), { billed: true, invoiceId: id });
    recordAudit(tx, {
      firmId,
      uid,
      action: draft.kind === 'provision' ? 'invoice.provisionIssue' : 'invoice.issue',
      target: paths.invoice(firmId, id),
      before: { status: 'draft' },
      after: { status: 'issued', number, issueDate },
      details: { number, totalTtcCents: totals.totalTtcCents },
    });
    return { number, sealed: { ...draft, ...sealed } as Invoice };
  });
  const platformPdf = await depositAfterIssue({ firmId, invoiceId: id, sealed: issued.sealed });
  return { number: issued.number, platformPdf };
}

/**
 * Issues an avoir against an issued invoice: its own number in the same sequence; the invoice's
 * credited amount rises. An avoir on an invoice the PA received goes there too (its PDF is stored).
 */
export async function createAvoir({
  firmId,
  uid,
  invoiceId,
  request,
  issueDate,
}: {
  firmId: string;
  uid: string;
  invoiceId: string;
  request: AvoirRequest;
  issueDate: string;
}): Promise<{ id: string; number: string; platformPdf: PlatformPdf }> {
  const store = getDataStore();
  const avoirId = store.newId();
  const created = await store.runTransaction(async (tx) => {
    const invoice = (await tx.get<Invoice>(paths.invoice(firmId, invoiceId))).data;
    if (!invoice) throw new DataError('not-found', 'Facture introuvable.');
    const problem = avoirProblem(invoice, request);
    if (problem) throw new DataError('invalid-argument', problem);
    const settings = (await tx.get<BillingSettings>(paths.settings(firmId, 'billing'))).data;
    if (!settings) throw new IssueRefused('Identité de facturation du cabinet non renseignée.', true);
    // A total avoir gives back the demandes de provision the invoice deducted: free to deduct again.
    const released = request.mode === 'total' ? [...provisionIdsOf(invoice)] : [];
    for (const provisionId of released) await tx.get<Invoice>(paths.invoice(firmId, provisionId));
    const caseReference = await caseReferenceOf(tx, firmId, invoice);
    const number = await takeNumber(tx, { firmId, settings, issueDate });
    const totals = avoirTotals(invoice, request);
    const now = new Date().toISOString();
    const avoir: Invoice = {
      kind: 'avoir',
      number,
      status: 'issued',
      clientId: invoice.clientId,
      caseId: invoice.caseId,
      lines: avoirLines(invoice, request),
      ...totals,
      paidCents: 0,
      creditedCents: 0,
      dueCents: 0,
      settlement: 'avoir',
      lastPaymentDate: null,
      issueDate,
      dueDate: issueDate,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      paymentTerms: `Avoir sur la facture ${invoice.number}.`,
      vatExemptMention: invoice.vatExemptMention,
      creditFor: invoiceId,
      creditForNumber: invoice.number,
      creditForIssueDate: invoice.issueDate,
      issuerSnapshot: billingIdentityProblems(settings).length ? invoice.issuerSnapshot : issuerSnapshotOf(settings),
      clientSnapshot: invoice.clientSnapshot,
      caseReference,
      searchTokens: invoiceSearchTokens(
        { number, creditForNumber: invoice.number, caseReference },
        invoice.clientSnapshot?.name ?? '',
      ),
      createdBy: uid,
      issuedBy: uid,
      createdAt: now,
      updatedAt: now,
    };
    // What remains due on the invoice drops by the avoir's components; if that leaves VAT or
    // débours the earlier receipts carried, the avoir records their regularisation (its date).
    const imputed = imputeAvoir(dueOf(invoice), totals);
    const creditedCents = invoice.creditedCents + totals.netToPayCents;
    tx.set(paths.invoice(firmId, avoirId), { ...avoir, regularisation: imputed.regularisation });
    tx.update(paths.invoice(firmId, invoiceId), {
      creditedCents,
      ...settlementFields({ ...invoice, creditedCents }, imputed.due),
      updatedAt: now,
    });
    for (const provisionId of released)
      tx.update(paths.invoice(firmId, provisionId), { deductedBy: null, updatedAt: now });
    recordAudit(tx, {
      firmId,
      uid,
      action: 'invoice.avoir',
      target: paths.invoice(firmId, invoiceId),
      before: { creditedCents: invoice.creditedCents },
      after: { creditedCents: invoice.creditedCents + totals.netToPayCents },
      details: {
        number: invoice.number,
        avoir: number,
        avoirId,
        mode: request.mode,
        amountCents: totals.netToPayCents,
      },
    });
    return { id: avoirId, number, sealed: { ...avoir, regularisation: imputed.regularisation } as Invoice };
  });
  const platformPdf = await depositAfterIssue({ firmId, invoiceId: avoirId, sealed: created.sealed });
  return { id: created.id, number: created.number, platformPdf };
}
