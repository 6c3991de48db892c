/**
 * The money model of an invoice, in integer cents: the ONE computation of its totals. Each line is
 * rounded to the cent (quantity × unit price, half away from zero); VAT is computed ONCE PER RATE
 * on the sum of the lines of that rate (EN 16931 BR-CO-17), half away from zero, then:
 *   total HT   = honoraires + émoluments (débours excluded)
 *   total TVA  = Σ VAT per rate
 *   total TTC  = HT + TVA + débours (débours are outside VAT: re-invoiced at cost)
 *   net à payer = TTC − provision already received.
 * A draft's totals are computed live (the editor) and stored with it; issuing (and an avoir)
 * seals them on the invoice, and everything after — the PDF, the Factur-X XML, the book, the
 * exports — reads the sealed fields, never computes them again. The demo data uses it too.
 * Pure, no runtime import: the `shared-data/invoiceTotals` entry, bundled into the app that uses it.
 */
import type { Invoice, InvoiceLine } from './schemas.ts';

/** The totals an invoice stores (sealed at issue). */
export type InvoiceTotals = Pick<
  Invoice,
  | 'totalHtCents'
  | 'deboursCents'
  | 'totalTvaCents'
  | 'totalTtcCents'
  | 'provisionCents'
  | 'netToPayCents'
  | 'vatBreakdown'
>;
export type VatBreakdownRow = InvoiceTotals['vatBreakdown'][number];
type PricedLine = Pick<InvoiceLine, 'quantity' | 'unitPriceCents'>;

/** Half away from zero, on integers (avoids 1.005 × 100 float surprises by working in cents). */
export function roundCents(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** quantity × unit price HT, rounded to the cent. */
export function lineTotalCents(line: PricedLine): number {
  return roundCents(line.quantity * line.unitPriceCents);
}

/** The VAT of one rate's base, rounded to the cent. */
export function vatOf(baseCents: number, rate: number): number {
  return roundCents((baseCents * rate) / 100);
}

/** The sum of the lines of one kind (the detailed account: honoraires, émoluments, débours). */
export function kindTotalCents(lines: readonly (PricedLine & Pick<InvoiceLine, 'kind'>)[], kind: InvoiceLine['kind']) {
  return lines.reduce((sum, line) => (line.kind === kind ? sum + lineTotalCents(line) : sum), 0);
}

/** The totals of these lines, the provision received deducted. */
export function computeTotals(
  lines: readonly Pick<InvoiceLine, 'kind' | 'quantity' | 'unitPriceCents' | 'vatRate'>[],
  provisionCents = 0,
): InvoiceTotals {
  let totalHtCents = 0;
  let deboursCents = 0;
  const bases = new Map<number, number>();
  for (const line of lines) {
    const total = lineTotalCents(line);
    if (line.kind === 'debours') {
      deboursCents += total;
      continue;
    }
    totalHtCents += total;
    bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + total);
  }
  const vatBreakdown = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatOf(baseCents, rate) }));
  const totalTvaCents = vatBreakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const totalTtcCents = totalHtCents + totalTvaCents + deboursCents;
  return {
    totalHtCents,
    deboursCents,
    totalTvaCents,
    totalTtcCents,
    provisionCents,
    netToPayCents: totalTtcCents - provisionCents,
    vatBreakdown,
  };
}

/** What remains to be paid: net à payer − payments − avoirs (never negative). 0 for a draft or an avoir. */
export function remainingCents(
  invoice: Pick<Invoice, 'kind' | 'status' | 'netToPayCents' | 'paidCents' | 'creditedCents'>,
): number {
  if (invoice.status !== 'issued' || invoice.kind === 'avoir') return 0;
  return Math.max(0, invoice.netToPayCents - invoice.paidCents - invoice.creditedCents);
}

/** `round(part × share / whole)`, half away from zero: the part of `share` that `part` of `whole` carries. */
export function prorataCents(part: number, share: number, whole: number): number {
  if (whole === 0) return 0;
  const value = (part * share) / whole;
  // Never -0: Firestore stores it as a double, which the rules refuse for a payment's share.
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}

type Collected = Pick<Invoice, 'totalTtcCents' | 'totalTvaCents' | 'deboursCents' | 'netToPayCents'> &
  Partial<Pick<Invoice, 'provisionVatCents' | 'provisionDeboursCents'>>;

/**
 * What an issued document's own payments collect, and the VAT and débours in it: the livre-journal
 * splits each payment by these (receipts.ts, on the cumulated amount paid). A final invoice that
 * deducts demandes de provision collects its net à payer, carrying the VAT and débours the
 * provisions' receipts did not; a provision typed by hand (older invoices) leaves its net à payer
 * with the VAT and débours of the invoice's proportions; any other document collects its TTC.
 */
