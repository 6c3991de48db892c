/**
 * The billing exports in French conventions: `;` separator, decimal comma, UTF-8 with BOM,
 * dates JJ/MM/AAAA, one header row, CRLF line ends; fields quoted only when needed. Pure.
 */
import { type Invoice, PAYMENT_METHOD_LABELS, type Payment } from 'shared-data';
import { csvAmount, formatIsoDay, toCsv } from 'shared-ui';
import { INVOICE_STATE_LABELS, invoiceState, remainingCents } from 'shared-data/invoiceTotals';

export const INVOICE_COLUMNS = [
  'Numéro',
  'Type',
  'Date d\u2019émission',
  'Échéance',
  'Client',
  'SIREN client',
  'Dossier',
  'Total HT',
  'Total TVA',
  'Total TTC',
  'Débours',
  'Provision déduite',
  'Net à payer',
  'Réglé',
  'Reste dû',
  'Statut',
] as const;

export const PAYMENT_COLUMNS = ['Date', 'Facture', 'Client', 'Dossier', 'Montant', 'Mode', 'Référence'] as const;

/** `2026-03-14` → `14/03/2026`; empty when absent. */
export function csvDate(day: string | null | undefined): string {
  return day ? formatIsoDay(day.slice(0, 10)) : '';
}

/** Issued invoices and avoirs whose issue date is within [from, to] (inclusive; empty bound = open). */
export function inPeriod(day: string | null, { from, to }: { from: string; to: string }): boolean {
  if (!day) return false;
  return (!from || day >= from) && (!to || day <= to);
}

export type ExportLookups = {
  clientNames: ReadonlyMap<string, string>;
  caseReferences: ReadonlyMap<string, string>;
};

export function invoicesCsv({
  invoices,
  lookups,
  today,
}: {
  invoices: readonly Invoice[];
  lookups: ExportLookups;
  today: string;
}): string {
  const rows = [...invoices]
    .filter((invoice) => invoice.status === 'issued')
    .sort((a, b) => ((a.number ?? '') < (b.number ?? '') ? -1 : 1))
    .map((invoice) => {
      const sign = invoice.kind === 'avoir' ? -1 : 1;
      const amount = (cents: number) => csvAmount(sign * cents);
      return [
        invoice.number ?? '',
        invoice.kind === 'avoir' ? 'Avoir' : invoice.kind === 'provision' ? 'Demande de provision' : 'Facture',
        csvDate(invoice.issueDate),
        invoice.kind === 'avoir' ? '' : csvDate(invoice.dueDate),
        invoice.clientSnapshot?.name ?? lookups.clientNames.get(invoice.clientId) ?? '',
        invoice.clientSnapshot?.siren ?? '',
        invoice.caseId ? (lookups.caseReferences.get(invoice.caseId) ?? '') : '',
        amount(invoice.totalHtCents),
        amount(invoice.totalTvaCents),
        amount(invoice.totalTtcCents),
        amount(invoice.deboursCents),
        amount(invoice.provisionCents),
        amount(invoice.netToPayCents),
        csvAmount(invoice.paidCents),
        csvAmount(remainingCents(invoice)),
        INVOICE_STATE_LABELS[invoiceState(invoice, today)],
      ];
    });
  return toCsv(INVOICE_COLUMNS, rows);
}

export function paymentsCsv({ payments, lookups }: { payments: readonly Payment[]; lookups: ExportLookups }): string {
  const rows = [...payments]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((payment) => [
      csvDate(payment.date),
      payment.invoiceNumber,
      payment.clientName || (lookups.clientNames.get(payment.clientId) ?? ''),
      payment.caseId ? (lookups.caseReferences.get(payment.caseId) ?? '') : '',
      csvAmount(payment.amountCents),
      PAYMENT_METHOD_LABELS[payment.method],
      payment.reference,
    ]);
  return toCsv(PAYMENT_COLUMNS, rows);
}

/** `factures-2026-01-01_2026-03-31.csv` */
export function exportFileName(kind: 'factures' | 'paiements' | 'pdf', { from, to }: { from: string; to: string }) {
  const period = `${from || 'debut'}_${to || 'fin'}`;
  return kind === 'pdf' ? `factures-pdf-${period}.zip` : `${kind}-${period}.csv`;
}
