/**
 * Issuing a B2B invoice through the cabinet's plateforme agréée. When an invoice becomes issued
 * (draft → issued, or an avoir written issued) for a business client with a SIREN, and the cabinet
 * has configured its platform, its transmission is created « À transmettre »; it is deposited
 * once the browser has stored the Factur-X PDF sealed at issue (`paths.sealedInvoicePdf`): as a
 * Factur-X flow, B2B, tracked by the invoice's id. The platform's lifecycle messages (CDAR,
 * CustomerInvoiceLC) then move it on (sync.ts → applyCustomerLifecycle). A platform out of reach
 * or refusing the credentials leaves it « Transmission en échec » with the reason in French, tried
 * again by the sync after a growing pause.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { readLifecycleMessage } from 'shared-data/cdar';
import {
  type DirectoryLookup,
  EINVOICE_STATUS_LABELS,
  type EinvoiceStatus,
  type EinvoiceTransmission,
  type Invoice,
  paths,
} from 'shared-data/server';
import { goesToPlatform } from 'shared-data/invoiceTotals';
import { createOnce } from '../createOnce.ts';
import type { Flow } from './client.ts';
import { type EinvoicingDeps, type Platform, platformAccount, waitingToRetry, withLease } from './context.ts';
import { depositFlow, depositInTurn, flowName } from './deposit.ts';
import { reasonText, recordStatus } from './lifecycle.ts';

const isBusinessWithSiren = (invoice: Invoice) =>
  invoice.clientSnapshot?.kind === 'morale' && /^\d{9}$/.test(invoice.clientSnapshot.siren ?? '');

/**
 * The invoice `firms/{firmId}/invoices/{invoiceId}` was written: creates its transmission when it
 * has just been issued to a business, sealed for the platform (`goesToPlatform`, the rule the
 * list shows), then tries to deposit it at once (its PDF may be there). An invoice written already
 * issued without that seal — a cabinet's history imported, one issued before its platform was set
 * up — is not the platform's: ten years of a cabinet's invoices are never sent to it.
 */