export function collectionBase(invoice: Collected): { baseCents: number; vatCents: number; deboursCents: number } {
  if (typeof invoice.provisionVatCents === 'number')
    return {
      baseCents: invoice.netToPayCents,
      vatCents: invoice.totalTvaCents - invoice.provisionVatCents,
      deboursCents: invoice.deboursCents - (invoice.provisionDeboursCents ?? 0),
    };
  if (invoice.netToPayCents !== invoice.totalTtcCents && invoice.totalTtcCents !== 0)
    // A provision typed by hand (older invoices): its net à payer carries VAT and débours in the
    // invoice's proportions.
    return {
      baseCents: invoice.netToPayCents,
      vatCents: prorataCents(invoice.netToPayCents, invoice.totalTvaCents, invoice.totalTtcCents),
      deboursCents: prorataCents(invoice.netToPayCents, invoice.deboursCents, invoice.totalTtcCents),
    };
  return { baseCents: invoice.totalTtcCents, vatCents: invoice.totalTvaCents, deboursCents: invoice.deboursCents };
}

export type ProvisionDeduction = Required<
  Pick<Invoice, 'provisionCents' | 'provisionVatCents' | 'provisionDeboursCents' | 'provisionRequestIds'>
>;

/**
 * What a final invoice deducts for the demandes de provision it takes: what the cabinet received on
 * each (TTC), with the VAT and débours those receipts carried in the livre-journal — so that over the
 * dossier the VAT of the receipts equals the VAT invoiced.
 */
export function provisionDeduction(
  provisions: readonly (Collected & Pick<Invoice, 'paidCents'> & { id: string })[],
): ProvisionDeduction {
  let provisionCents = 0;
  let provisionVatCents = 0;
  let provisionDeboursCents = 0;
  for (const provision of provisions) {
    const base = collectionBase(provision);
    provisionCents += provision.paidCents;
    provisionVatCents += prorataCents(provision.paidCents, base.vatCents, base.baseCents);
    provisionDeboursCents += prorataCents(provision.paidCents, base.deboursCents, base.baseCents);
  }
  return { provisionCents, provisionVatCents, provisionDeboursCents, provisionRequestIds: provisions.map((p) => p.id) };
}

/**
 * What remains to collect on an issued invoice or demande de provision, by component: the money,
 * and the VAT and débours in it (negative: overpaid, owed back — after an avoir). Starts at the
 * document's collection base; each receipt, refund, counter-entry and avoir moves it (below), in
 * the same transaction that records it, so that a receipt's VAT is known when it is recorded and
 * the books of a month never change afterwards.
 */
export type InvoiceDue = { baseCents: number; vatCents: number; deboursCents: number };

/** The VAT and débours a receipt carries (negative on a refund or a counter-entry). */
export type ReceiptShares = { tvaCents: number; deboursCents: number };

/** What an issued document starts by collecting (its collection base). */
export function initialDue(invoice: Collected): InvoiceDue {
  return collectionBase(invoice);
}

/**
 * The VAT and débours of `amountCents` received (negative: refunded) on what remains due, in
 * proportion of what remains of each — and what remains then. Receipts that settle the rest carry
 * exactly the rest: no cent lost to rounding, whatever avoirs came between. Nothing due: all fees.
 */
export function allocateReceipt(due: InvoiceDue, amountCents: number): { shares: ReceiptShares; due: InvoiceDue } {
  if (due.baseCents === 0) return { shares: { tvaCents: 0, deboursCents: 0 }, due };
  const shares = {
    tvaCents: prorataCents(amountCents, due.vatCents, due.baseCents),
    deboursCents: prorataCents(amountCents, due.deboursCents, due.baseCents),
  };
  return { shares, due: takeShares(due, amountCents, shares) };
}

/** What remains after `amountCents` carrying `shares` was received (a counter-entry: negative). */
export function takeShares(due: InvoiceDue, amountCents: number, shares: ReceiptShares): InvoiceDue {
  return {
    baseCents: due.baseCents - amountCents,
    vatCents: due.vatCents - shares.tvaCents,
    deboursCents: due.deboursCents - shares.deboursCents,
  };
}

/**
 * An avoir lowers what remains due on the invoice it credits by its own components. When then
 * nothing remains to collect nor to refund while VAT or débours remain (the receipts before it
 * carried the invoice's former proportions), `regularisation` moves them on the avoir's date: no
 * money moves — VAT on a price reduced is adjusted when the reduction is granted (CGI art. 272).
 */
export function imputeAvoir(
  due: InvoiceDue,
  avoir: Collected,
): { due: InvoiceDue; regularisation: ReceiptShares | null } {
  const base = collectionBase(avoir);
  const after = {
    baseCents: due.baseCents - Math.abs(base.baseCents),
    vatCents: due.vatCents - Math.abs(base.vatCents),
    deboursCents: due.deboursCents - Math.abs(base.deboursCents),
  };
  if (after.baseCents !== 0 || (after.vatCents === 0 && after.deboursCents === 0))
    return { due: after, regularisation: null };
  return {
    due: { baseCents: 0, vatCents: 0, deboursCents: 0 },
    regularisation: { tvaCents: after.vatCents, deboursCents: after.deboursCents },
  };
}

