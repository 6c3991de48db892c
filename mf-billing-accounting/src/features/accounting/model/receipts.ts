/**
 * Livre-journal des recettes (BNC, cash basis): one row per payment received, with what CGI
 * art. 99 asks a receipt to record — the client's identity, the date, the amount and the method —
 * and the invoice it settles.
 *
 * VAT collected on a cash basis (lawyers' services: VAT is due when paid, CGI art. 269-2-c): a
 * payment carries the VAT share of what remains due on the invoice it settles (see buildReceipts),
 * so partial payments that add up to the invoice carry exactly its VAT, with no cent lost to
 * rounding. Débours (outside VAT, paid for the client) are split the same way and kept apart from
 * the fees. TTC, VAT and débours are the invoice's sealed totals.
 *
 * Demandes de provision are receipts like any other: their VAT is due when received (advances
 * included). A final invoice that deducts them splits its own payments over its net à payer with
 * the VAT and débours the provisions did not carry (shared-data `collectionBase`), so that over a
 * dossier the VAT of the receipts equals the VAT invoiced. A counter-entry (a payment reversed by
 * mistake) is a negative receipt of the same invoice: it takes back exactly the shares it carried.
 */
import { type ReceiptShares, replaySettlements } from 'shared-data/invoiceTotals';
import { PAYMENT_METHOD_LABELS } from 'shared-data';
import { searchKey } from 'shared-ui/text';
import type { PaymentMethod } from './pcg.ts';

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
  /** The VAT and débours it was recorded with (absent on older receipts: computed). */
  tvaCents?: number;
  deboursCents?: number;
  /** What it recorded of the document it settles (a period's book reads no invoice). */
  invoiceNumber?: string;
  invoiceKind?: InvoiceLike['kind'];
  invoiceDate?: string;
  clientName?: string;
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
  /** An avoir: the invoice it credits (id, number), and the regularisation it recorded (absent on older avoirs). */
  creditFor?: string | null;
  creditForNumber?: string | null;
  regularisation?: ReceiptShares | null;
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
  /** No money moved: an avoir's adjustment of how the invoice's receipts split (see buildReceipts). */
  regularisation: boolean;
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

/** A receipt's search key: its parts through the app's one rule (shared-ui `searchKey`), as a typed query is. */
export function searchKeyOf(...parts: string[]): string {
  return searchKey(parts.join(' '));
}

/**
 * The receipts of the payments, in date order. `clientNames` names clients when an invoice has no
 * sealed snapshot; a payment whose invoice is unknown is kept (all fees, no VAT) and reported.
 *
 * A receipt carries the VAT and débours it was recorded with (shared-data `allocateReceipt`: on
 * what remained due on its invoice). For receipts recorded before they were stored, the same rule
 * replays each invoice's history: what remains due by component (its collection base), lowered by
 * each receipt in date order and by each avoir on its date (`imputeAvoir`); a refund of an avoir
 * (a payment on it) is a negative receipt of the invoice it credits; a counter-entry takes back
 * exactly what the payment it reverses carried. So a partial avoir of fees on an invoice with
 * débours leaves the receipts' VAT equal to the VAT invoiced less the avoir's; an avoir that leaves
 * nothing to collect while VAT or débours remain gives a regularisation row on its date (no money
 * moves), never a change to a receipt of a past month.
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
  // Older documents may lack a stored net à payer: their TTC.
  const replayed = invoices.map((invoice) => ({
    ...invoice,
    netToPayCents: invoice.netToPayCents ?? invoice.totalTtcCents,
  }));
  const rows: ReceiptRow[] = [];
  const problems: string[] = [];
  for (const step of replaySettlements({ invoices: replayed, payments }).steps) {
    if (step.kind === 'regularisation') {
      rows.push(regularisationRow(step.avoir, step.shares, step.invoice, clientNames));
      continue;
    }
    const { payment, invoice, shares, amountCents: amount } = step;
    // Without its invoice, what the receipt recorded of it; without either, reported.
    const recorded = !invoice && typeof payment.tvaCents === 'number' && !!payment.invoiceKind;
    if (!invoice && !recorded)
      problems.push(`Paiement du ${payment.date} (${payment.reference || payment.id}) : facture introuvable.`);
    const tva = shares.tvaCents;
    const debours = shares.deboursCents;
    const clientName =
      snapshotName(invoice?.clientSnapshot) ||
      payment.clientName ||
      clientNames.get(payment.clientId) ||
      'Client inconnu';
    const invoiceNumber = invoice?.number ?? (payment.invoiceNumber || '—');
    const kind = invoice?.kind ?? payment.invoiceKind;
    const methodLabel = PAYMENT_METHOD_LABELS[payment.method] ?? payment.method;
    rows.push({
      id: payment.id,
      date: payment.date,
      clientId: payment.clientId,
      clientName,
      invoiceId: payment.invoiceId,
      invoiceNumber,
      invoiceDate: invoice?.issueDate ?? payment.invoiceDate ?? null,
      method: payment.method,
      methodLabel,
      reference: payment.reference,
      amountCents: amount,
      honorairesCents: amount - tva - debours,
      tvaCents: tva,
      deboursCents: debours,
      provision: kind === 'provision',
      reversal: !!payment.reversalOf,
      regularisation: false,
      reason: payment.reason ?? '',
      searchKey: searchKeyOf(clientName, invoiceNumber, methodLabel, payment.reference, payment.reason ?? ''),
    });
  }
  return { rows, problems };
}

/** The row of an avoir's regularisation: on its date, no money, the VAT and débours moved back into fees. */
function regularisationRow(
  avoir: InvoiceLike,
  shares: ReceiptShares,
  invoice: InvoiceLike | null,
  clientNames: ReadonlyMap<string, string>,
): ReceiptRow {
  const clientName = snapshotName(avoir.clientSnapshot) ?? clientNames.get(avoir.clientId) ?? 'Client inconnu';
  const invoiceNumber = avoir.number ?? '—';
  const reason = `ventilation de ${invoice?.number ?? avoir.creditForNumber ?? 'la facture'} après avoir`;
  return {
    id: `${avoir.id}-regularisation`,
    date: avoir.issueDate!,
    clientId: avoir.clientId,
    clientName,
    invoiceId: avoir.id,
    invoiceNumber,
    invoiceDate: avoir.issueDate,
    method: 'virement',
    methodLabel: 'Régularisation',
    reference: '',
    amountCents: 0,
    honorairesCents: -shares.tvaCents - shares.deboursCents,
    tvaCents: shares.tvaCents,
    deboursCents: shares.deboursCents,
    provision: false,
    reversal: false,
    regularisation: true,
    reason,
    searchKey: searchKeyOf(clientName, invoiceNumber, 'regularisation', reason),
  };
}

/** Receipts of a period given as a `YYYY` or `YYYY-MM` prefix. */
export function receiptsInPeriod(rows: readonly ReceiptRow[], prefix: string): ReceiptRow[] {
  return rows.filter((row) => row.date.startsWith(prefix));
}
