/**
 * Recording a payment: the receipt and the invoice's paid amount in one transaction, with the audit
 * entry. Reversing one recorded by mistake: a counter-entry (negative receipt, with its reason) and
 * the invoice's paid amount lowered, in one transaction, with the audit entry — never a deletion.
 */
import {
  DataError,
  type DocumentStore,
  getDataStore,
  paths,
  recordAudit,
  type Invoice,
  PAYMENT_METHOD_LABELS,
  type Payment,
  type Transaction,
} from 'shared-data';
import { allocateReceipt, dueOf, remainingCents, settlementFields, takeShares } from 'shared-data/invoiceTotals';
import { paymentSearchTokens } from 'shared-data/search';
import { parseEuros } from 'shared-ui';
import { paymentProblem, type PaymentFormValues } from '../model/paymentForm.ts';
import { reversalId, reversalProblem, type ReversalFormValues } from '../model/reversal.ts';

export class PaymentRefused extends DataError {
  constructor(
    message: string,
    readonly field: 'amount' | 'date' | 'reason' | null,
  ) {
    super('invalid-argument', message);
  }
}

/** Why no payment may be received on this document now (French), or null. */
export function payableProblem(invoice: Invoice | null): string | null {
  if (invoice?.status !== 'issued' || (invoice.kind !== 'facture' && invoice.kind !== 'provision'))
    return 'Un paiement ne s’enregistre que sur une facture ou une demande de provision émise.';
  if (invoice.kind === 'provision' && invoice.deductedBy)
    return 'Cette provision est déjà déduite d’une facture : enregistrez le paiement sur la facture.';
  return null;
}

/**
 * Writes a receipt of `invoice` in the caller's transaction (reads done before): the payment with
 * the VAT and débours it carries (on what remained due), the invoice's paid amount and settlement,
 * the audit entry. Checked against what remains and the dates.
 */
export function writePayment(
  tx: Transaction,
  {
    firmId,
    uid,
    id,
    invoiceId,
    invoice,
    amountCents,
    date,
    method,
    reference,
    today,
    carpaMovementId,
  }: {
    firmId: string;
    uid: string;
    id: string;
    invoiceId: string;
    invoice: Invoice;
    amountCents: number;
    date: string;
    method: Payment['method'];
    reference: string;
    today: string;
    carpaMovementId?: string;
  },
): { remainingCents: number } {
  const remaining = remainingCents(invoice);
  const problem = paymentProblem({ amountCents, remainingCents: remaining, date, issueDate: invoice.issueDate, today });
  if (problem) throw new PaymentRefused(problem.message, problem.field);
  const now = new Date().toISOString();
  const { shares, due } = allocateReceipt(dueOf(invoice), amountCents);
  const paidCents = invoice.paidCents + amountCents;
  const payment: Payment = {
    invoiceId,
    invoiceNumber: invoice.number ?? '',
    invoiceKind: invoice.kind,
    ...(invoice.issueDate ? { invoiceDate: invoice.issueDate } : {}),
    clientId: invoice.clientId,
    clientName: invoice.clientSnapshot?.name ?? '',
    caseId: invoice.caseId,
    date,
    amountCents,
    method,
    reference: reference.trim(),
    ...(carpaMovementId ? { carpaMovementId } : {}),
    ...shares,
    createdBy: uid,
    createdAt: now,
  };
  payment.searchTokens = paymentSearchTokens(payment, PAYMENT_METHOD_LABELS[method]);
  tx.set(paths.payment(firmId, id), payment);
  tx.update(paths.invoice(firmId, invoiceId), {
    paidCents,
    ...settlementFields({ ...invoice, paidCents }, due),
    lastPaymentDate: invoice.lastPaymentDate && invoice.lastPaymentDate > date ? invoice.lastPaymentDate : date,
    updatedAt: now,
  });
  recordAudit(tx, {
    firmId,
    uid,
    action: 'invoice.payment',
    target: paths.invoice(firmId, invoiceId),
    before: { paidCents: invoice.paidCents },
    after: { paidCents: invoice.paidCents + amountCents },
    details: { number: invoice.number, paymentId: id, amountCents, method, remainingCents: remaining - amountCents },
  });
  return { remainingCents: remaining - amountCents };
}

