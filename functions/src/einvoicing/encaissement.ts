/**
 * « Encaissée » (212): for services, VAT is due when paid, so the seller tells the platform what it
 * received. When a payment is recorded on an invoice that went through the platform (and was not
 * refused), the cabinet deposits a lifecycle message 212 with the amount received per VAT rate
 * (BR-FR-CDV-14: each collected amount, MEN, with its rate), and the transmission adds it to
 * `collectedCents`. Each payment is reported once: its record in
 * `serverState/{firmId}/encaissements/{paymentId}` (server-only) says where it stands, and the sync
 * tries again one the platform could not take yet (not deposited, out of reach).
 */
import { buildLifecycleMessage, type CollectedAmount } from 'shared-data/cdar';
import {
  EINVOICE_FINAL_REFUSALS,
  type EinvoiceTransmission,
  type Invoice,
  type Payment,
  paths,
} from 'shared-data/server';
import { createOnce } from '../createOnce.ts';
import {
  type EinvoicingDeps,
  type Platform,
  serverStatePath,
  sirenOfSiret,
  waitingToRetry,
  withLease,
} from './context.ts';
import { depositFlow, depositInTurn, flowName } from './deposit.ts';
import { recordStatus } from './lifecycle.ts';
import { xmlAmount, xmlDay } from 'shared-data/xmlValues';

export type EncaissementRecord = {
  invoiceId: string;
  amountCents: number;
  /** `sansObjet`: the invoice was refused, or is not one the platform carries. */
  status: 'enAttente' | 'transmis' | 'echec' | 'refuse' | 'sansObjet';
  attempts: number;
  /** French: why it failed or was refused. */
  reason: string | null;
  flowId: string | null;
  createdAt: string;
  updatedAt: string;
};

export const encaissementPath = (firmId: string, paymentId: string) =>
  `${serverStatePath(firmId)}/encaissements/${paymentId}`;

/**
 * The amount received split over the invoice's VAT rates in proportion of each rate's total with
 * VAT (débours, outside VAT, at 0 %), to the cent, the rounding on the largest share.
 */
export function collectedByRate(invoice: Pick<Invoice, 'vatBreakdown' | 'deboursCents'>, amountCents: number) {
  const shares = new Map<number, number>();
  for (const row of invoice.vatBreakdown)
    shares.set(row.rate, (shares.get(row.rate) ?? 0) + row.baseCents + row.vatCents);
  if (invoice.deboursCents > 0) shares.set(0, (shares.get(0) ?? 0) + invoice.deboursCents);
  const total = [...shares.values()].reduce((sum, share) => sum + share, 0);
  if (total <= 0) return [{ rate: 0, cents: amountCents }];
  const lines = [...shares.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([rate, share]) => ({ rate, cents: Math.floor((amountCents * share) / total) }));
  lines[0]!.cents += amountCents - lines.reduce((sum, line) => sum + line.cents, 0);
  return lines.filter((line) => line.cents > 0);
}

/** The « Encaissée » (212) of one payment, posed by the seller: what it received per VAT rate. */
export function encaissementXml(
  transmission: Pick<EinvoiceTransmission, 'invoiceNumber' | 'buyerSiren' | 'buyerAddress'>,
  invoice: Pick<Invoice, 'issuerSnapshot' | 'clientSnapshot' | 'kind' | 'issueDate' | 'vatBreakdown' | 'deboursCents'>,
  paymentId: string,
  amountCents: number,
  issuedAt: Date,
): string {
  const sellerSiren = sirenOfSiret(invoice.issuerSnapshot?.siret);
  const collected: CollectedAmount[] = collectedByRate(invoice, amountCents).map((line) => ({
    amount: xmlAmount(line.cents),
    currency: 'EUR',
    vatRate: String(line.rate),
  }));
  return buildLifecycleMessage({
    messageId: `${transmission.invoiceNumber}_212_${paymentId}`,
    status: '212',
    issuedAt,
    issuer: { siren: sellerSiren, name: invoice.issuerSnapshot?.legalName, role: 'SE' },
    recipient: {
      siren: transmission.buyerSiren,
      name: invoice.clientSnapshot?.name,
      electronicAddress: transmission.buyerAddress ?? transmission.buyerSiren,
      role: 'BY',
    },
    invoice: {
      number: transmission.invoiceNumber,
      typeCode: invoice.kind === 'avoir' ? '381' : '380',
      issueDate: xmlDay(invoice.issueDate ?? ''),
      sellerSiren,
    },
    collected,
  });
}

