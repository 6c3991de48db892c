/** Recording a payment: the receipt and the invoice's paid amount in one transaction, with the audit entry. */
import { DataError, getDataStore, paths, recordAudit, type Invoice, type Payment } from 'shared-data';
import { parseEurosToCents } from '../../../lib/amounts.ts';
import { remainingCents } from '../../../lib/invoiceState.ts';
import { paymentProblem, type PaymentFormValues } from '../model/paymentForm.ts';

export class PaymentRefused extends DataError {
  constructor(
    message: string,
    readonly field: 'amount' | 'date',
  ) {
    super('invalid-argument', message);
  }
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
  const amountCents = parseEurosToCents(values.amount) ?? 0;
  return store.runTransaction(async (tx) => {
    const invoice = (await tx.get<Invoice>(paths.invoice(firmId, invoiceId))).data;
    if (invoice?.status !== 'issued' || invoice.kind !== 'facture')
      throw new DataError('invalid-argument', 'Un paiement ne s’enregistre que sur une facture émise.');
    const remaining = remainingCents(invoice);
    const problem = paymentProblem({
      amountCents,
      remainingCents: remaining,
      date: values.date,
      issueDate: invoice.issueDate,
      today,
    });
    if (problem) throw new PaymentRefused(problem.message, problem.field);
    const now = new Date().toISOString();
    const payment: Payment = {
      invoiceId,
      invoiceNumber: invoice.number ?? '',
      clientId: invoice.clientId,
      clientName: invoice.clientSnapshot?.name ?? '',
      caseId: invoice.caseId,
      date: values.date,
      amountCents,
      method: values.method,
      reference: values.reference.trim(),
      createdBy: uid,
      createdAt: now,
    };
    tx.set(paths.payment(firmId, id), payment);
    tx.update(paths.invoice(firmId, invoiceId), {
      paidCents: invoice.paidCents + amountCents,
      lastPaymentDate:
        invoice.lastPaymentDate && invoice.lastPaymentDate > values.date ? invoice.lastPaymentDate : values.date,
      updatedAt: now,
    });
    recordAudit(tx, {
      firmId,
      uid,
      action: 'invoice.payment',
      target: paths.invoice(firmId, invoiceId),
      before: { paidCents: invoice.paidCents },
      after: { paidCents: invoice.paidCents + amountCents },
      details: {
        number: invoice.number,
        paymentId: id,
        amountCents,
        method: values.method,
        remainingCents: remaining - amountCents,
      },
    });
    return { id, remainingCents: remaining - amountCents };
  });
}
