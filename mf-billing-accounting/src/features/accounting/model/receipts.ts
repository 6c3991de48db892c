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
  /** An avoir: the invoice it credits. */
  creditFor?: string | null;
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

export function searchKeyOf(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const byDateThenId = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1;

/** What remains to collect on an invoice, by component (an overpaid invoice: negative). */
type Due = { baseCents: number; vatCents: number; deboursCents: number };
type Shares = { tvaCents: number; deboursCents: number };

/**
 * The VAT and débours of `amountCents` received (negative: refunded) on what remains due, in
 * proportion of what remains of each — and what remains then. Receipts that settle the rest carry
 * exactly the rest: no cent lost to rounding, whatever avoirs came between.
 */
function allocate(due: Due, amountCents: number): Shares {
  if (due.baseCents === 0) return { tvaCents: 0, deboursCents: 0 };
  const shares = {
    tvaCents: prorataCents(amountCents, due.vatCents, due.baseCents),
    deboursCents: prorataCents(amountCents, due.deboursCents, due.baseCents),
  };
  due.baseCents -= amountCents;
  due.vatCents -= shares.tvaCents;
  due.deboursCents -= shares.deboursCents;
  return shares;
}

type Event =
  | { type: 'avoir'; date: string; id: string; avoir: InvoiceLike; dueKey: string }
  | { type: 'payment'; date: string; id: string; payment: PaymentLike };

/**
 * The receipts of the payments, in date order. `clientNames` names clients when an invoice has no
 * sealed snapshot; a payment whose invoice is unknown is kept (all fees, no VAT) and reported.
 *
 * Each invoice keeps what remains due by component (net à payer, VAT, débours — its collection
 * base). A receipt carries the VAT and débours of what remains, in proportion; an avoir lowers
 * what remains by its own components on its date; a refund of an avoir (a payment on it) is a
 * negative receipt of the invoice it credits; a counter-entry takes back exactly what the payment
 * it reverses carried. So a partial avoir of fees on an invoice with débours leaves the receipts'
 * VAT equal to the VAT invoiced less the avoir's. When an avoir leaves nothing to collect while
 * VAT or débours still remain (the receipts before it carried the invoice's former proportions),
 * a regularisation entry on the avoir's date moves them (no money moves: CGI art. 272 — VAT on a
 * price reduced is adjusted when the reduction is granted), never a receipt of a past month.
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
  /** The invoice whose due amounts a document's payments move: an avoir's credited invoice. */
  const dueKeyOf = (invoice: InvoiceLike) =>
    invoice.kind === 'avoir' && invoice.creditFor && invoiceById.has(invoice.creditFor)
      ? invoice.creditFor
      : invoice.id;
  const dues = new Map<string, Due>();
  const dueOf = (key: string): Due => {
    let due = dues.get(key);
    if (!due) {
      const invoice = invoiceById.get(key)!;
      const base = collectionBase({ ...invoice, netToPayCents: invoice.netToPayCents ?? invoice.totalTtcCents });
      // An avoir on its own (what it credits unknown): what it refunds is owed to the client.
      const sign = invoice.kind === 'avoir' ? -1 : 1;
      due = {
        baseCents: sign * Math.abs(base.baseCents),
        vatCents: sign * Math.abs(base.vatCents),
        deboursCents: sign * Math.abs(base.deboursCents),
      };
      dues.set(key, due);
    }
    return due;
  };
  const events: Event[] = [
    ...payments.map((payment) => ({ type: 'payment' as const, date: payment.date, id: payment.id, payment })),
    ...invoices
      .filter((invoice) => invoice.kind === 'avoir' && invoice.issueDate && dueKeyOf(invoice) !== invoice.id)
      .map((avoir) => ({
        type: 'avoir' as const,
        date: avoir.issueDate!,
        // On the same day, the avoir before the payments: what is paid that day is what remains.
        id: '',
        avoir,
        dueKey: dueKeyOf(avoir),
      })),
  ].sort(byDateThenId);
  const sharesById = new Map<string, Shares>();
  const rows: ReceiptRow[] = [];
  const problems: string[] = [];
  for (const event of events) {
    if (event.type === 'avoir') {
      const row = avoirImputation(event.avoir, dueOf(event.dueKey), invoiceById.get(event.dueKey)!, clientNames);
      if (row) rows.push(row);
      continue;
    }
    const { payment } = event;
    const invoice = invoiceById.get(payment.invoiceId);
    // A payment on an avoir is a refund: money going out.
    const sign = invoice?.kind === 'avoir' ? -1 : 1;
    const amount = sign * payment.amountCents;
    let shares: Shares = { tvaCents: 0, deboursCents: 0 };
    if (invoice) {
      const due = dueOf(dueKeyOf(invoice));
      const reversed = payment.reversalOf ? sharesById.get(payment.reversalOf) : undefined;
      if (reversed) {
        shares = { tvaCents: -reversed.tvaCents, deboursCents: -reversed.deboursCents };
        due.baseCents -= amount;
        due.vatCents -= shares.tvaCents;
        due.deboursCents -= shares.deboursCents;
      } else shares = allocate(due, amount);
      sharesById.set(payment.id, shares);
    } else {
      problems.push(`Paiement du ${payment.date} (${payment.reference || payment.id}) : facture introuvable.`);
    }
    const tva = shares.tvaCents;
    const debours = shares.deboursCents;
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
      regularisation: false,
      reason: payment.reason ?? '',
      searchKey: searchKeyOf(clientName, invoiceNumber, methodLabel, payment.reference, payment.reason ?? ''),
    });
  }
  return { rows, problems };
}

/**
 * An avoir lowers what remains due on the invoice it credits. If then nothing remains to collect
 * (nor to refund) while VAT or débours remain, the receipts already booked carried them: the
 * regularisation row moves them back into fees on the avoir's date (amount zero).
 */
function avoirImputation(
  avoir: InvoiceLike,
  due: Due,
  invoice: InvoiceLike,
  clientNames: ReadonlyMap<string, string>,
): ReceiptRow | null {
  const base = collectionBase({ ...avoir, netToPayCents: avoir.netToPayCents ?? avoir.totalTtcCents });
  due.baseCents -= Math.abs(base.baseCents);
  due.vatCents -= Math.abs(base.vatCents);
  due.deboursCents -= Math.abs(base.deboursCents);
  if (due.baseCents !== 0 || (due.vatCents === 0 && due.deboursCents === 0)) return null;
  const tva = due.vatCents;
  const debours = due.deboursCents;
  due.vatCents = 0;
  due.deboursCents = 0;
  const clientName = snapshotName(avoir.clientSnapshot) ?? clientNames.get(avoir.clientId) ?? 'Client inconnu';
  const invoiceNumber = avoir.number ?? '—';
  const reason = `ventilation de ${invoice.number ?? 'la facture'} après avoir`;
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
    honorairesCents: -tva - debours,
    tvaCents: tva,
    deboursCents: debours,
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
