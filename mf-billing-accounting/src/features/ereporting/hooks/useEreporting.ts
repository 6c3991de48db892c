/** Live reads of the e-reporting section: a month's receipts and invoices, and the e-reports. */
import { useMemo } from 'react';
import { type Ereport, type Invoice, type Payment, paths, useCollection, useDocuments } from 'shared-data/store';
import type { JournalReceipt, SaleInvoice } from '../model/ereporting.ts';

/** Two a month: four years of reports. */
export const LISTED_EREPORTS = 96;

export function useEreports(firmId: string | null) {
  return useCollection<Ereport>(
    firmId
      ? {
          collection: paths.ereports(firmId),
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: LISTED_EREPORTS,
        }
      : null,
  );
}

/** A month's documents (`YYYY-MM`) by a date field. */
const monthQuery = (collection: string, field: string, period: string) => ({
  collection,
  where: [
    { field, op: '>=' as const, value: `${period}-01` },
    { field, op: '<=' as const, value: `${period}-31` },
  ],
  orderBy: [{ field }],
});

/**
 * What a month's reports are computed from: its receipts (each with the VAT and débours it was
 * recorded with), the invoices issued that month (sales to individuals) and those its receipts
 * settle (their VAT rates) — read by id, never the whole collection.
 */
export function useEreportingSources(
  firmId: string,
  period: string,
): { receipts: JournalReceipt[]; invoices: SaleInvoice[]; loading: boolean; error: string | null } {
  const payments = useCollection<Payment>(monthQuery(paths.payments(firmId), 'date', period));
  const issued = useCollection<Invoice>(monthQuery(paths.invoices(firmId), 'issueDate', period));
  const settledPaths = useMemo(() => {
    const known = new Set(issued.data.map((invoice) => invoice.id));
    const ids = [...new Set(payments.data.map((payment) => payment.invoiceId))].filter((id) => !known.has(id));
    return ids.sort().map((id) => paths.invoice(firmId, id));
  }, [firmId, payments.data, issued.data]);
  const settled = useDocuments<Invoice>(settledPaths);
  const receipts = useMemo(
    () =>
      payments.data.map((payment) => ({
        id: payment.id,
        date: payment.date,
        invoiceId: payment.invoiceId,
        // A payment on an avoir is a refund.
        amountCents: (payment.invoiceKind === 'avoir' ? -1 : 1) * payment.amountCents,
        tvaCents: payment.tvaCents ?? 0,
        deboursCents: payment.deboursCents ?? 0,
      })),
    [payments.data],
  );
  const invoices = useMemo(() => [...issued.data, ...settled.data], [issued.data, settled.data]);
  return {
    receipts,
    invoices,
    loading: payments.loading || issued.loading || settled.loading,
    error: payments.error ?? issued.error ?? settled.error,
  };
}