/** A payment was recorded: its « Encaissée » to the platform, when its invoice went through it. */
export async function onPaymentCreated(
  deps: EinvoicingDeps,
  firmId: string,
  paymentId: string,
): Promise<EncaissementOutcome> {
  const payment = (await deps.db.doc(paths.payment(firmId, paymentId)).get()).data() as Payment | undefined;
  if (!payment) return 'rien à faire';
  // A counter-entry (a payment recorded by mistake, reversed) is no collection: the 212 already
  // posed for the payment stays (a lifecycle status is never withdrawn); the e-reporting of the
  // period carries the negative amount.
  if (payment.amountCents <= 0 || payment.reversalOf) return 'sans objet';
  const transmission = await deps.db.doc(paths.einvoiceTransmission(firmId, payment.invoiceId)).get();
  if (!transmission.exists) return 'rien à faire';
  const now = deps.now().toISOString();
  // Already there when an earlier run recorded it: reported (again) as its record says.
  await createOnce(deps.db.doc(encaissementPath(firmId, paymentId)), {
    invoiceId: payment.invoiceId,
    amountCents: payment.amountCents,
    status: 'enAttente',
    attempts: 0,
    reason: null,
    flowId: null,
    createdAt: now,
    updatedAt: now,
  } satisfies EncaissementRecord);
  return reportEncaissement(deps, firmId, paymentId);
}

export type EncaissementOutcome =
  | 'transmis'
  | 'refusé'
  | 'échec'
  | 'sans objet'
  | 'pas encore'
  | 'rien à faire'
  | 'occupé';

/** Deposits the 212 of one payment (under its lease), if it is due. */
export async function reportEncaissement(
  deps: EinvoicingDeps,
  firmId: string,
  paymentId: string,
  platform?: Platform,
): Promise<EncaissementOutcome> {
  return withLease(deps, firmId, `encaissement-${paymentId}`, async (): Promise<EncaissementOutcome> => {
    const recordRef = deps.db.doc(encaissementPath(firmId, paymentId));
    const record = (await recordRef.get()).data() as EncaissementRecord | undefined;
    if (!record || !['enAttente', 'echec'].includes(record.status)) return 'rien à faire';
    const now = deps.now();
    if (record.status === 'echec' && waitingToRetry(record.updatedAt, record.attempts, now)) return 'pas encore';
    const settle = (changes: Partial<EncaissementRecord>) =>
      recordRef.update({ ...changes, updatedAt: deps.now().toISOString() });

    const transmissionRef = deps.db.doc(paths.einvoiceTransmission(firmId, record.invoiceId));
    const [transmissionSnapshot, invoiceSnapshot] = await deps.db.getAll(
      transmissionRef,
      deps.db.doc(paths.invoice(firmId, record.invoiceId)),
    );
    const transmission = transmissionSnapshot?.data() as EinvoiceTransmission | undefined;
    const invoice = invoiceSnapshot?.data() as Invoice | undefined;
    if (!transmission || !invoice || EINVOICE_FINAL_REFUSALS.includes(transmission.status)) {
      await settle({
        status: 'sansObjet',
        reason: 'La facture a été refusée ou n’est pas passée par la plateforme : aucun encaissement à déclarer.',
      });
      return 'sans objet';
    }
    // Not deposited yet: declared once it is (the sync comes back to it).
    if (!transmission.flowId) return 'pas encore';

    const result = await depositFlow(deps, firmId, {
      platform,
      file: () => ({
        bytes: Buffer.from(encaissementXml(transmission, invoice, paymentId, record.amountCents, now), 'utf8'),
        contentType: 'application/xml',
        info: {
          name: flowName(`${transmission.invoiceNumber}-CDV-212-${paymentId}`, '.xml'),
          flowSyntax: 'CDAR',
          processingRule: 'B2B',
          trackingId: record.invoiceId,
        },
      }),
      failed: (reason) => settle({ status: 'echec', reason, attempts: record.attempts + 1 }),
    });
    if (result === 'sans plateforme') return 'rien à faire';
    if (result === 'échec') return 'échec';
    const { flowId, refusal } = result;
    if (refusal) {
      await settle({ status: 'refuse', reason: refusal.text, flowId, attempts: record.attempts + 1 });
      return 'refusé';
    }
    await recordStatus(
      deps,
      transmissionRef,
      { status: '212', at: now.toISOString() },
      { collectedCents: record.amountCents },
    );
    await settle({ status: 'transmis', reason: null, flowId, attempts: record.attempts + 1 });
    return 'transmis';
  });
}

/** The cabinet's payments whose « Encaissée » is still to report (or due again). */
export async function reportPendingEncaissements(
  deps: EinvoicingDeps,
  firmId: string,
  platform: Platform,
  limit = 50,
): Promise<Record<string, EncaissementOutcome>> {
  const pending = await deps.db
    .collection(`${serverStatePath(firmId)}/encaissements`)
    .where('status', 'in', ['enAttente', 'echec'])
    .limit(limit)
    .get();
  return depositInTurn(
    pending.docs.map((doc) => doc.id),
    (paymentId) => reportEncaissement(deps, firmId, paymentId, platform),
  );
}