export async function recordPayment({
  firmId,
  uid,
  invoiceId,
  values,
  today,
}: {
  firmId: string;
  uid: string;
  invoiceId: string;
  values: PaymentFormValues;
  today: string;
}): Promise<{ id: string; remainingCents: number }> {
  const store = getDataStore();
  const id = store.newId();
  const amountCents = parseEuros(values.amount) ?? 0;
  return store.runTransaction(async (tx) => {
    const invoice = (await tx.get<Invoice>(paths.invoice(firmId, invoiceId))).data;
    const refused = payableProblem(invoice);
    if (refused) throw new DataError('invalid-argument', refused);
    const written = writePayment(tx, {
      firmId,
      uid,
      id,
      invoiceId,
      invoice: invoice!,
      amountCents,
      date: values.date,
      method: values.method,
      reference: values.reference,
      today,
    });
    return { id, remainingCents: written.remainingCents };
  });
}

/**
 * Reverses a payment recorded by mistake: the counter-entry `{payment}-annulation` (the opposite
 * amount, the same invoice and method, the reason) in the livre-journal and the FEC, the invoice's
 * paid amount lowered by as much, and the audit entry with the reason — one transaction.
 */
export async function reversePayment({
  firmId,
  uid,
  paymentId,
  values,
  today,
  store = getDataStore(),
}: {
  firmId: string;
  uid: string;
  paymentId: string;
  values: ReversalFormValues;
  today: string;
  /** The app's document store by default; the emulator test gives each person a session of their own. */
  store?: DocumentStore;
}): Promise<{ id: string; remainingCents: number }> {
  const id = reversalId(paymentId);
  const reason = values.reason.trim();
  if (!reason) throw new PaymentRefused('Indiquez le motif de l’annulation.', 'reason');
  return store.runTransaction(async (tx) => {
    const payment = (await tx.get<Payment>(paths.payment(firmId, paymentId))).data;
    const alreadyReversed = (await tx.get<Payment>(paths.payment(firmId, id))).exists;
    const invoice = payment ? (await tx.get<Invoice>(paths.invoice(firmId, payment.invoiceId))).data : null;
    const problem = reversalProblem({ payment, alreadyReversed, invoice, date: values.date, today });
    if (problem) throw new PaymentRefused(problem.message, problem.field);
    const now = new Date().toISOString();
    const counterEntry: Payment = {
      invoiceId: payment!.invoiceId,
      invoiceNumber: payment!.invoiceNumber,
      invoiceKind: invoice!.kind,
      ...(invoice!.issueDate ? { invoiceDate: invoice!.issueDate } : {}),
      clientId: payment!.clientId,
      clientName: payment!.clientName,
      caseId: payment!.caseId,
      date: values.date,
      amountCents: -payment!.amountCents,
      method: payment!.method,
      reference: `Annulation du paiement du ${payment!.date.split('-').reverse().join('/')}`,
      reversalOf: paymentId,
      reason,
      // It takes back exactly what the payment carried (older payments: what it carries now).
      ...reversedShares(payment!, invoice!),
      createdBy: uid,
      createdAt: now,
    };
    counterEntry.searchTokens = paymentSearchTokens(counterEntry, PAYMENT_METHOD_LABELS[counterEntry.method]);
    const paidCents = invoice!.paidCents - payment!.amountCents;
    const due = takeShares(dueOf(invoice!), counterEntry.amountCents, {
      tvaCents: counterEntry.tvaCents,
      deboursCents: counterEntry.deboursCents,
    });
    tx.set(paths.payment(firmId, id), counterEntry);
    tx.update(paths.invoice(firmId, payment!.invoiceId), {
      paidCents,
      ...settlementFields({ ...invoice!, paidCents }, due),
      updatedAt: now,
    });
    recordAudit(tx, {
      firmId,
      uid,
      action: 'invoice.paymentReversal',
      target: paths.invoice(firmId, payment!.invoiceId),
      before: { paidCents: invoice!.paidCents },
      after: { paidCents },
      details: { number: invoice!.number, paymentId, reversalId: id, amountCents: payment!.amountCents, reason },
    });
    return { id, remainingCents: remainingCents({ ...invoice!, paidCents }) };
  });
}

/** The shares a counter-entry takes back: the opposite of what the payment carried. */
function reversedShares(payment: Payment, invoice: Invoice): { tvaCents: number; deboursCents: number } {
  // `0 - x`, not `-x`: the opposite of a zero share is 0, not -0 (a double for Firestore, refused).
  if (typeof payment.tvaCents === 'number')
    return { tvaCents: 0 - payment.tvaCents, deboursCents: 0 - payment.deboursCents };
  const { shares } = allocateReceipt(dueOf(invoice), -payment.amountCents);
  return shares;
}