export async function onInvoiceWritten(
  deps: EinvoicingDeps,
  firmId: string,
  invoiceId: string,
  before: Invoice | undefined,
): Promise<'créée' | 'ignorée'> {
  if (before?.status === 'issued') return 'ignorée';
  const invoice = (await deps.db.doc(paths.invoice(firmId, invoiceId)).get()).data() as Invoice | undefined;
  if (!invoice || !goesToPlatform(invoice) || !invoice.number || !isBusinessWithSiren(invoice)) return 'ignorée';
  if (!(await platformAccount(deps, firmId))) return 'ignorée';
  const siren = invoice.clientSnapshot!.siren!;
  const lookup = (await deps.db.doc(paths.directoryLookup(firmId, siren)).get()).data() as DirectoryLookup | undefined;
  const now = deps.now().toISOString();
  const transmission: EinvoiceTransmission = {
    invoiceId,
    invoiceNumber: invoice.number,
    buyerSiren: siren,
    buyerAddress:
      lookup?.status === 'joignable' ? lookup.electronicAddress : (invoice.clientSnapshot?.electronicAddress ?? null),
    flowId: null,
    status: 'enAttente',
    reasonCode: null,
    reason: null,
    history: [],
    collectedCents: 0,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
  await createOnce(deps.db.doc(paths.einvoiceTransmission(firmId, invoiceId)), transmission);
  await depositTransmission(deps, firmId, invoiceId);
  return 'créée';
}

export type DepositOutcome = 'déposée' | 'rejetée' | 'échec' | 'pdf absent' | 'pas encore' | 'rien à faire' | 'occupé';

/** Deposits a transmission still to send (or due again after a failure), under the invoice's lease. */
export async function depositTransmission(
  deps: EinvoicingDeps,
  firmId: string,
  invoiceId: string,
  platform?: Platform,
): Promise<DepositOutcome> {
  return withLease(deps, firmId, `deposit-${invoiceId}`, async (): Promise<DepositOutcome> => {
    const ref = deps.db.doc(paths.einvoiceTransmission(firmId, invoiceId));
    const transmission = (await ref.get()).data() as EinvoiceTransmission | undefined;
    if (!transmission || transmission.flowId || !['enAttente', 'echec'].includes(transmission.status))
      return 'rien à faire';
    const now = deps.now();
    if (transmission.status === 'echec' && waitingToRetry(transmission.updatedAt, transmission.attempts, now))
      return 'pas encore';
    const pdf = await deps.files.read(paths.sealedInvoicePdf(firmId, invoiceId));
    if (!pdf) return 'pdf absent';
    const result = await depositFlow(deps, firmId, {
      platform,
      file: () => ({
        bytes: pdf,
        contentType: 'application/pdf',
        info: {
          name: flowName(transmission.invoiceNumber, '.pdf'),
          flowSyntax: 'Factur-X',
          processingRule: 'B2B',
          trackingId: invoiceId,
        },
      }),
      failed: (reason) => fail(deps, ref, transmission, reason),
      deposited: (flowId) =>
        recordStatus(
          deps,
          ref,
          { status: '200', at: now.toISOString() },
          { flowId, attempts: transmission.attempts + 1 },
        ),
    });
    if (result === 'sans plateforme') return 'rien à faire';
    if (result === 'échec') return 'échec';
    // The platform may refuse the file itself (its acknowledgement): the invoice goes no further.
    if (result.refusal) {
      await recordStatus(deps, ref, {
        status: '213',
        at: deps.now().toISOString(),
        reasonCode: result.refusal.code,
        reason: result.refusal.text,
      });
      return 'rejetée';
    }
    return 'déposée';
  });
}

async function fail(
  deps: EinvoicingDeps,
  ref: DocumentReference,
  transmission: EinvoiceTransmission,
  message: string,
): Promise<void> {
  await ref.update({
    status: 'echec',
    reasonCode: null,
    reason: message,
    attempts: transmission.attempts + 1,
    updatedAt: deps.now().toISOString(),
  } satisfies Partial<EinvoiceTransmission>);
}

/** Every transmission of the cabinet still to deposit (or due again): at most `limit` per run. */
export async function depositPendingTransmissions(
  deps: EinvoicingDeps,
  firmId: string,
  platform: Platform,
  limit = 50,
): Promise<Record<string, DepositOutcome>> {
  const pending = await deps.db
    .collection(paths.einvoiceTransmissions(firmId))
    .where('status', 'in', ['enAttente', 'echec'])
    .limit(limit)
    .get();
  const undeposited = pending.docs.filter((doc) => !(doc.data() as EinvoiceTransmission).flowId);
  return depositInTurn(
    undeposited.map((doc) => doc.id),
    (invoiceId) => depositTransmission(deps, firmId, invoiceId, platform),
  );
}

/**
 * A lifecycle message the platform made available to the cabinet as a seller (CustomerInvoiceLC):
 * its status, with its reason in French, on the transmission of the invoice it names.
 */
export async function applyCustomerLifecycle(
  deps: EinvoicingDeps,
  firmId: string,
  sellerSiren: string,
  platform: Platform,
  flow: Flow,
): Promise<EinvoiceStatus | null> {
  const bytes = await platform.flows.download(flow.flowId);
  const read = readLifecycleMessage(Buffer.from(bytes).toString('utf8'));
  if ('error' in read) return null;
  const { message } = read;
  if (!Object.hasOwn(EINVOICE_STATUS_LABELS, message.status) || !message.invoice.number) return null;
  if (message.invoice.sellerSiren && sellerSiren && message.invoice.sellerSiren !== sellerSiren) return null;
  const found = await deps.db
    .collection(paths.einvoiceTransmissions(firmId))
    .where('invoiceNumber', '==', message.invoice.number)
    .limit(1)
    .get();
  const ref = found.docs[0]?.ref;
  if (!ref) return null;
  const status = message.status as EinvoiceStatus;
  // The cabinet's own « Encaissée » was recorded when deposited (one per payment).
  if (status === '212' && message.issuer.siren === sellerSiren) return null;
  const reason = message.reasons[0];
  await recordStatus(deps, ref, {
    status,
    at: flow.submittedAt,
    reasonCode: reason?.code ?? null,
    reason: reasonText(reason?.code, reason?.text, message.notes),
  });
  return status;
}