/** An invoice's settlement, stored so that lists can ask the backend for it (lateness is the due date's). */
export type Settlement = 'draft' | 'open' | 'partial' | 'paid' | 'cancelled' | 'avoir';

type Settled = Pick<Invoice, 'kind' | 'status' | 'netToPayCents' | 'paidCents' | 'creditedCents'>;

export function settlementOf(invoice: Settled): Settlement {
  if (invoice.status !== 'issued') return 'draft';
  if (invoice.kind === 'avoir') return 'avoir';
  if (remainingCents(invoice) > 0) return invoice.paidCents > 0 ? 'partial' : 'open';
  return invoice.paidCents > 0 || invoice.netToPayCents === 0 ? 'paid' : 'cancelled';
}

/**
 * The state shown for an invoice: its settlement, and from the day after its due date (`today` is
 * the user's local day `YYYY-MM-DD`) late when something remains. Derived, never stored: a stored
 * one would need a job to turn « en attente » into « impayée » at midnight.
 */
export type InvoiceState =
  | 'draft'
  | 'pending'
  | 'partial'
  | 'unpaid'
  | 'partialUnpaid'
  | 'paid'
  | 'cancelled'
  | 'avoir';

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Brouillon',
  pending: 'En attente',
  partial: 'Partiellement réglée',
  unpaid: 'Impayée',
  partialUnpaid: 'Impayée, partiellement réglée',
  paid: 'Payée',
  cancelled: 'Annulée par avoir',
  avoir: 'Avoir',
};

export function invoiceState(invoice: Settled & Pick<Invoice, 'dueDate'>, today: string): InvoiceState {
  const settlement = settlementOf(invoice);
  if (settlement !== 'open' && settlement !== 'partial') return settlement;
  const late = !!invoice.dueDate && invoice.dueDate < today;
  if (settlement === 'partial') return late ? 'partialUnpaid' : 'partial';
  return late ? 'unpaid' : 'pending';
}

/**
 * The settlement fields every writer stores with an invoice's `paidCents` / `creditedCents` /
 * `status`: what remains to pay (`dueCents`, summed by the lists' and dashboard's aggregations), its
 * settlement, and what remains by component when given.
 */
export function settlementFields(
  invoice: Settled,
  due?: InvoiceDue,
): { dueCents: number; settlement: Settlement; due?: InvoiceDue } {
  return { dueCents: remainingCents(invoice), settlement: settlementOf(invoice), ...(due ? { due } : {}) };
}

/**
 * What remains due by component on an invoice stored before it kept them: its collection base
 * scaled to what remains (an approximation only for such older documents).
 */
export function dueOf(invoice: Collected & Settled & { due?: InvoiceDue | null | undefined }): InvoiceDue {
  if (invoice.due) return invoice.due;
  const base = collectionBase(invoice);
  const remaining = invoice.netToPayCents - invoice.paidCents - invoice.creditedCents;
  return {
    baseCents: remaining,
    vatCents: prorataCents(remaining, base.vatCents, base.baseCents),
    deboursCents: prorataCents(remaining, base.deboursCents, base.baseCents),
  };
}

/** A document as the replay needs it (an issued invoice, demande de provision or avoir). */
export type ReplayedInvoice = Collected & {
  id: string;
  kind: Invoice['kind'];
  issueDate: string | null;
  creditFor?: string | null;
  /** As the avoir recorded it when issued; absent: computed. */
  regularisation?: ReceiptShares | null;
};
/** A receipt as the replay needs it; `tvaCents` / `deboursCents` as recorded (absent: computed). */
export type ReplayedPayment = {
  id: string;
  invoiceId: string;
  date: string;
  amountCents: number;
  reversalOf?: string | undefined;
  tvaCents?: number | undefined;
  deboursCents?: number | undefined;
  /** The kind of the document it settles, as recorded (a refund when an avoir). */
  invoiceKind?: Invoice['kind'] | undefined;
};
export type ReplayStep<I, P> =
  | { kind: 'payment'; payment: P; invoice: I | null; amountCents: number; shares: ReceiptShares }
  | { kind: 'regularisation'; avoir: I; invoice: I | null; shares: ReceiptShares };

const byDateThenId = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1;

