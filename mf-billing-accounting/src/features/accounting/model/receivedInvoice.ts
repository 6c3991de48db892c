/**
 * A supplier's e-invoice imported by hand (Factur-X PDF, CII or UBL file) becoming an expense:
 * the form's prefilled values, the line that says what was read, the stored e-invoice fields and
 * the duplicate rule's id and message. The reading itself is shared-data's `einvoiceReader`,
 * loaded on demand by the hook; only its types are imported here.
 */
import type { ReceivedInvoice } from 'shared-data/einvoiceReader';
import { type Expense, type ExpenseCategory, receivedInvoiceId } from 'shared-data';
import { centsToInput, formatDate } from 'shared-ui';
import type { ExpenseFormValues } from './expenseForm.ts';

/** What the import read from the file, and the file itself (kept as the receipt). */
export type ImportedInvoice = {
  invoice: ReceivedInvoice;
  /** The form 2035 category the reader suggests (the user confirms it). */
  category: ExpenseCategory;
  /** The supplier's SIREN (or VAT number abroad) the duplicate rule keys on; null when it has neither. */
  supplierKey: string | null;
  file: File;
};

export const IMPORT_MESSAGES = {
  creditNote: (number: string) =>
    `Ce fichier est un avoir du fournisseur (n° ${number}), pas une facture : il réduit une dépense déjà enregistrée. Modifiez cette dépense plutôt que d’importer l’avoir.`,
  readerUnavailable:
    'Le lecteur de factures électroniques n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  unreadableFile: (fileName: string) =>
    `« ${fileName} » n’a pas pu être lu. Choisissez le fichier à nouveau, ou saisissez la dépense à la main.`,
  duplicate: (existing: Pick<Expense, 'supplier' | 'date'>, number: string) =>
    `Cette facture de ${existing.supplier} (n° ${number}) est déjà enregistrée : dépense du ${formatDate(existing.date)}.`,
} as const;

/** The expense form filled from the invoice; the payment method is left for the user to choose. */
export function importedExpenseValues({
  invoice,
  category,
}: Pick<ImportedInvoice, 'invoice' | 'category'>): ExpenseFormValues {
  return {
    date: invoice.issueDate,
    supplier: invoice.seller.name,
    category,
    reference: invoice.number,
    ht: centsToInput(invoice.totalHtCents),
    tva: centsToInput(invoice.totalVatCents),
    ttc: centsToInput(invoice.totalTtcCents),
    method: '',
  };
}

/** « Facture n° F-2026-00417 du 2 avr. 2026 — 3 taux de TVA ». */
export function importedInvoiceSummary({ invoice }: Pick<ImportedInvoice, 'invoice'>): string {
  const rates = new Set(invoice.vatBreakdown.filter((row) => row.rate > 0).map((row) => row.rate)).size;
  const vat = rates === 0 ? 'sans TVA' : `${rates} taux de TVA`;
  return `Facture n° ${invoice.number} du ${formatDate(invoice.issueDate)} — ${vat}`;
}

/** The fields that record where the expense came from and what the supplier's invoice stated. */
export function importedExpenseFields({
  invoice,
}: Pick<ImportedInvoice, 'invoice'>): Required<Pick<Expense, 'source' | 'einvoice'>> & Pick<Expense, 'supplierSiren'> {
  return {
    ...(invoice.seller.siren ? { supplierSiren: invoice.seller.siren } : {}),
    source: 'fichier',
    einvoice: {
      syntax: invoice.syntax,
      flowId: null,
      issueDate: invoice.issueDate,
      vatBreakdown: invoice.vatBreakdown,
    },
  };
}

/** Editing keeps where an expense came from and what its e-invoice stated (the form does not show them). */
export function keptOriginFields(
  previous: Expense | null | undefined,
): Pick<Expense, 'supplierSiren' | 'source' | 'einvoice'> {
  return {
    ...(previous?.supplierSiren ? { supplierSiren: previous.supplierSiren } : {}),
    ...(previous?.source ? { source: previous.source } : {}),
    ...(previous?.einvoice ? { einvoice: previous.einvoice } : {}),
  };
}

/**
 * The expense id of an imported invoice: one supplier and one number make one document, the same
 * id a reception through the plateforme gives it — so either finds the other. Null when the
 * supplier has neither SIREN nor VAT number (then nothing can tell a duplicate).
 */
export function importedExpenseId({
  invoice,
  supplierKey,
}: Pick<ImportedInvoice, 'invoice' | 'supplierKey'>): string | null {
  return supplierKey ? receivedInvoiceId(supplierKey, invoice.number) : null;
}

/** Where an expense came from, for the list (nothing for one typed by hand). */
export function expenseOriginLabel(source: Expense['source']): string | null {
  if (source === 'plateforme') return 'Reçue par la plateforme';
  if (source === 'fichier') return 'Importée';
  return null;
}
