/**
 * Livre-journal des recettes (BNC, cash basis): one row per payment received, with what CGI
 * art. 99 asks a receipt to record — the client's identity, the date, the amount and the method —
 * and the invoice it settles.
 *
 * VAT collected on a cash basis (lawyers' services: VAT is due when paid, CGI art. 269-2-c): a
 * payment carries the VAT share of the invoice it settles, prorata of the invoice's TTC. The
 * share is allocated on the *cumulated* amount paid (round(paidSoFar × TVA / TTC) minus what was
 * already allocated), so partial payments that add up to the invoice carry exactly its VAT, with
 * no cent lost to rounding. Débours (outside VAT, paid for the client) are split the same way and
 * kept apart from the fees. TTC, VAT and débours are the invoice's sealed totals.
 *
 * Demandes de provision are receipts like any other: their VAT is due when received (advances
 * included). A final invoice that deducts them splits its own payments over its net à payer with
 * the VAT and débours the provisions did not carry (shared-data `collectionBase`), so that over a
 * dossier the VAT of the receipts equals the VAT invoiced. A counter-entry (a payment reversed by
 * mistake) is a negative receipt of the same invoice: it takes back exactly the shares it carried.
 */
import { collectionBase, prorataCents } from 'shared-data/invoiceTotals';
import type { PaymentMethod } from './pcg.ts';
import { PAYMENT_METHOD_LABELS } from './pcg.ts';

export type PaymentLike = {
  id: string;
  invoiceId: string;
  clientId: string;
  date: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  createdAt?: string;
  /** A counter-entry: the payment it reverses and why. */
  reversalOf?: string;
  reason?: string;
};

export type InvoiceLike = {
  id: string;
  kind: 'facture' | 'avoir' | 'provision';
  number: string | null;
  clientId: string;
  issueDate: string | null;
  /** The invoice's sealed totals (never recomputed here). */
  totalTtcCents: number;
  totalTvaCents: number;
  deboursCents: number;
  /** A final invoice deducting demandes de provision: its net à payer and what the provisions carried. */
  netToPayCents?: number;
  provisionVatCents?: number;
  provisionDeboursCents?: number;
  clientSnapshot?: Record<string, unknown> | null;
};

export type ReceiptRow = {
  id: string;
  date: string;
  clientId: string;
  /** The client's identity as sealed on the invoice (or the client record). */
  clientName: string;
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string | null;
  method: PaymentMethod;
  methodLabel: string;
  reference: string;
  /** Amount received (negative for a refund of an avoir). */
  amountCents: number;
  /** Shares of the amount: fees excluding VAT, VAT, débours. They add up to `amountCents`. */
  honorairesCents: number;
  tvaCents: number;
  deboursCents: number;
  /** The receipt of a demande de provision (an advance: VAT due when received, whatever the regime). */
  provision: boolean;
  /** A counter-entry of a payment recorded by mistake, and its reason. */
  reversal: boolean;
  reason: string;
  /** Lower-case, accent-free text for the search box. */
  searchKey: string;
};

/** The client's name sealed on an issued invoice (whatever key the snapshot uses). */
export function snapshotName(snapshot: Record<string, unknown> | null | undefined): string | null {
  if (!snapshot) return null;
  for (const key of ['displayName', 'name', 'legalName', 'raisonSociale']) {
    const value = snapshot[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function searchKeyOf(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const byDateThenId = (a: PaymentLike, b: PaymentLike) =>
  a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1;

const prorata = prorataCents;

/**
 * The receipts of the payments, in date order. `clientNames` names clients when an invoice has no
 * sealed snapshot; a payment whose invoice is unknown is kept (all fees, no VAT) and reported.
 */
export function buildReceipts({
  payments,
  invoices,
  clientNames,
}: {
  payments: readonly PaymentLike[];
  invoices: readonly InvoiceLike[];
  clientNames: ReadonlyMap<string, string>;
}): { rows: ReceiptRow[]; problems: string[] } {
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const paidSoFar = new Map<string, number>();
  const rows: ReceiptRow[] = [];
  const problems: string[] = [];
  for (const payment of [...payments].sort(byDateThenId)) {
    const invoice = invoiceById.get(payment.invoiceId);
    // A payment on an avoir is a refund: money going out.
    const sign = invoice?.kind === 'avoir' ? -1 : 1;
    const amount = sign * payment.amountCents;
    let tva = 0;
    let debours = 0;
    if (invoice) {
      const base = collectionBase({ ...invoice, netToPayCents: invoice.netToPayCents ?? invoice.totalTtcCents });
      const whole = Math.abs(base.baseCents);
      const before = paidSoFar.get(invoice.id) ?? 0;
      const after = before + amount;
      paidSoFar.set(invoice.id, after);
      const invoiceTva = Math.abs(base.vatCents) * sign;
      const invoiceDeboursCents = Math.abs(base.deboursCents) * sign;
      tva = prorata(after, invoiceTva, whole * sign) - prorata(before, invoiceTva, whole * sign);
      debours = prorata(after, invoiceDeboursCents, whole * sign) - prorata(before, invoiceDeboursCents, whole * sign);
    } else {
      problems.push(`Paiement du ${payment.date} (${payment.reference || payment.id}) : facture introuvable.`);
    }
    const clientName = snapshotName(invoice?.clientSnapshot) ?? clientNames.get(payment.clientId) ?? 'Client inconnu';
    const invoiceNumber = invoice?.number ?? '—';
    const methodLabel = PAYMENT_METHOD_LABELS[payment.method] ?? payment.method;
    rows.push({
      id: payment.id,
      date: payment.date,
      clientId: payment.clientId,
      clientName,
      invoiceId: payment.invoiceId,
      invoiceNumber,
      invoiceDate: invoice?.issueDate ?? null,
      method: payment.method,
      methodLabel,
      reference: payment.reference,
      amountCents: amount,
      honorairesCents: amount - tva - debours,
      tvaCents: tva,
      deboursCents: debours,
      provision: invoice?.kind === 'provision',
      reversal: !!payment.reversalOf,
      reason: payment.reason ?? '',
      searchKey: searchKeyOf(clientName, invoiceNumber, methodLabel, payment.reference, payment.reason ?? ''),
    });
  }
  return { rows, problems };
}

/** Receipts of a period given as a `YYYY` or `YYYY-MM` prefix. */
export function receiptsInPeriod(rows: readonly ReceiptRow[], prefix: string): ReceiptRow[] {
  return rows.filter((row) => row.date.startsWith(prefix));
}