/**
 * Each document's history in date order, by the rules above: what remains due on each invoice, the
 * shares of each receipt (as recorded, else allocated), each avoir's regularisation. A payment on
 * an avoir is a refund (a negative receipt) of the invoice it credits; a counter-entry takes back
 * what the payment it reverses carried; on one day, avoirs come before payments. The book reads
 * the steps (older receipts and avoirs get their shares computed the way new ones are recorded);
 * the demo data writes what the app would have recorded. A receipt whose invoice is not given
 * keeps the shares it was recorded with.
 */
export function replaySettlements<I extends ReplayedInvoice, P extends ReplayedPayment>({
  invoices,
  payments,
}: {
  invoices: readonly I[];
  payments: readonly P[];
}): { steps: ReplayStep<I, P>[]; dues: Map<string, InvoiceDue> } {
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  /** The invoice whose due amounts a document's payments move: an avoir's credited invoice. */
  const dueKeyOf = (invoice: I) =>
    invoice.kind === 'avoir' && invoice.creditFor && invoiceById.has(invoice.creditFor)
      ? invoice.creditFor
      : invoice.id;
  const dues = new Map<string, InvoiceDue>();
  const dueAt = (key: string): InvoiceDue => {
    const known = dues.get(key);
    if (known) return known;
    const base = collectionBase(invoiceById.get(key)!);
    // An avoir on its own (what it credits unknown): what it refunds is owed to the client.
    const sign = invoiceById.get(key)!.kind === 'avoir' ? -1 : 1;
    return {
      baseCents: sign * Math.abs(base.baseCents),
      vatCents: sign * Math.abs(base.vatCents),
      deboursCents: sign * Math.abs(base.deboursCents),
    };
  };
  type Event = { date: string; id: string; avoir?: I; payment?: P };
  const events: Event[] = [
    ...payments.map((payment) => ({ date: payment.date, id: payment.id, payment })),
    ...invoices
      .filter(
        (invoice) =>
          invoice.kind === 'avoir' &&
          invoice.issueDate &&
          // Its invoice given, or the regularisation it recorded (a period's book).
          (dueKeyOf(invoice) !== invoice.id || invoice.regularisation),
      )
      // On the same day, the avoir before the payments (an empty id sorts first).
      .map((avoir) => ({ date: avoir.issueDate!, id: '', avoir })),
  ].sort(byDateThenId);
  const sharesById = new Map<string, ReceiptShares>();
  const steps: ReplayStep<I, P>[] = [];
  for (const event of events) {
    if (event.avoir) {
      const key = dueKeyOf(event.avoir);
      if (key === event.avoir.id) {
        steps.push({ kind: 'regularisation', avoir: event.avoir, invoice: null, shares: event.avoir.regularisation! });
        continue;
      }
      const imputed = imputeAvoir(dueAt(key), event.avoir);
      dues.set(key, imputed.due);
      const shares = event.avoir.regularisation !== undefined ? event.avoir.regularisation : imputed.regularisation;
      if (shares) steps.push({ kind: 'regularisation', avoir: event.avoir, invoice: invoiceById.get(key)!, shares });
      continue;
    }
    const payment = event.payment!;
    const invoice = invoiceById.get(payment.invoiceId) ?? null;
    // A payment on an avoir is a refund: money going out.
    const amountCents = ((invoice?.kind ?? payment.invoiceKind) === 'avoir' ? -1 : 1) * payment.amountCents;
    let shares: ReceiptShares = { tvaCents: 0, deboursCents: 0 };
    if (invoice) {
      const key = dueKeyOf(invoice);
      const due = dueAt(key);
      const reversed = payment.reversalOf ? sharesById.get(payment.reversalOf) : undefined;
      if (typeof payment.tvaCents === 'number')
        shares = { tvaCents: payment.tvaCents, deboursCents: payment.deboursCents ?? 0 };
      else if (reversed) shares = { tvaCents: -reversed.tvaCents, deboursCents: -reversed.deboursCents };
      else shares = allocateReceipt(due, amountCents).shares;
      dues.set(key, takeShares(due, amountCents, shares));
      sharesById.set(payment.id, shares);
    } else if (typeof payment.tvaCents === 'number')
      // Its invoice not read (a period's book): the shares it was recorded with.
      shares = { tvaCents: payment.tvaCents, deboursCents: payment.deboursCents ?? 0 };
    steps.push({ kind: 'payment', payment, invoice, amountCents, shares });
  }
  return { steps, dues };
}

/**
 * An issued invoice or avoir the cabinet's plateforme agréée receives: its buyer's electronic
 * address was sealed at issue (only while a platform is set up, to a business with a SIREN). The
 * list's « plateforme » mark and the server side's transmission read this one rule: an invoice
 * imported already issued — a cabinet's history — is never transmitted.
 */
export function goesToPlatform(invoice: {
  status: Invoice['status'];
  clientSnapshot: { electronicAddress?: string | null | undefined } | null;
}): boolean {
  return invoice.status === 'issued' && !!invoice.clientSnapshot?.electronicAddress;
}
