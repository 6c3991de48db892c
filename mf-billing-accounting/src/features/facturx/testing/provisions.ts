/**
 * Test-only: a dossier's final invoice that deducts demandes de provision (the model where each
 * provision is its own document, `provisionRequestIds`), issued through the real actions: two
 * requests issued, received by the cabinet — one in full, one carrying a provision on débours
 * received in part (its VAT and débours deducted pro rata) — then the invoice deducting both.
 */
import { seedCase } from 'shared-data/testing';
import { addDays } from 'shared-ui';
import { issueInvoice, saveDraft } from '../../invoices/api/invoiceActions.ts';
import { saveProvisionDraft } from '../../invoices/api/provisionActions.ts';
import { emptyInvoiceForm, type InvoiceLineValues } from '../../invoices/model/invoiceForm.ts';
import { emptyProvisionForm } from '../../invoices/model/provision.ts';
import { recordPayment } from '../../payments/api/paymentActions.ts';

export async function issueDeductingProvisions({
  firmId,
  uid,
  clientId,
  lines,
  issueDate,
}: {
  firmId: string;
  uid: string;
  clientId: string;
  lines: InvoiceLineValues[];
  /** The final invoice's; the requests are issued and received five days before. */
  issueDate: string;
}): Promise<{ id: string; provisionNumbers: string[] }> {
  const { id: caseId } = await seedCase({ clientIds: [clientId] });
  const before = (days: number) => addDays(issueDate, -days);
  const requests = [
    { amount: '250', debours: '', received: '300' },
    { amount: '100', debours: '13', received: '100' },
  ];
  const provisionIds: string[] = [];
  const provisionNumbers: string[] = [];
  for (const { amount, debours, received } of requests) {
    const form = emptyProvisionForm({ clientId, caseId, dueDate: before(1) });
    const id = await saveProvisionDraft({ firmId, uid, values: { ...form, amount, debours } });
    const { number } = await issueInvoice({ firmId, uid, id, issueDate: before(5) });
    await recordPayment({
      firmId,
      uid,
      invoiceId: id,
      values: { date: before(3), amount: received, method: 'virement', reference: '' },
      today: issueDate,
    });
    provisionIds.push(id);
    provisionNumbers.push(number);
  }
  const form = emptyInvoiceForm({ clientId, caseId, dueDate: before(-30), paymentTerms: 'Paiement à 30 jours.' });
  const values = { ...form, lines, provisionRequestIds: provisionIds, periodStart: before(14), periodEnd: before(1) };
  const id = await saveDraft({ firmId, uid, values });
  await issueInvoice({ firmId, uid, id, issueDate });
  return { id, provisionNumbers };
}
