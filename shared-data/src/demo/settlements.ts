/**
 * What the app records with each payment and invoice (invoiceTotals.ts): the VAT and débours a
 * receipt carries (the kind and date of what it settles, its search tokens), an invoice's settlement and what remains due, an avoir's regularisation —
 * written into generated documents by replaying each cabinet's history, so that the demo and the
 * benchmark cabinets hold exactly what recording them through the app would have stored.
 */
import {
  initialDue,
  type ReplayedInvoice,
  type ReplayedPayment,
  replaySettlements,
  settlementFields,
} from '../invoiceTotals.ts';
import { type Invoice, PAYMENT_METHOD_LABELS, type Payment } from '../schemas.ts';
import { paymentSearchTokens } from '../search.ts';
import type { DemoDocument } from './basics.ts';

const INVOICE = /^firms\/([^/]+)\/invoices\/([^/]+)$/;
const PAYMENT = /^firms\/([^/]+)\/payments\/([^/]+)$/;

/** Completes `documents` in place (their data objects) and returns them. */
export function withSettlements(documents: DemoDocument[]): DemoDocument[] {
  const firms = new Map<string, { invoices: (ReplayedInvoice & Invoice)[]; payments: ReplayedPayment[] }>();
  const firm = (id: string) => {
    let entry = firms.get(id);
    if (!entry) {
      entry = { invoices: [], payments: [] };
      firms.set(id, entry);
    }
    return entry;
  };
  for (const [path, data] of documents) {
    const invoice = INVOICE.exec(path);
    if (invoice) firm(invoice[1]!).invoices.push(Object.assign(data, { id: invoice[2]! }) as never);
    const payment = PAYMENT.exec(path);
    if (payment) firm(payment[1]!).payments.push(Object.assign(data, { id: payment[2]! }) as never);
  }
  for (const { invoices, payments } of firms.values()) {
    const issued = invoices.filter((invoice) => invoice.status === 'issued');
    const { steps, dues } = replaySettlements({ invoices: issued, payments });
    for (const step of steps) {
      if (step.kind === 'payment') {
        const payment = step.payment as ReplayedPayment & Payment;
        Object.assign(
          payment,
          step.shares,
          step.invoice
            ? {
                invoiceKind: step.invoice.kind,
                ...(step.invoice.issueDate ? { invoiceDate: step.invoice.issueDate } : {}),
              }
            : {},
        );
        payment.searchTokens = paymentSearchTokens(payment, PAYMENT_METHOD_LABELS[payment.method]);
      } else (step.avoir as Invoice).regularisation = step.shares;
    }
    for (const invoice of invoices) {
      const collecting = invoice.status === 'issued' && invoice.kind !== 'avoir';
      Object.assign(
        invoice,
        settlementFields(invoice, collecting ? (dues.get(invoice.id) ?? initialDue(invoice)) : undefined),
      );
      if (invoice.status === 'issued' && invoice.kind === 'avoir' && invoice.regularisation === undefined)
        invoice.regularisation = null;
    }
  }
  // The ids were only needed here: documents are stored by path.
  for (const { invoices, payments } of firms.values())
    for (const doc of [...invoices, ...payments]) delete (doc as { id?: string }).id;
  return documents;
}
