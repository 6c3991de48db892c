/**
 * The invoice editor's form: typed values (strings, as the inputs hold them), their zod schema
 * with French messages, and the mapping to/from the stored draft. Pure.
 */
import { boundedText, MONEY_LIMITS, type Invoice, type InvoiceLine, TEXT_LIMITS } from 'shared-data';
import { z } from 'zod';
import { centsToInput, parseEuros } from 'shared-ui';
import { computeTotals, type InvoiceTotals, type ProvisionDeduction } from 'shared-data/invoiceTotals';

/** A quantity typed in French, "1,5" → 1.5 (at most 3 decimals); null otherwise. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** 1.5 → "1,5": the value of a quantity input. */
export function quantityToInput(quantity: number): string {
  return String(quantity).replace('.', ',');
}

export const LINE_KIND_LABELS: Record<InvoiceLine['kind'], string> = {
  honoraires: 'Honoraires',
  emoluments: 'Émoluments',
  debours: 'Débours',
};
export const DEFAULT_EXEMPT_MENTION = 'Exonération de TVA, art. 261 du CGI';
export const FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';

/** A line's designation: a few lines on the invoice (shared-data's limit is TEXT_LIMITS.summary). */
export const DESIGNATION_MAX = 300;

const lineSchema = z
  .object({
    kind: z.enum(['honoraires', 'emoluments', 'debours']),
    designation: boundedText(DESIGNATION_MAX).min(1, 'Indiquez la désignation de la ligne.'),
    quantity: z.string().refine((v) => {
      const q = parseQuantity(v);
      return q !== null && q > 0 && q <= 100_000;
    }, 'Quantité invalide (nombre positif, 3 décimales au plus, par ex. 1,5).'),
    unitPrice: z.string().refine((v) => {
      const cents = parseEuros(v);
      return cents !== null && cents >= 0 && cents <= MONEY_LIMITS.amountMaxCents;
    }, 'Prix unitaire HT invalide (par ex. 250,00 ; 10 000 000,00 € au plus).'),
    vatRate: z.enum(['20', '0']),
    timeEntryIds: z.array(z.string()),
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'debours' && line.vatRate !== '0')
      ctx.addIssue({
        code: 'custom',
        path: ['vatRate'],
        message: 'Les débours sont hors TVA : choisissez « Hors TVA ».',
      });
  });

export const invoiceFormSchema = z
  .object({
    clientId: z.string().min(1, 'Choisissez le client facturé.'),
    caseId: z.string(),
    lines: z.array(lineSchema).min(1, 'Ajoutez au moins une ligne.'),
    /** A provision typed by hand (older drafts): what it deducts has no VAT breakdown. */
    provision: z.string().refine((v) => v.trim() === '' || (parseEuros(v) ?? -1) >= 0, 'Provision invalide.'),
    /** The dossier's demandes de provision received, deducted with their VAT. */
    provisionRequestIds: z.array(z.string()).optional(),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indiquez la date d’échéance.'),
    paymentTerms: boundedText('mentions').min(1, 'Indiquez les conditions de paiement.'),
    periodStart: z.string(),
    periodEnd: z.string(),
    vatExemptMention: boundedText(TEXT_LIMITS.mentions),
    /** Grouped time lines: the relevé des diligences appended to the PDF (absent: appended). */
    statementOfWork: z.boolean().optional(),
  })
  .superRefine((values, ctx) => {
    const exempt = values.lines.some((line) => line.kind !== 'debours' && line.vatRate === '0');
    if (exempt && !values.vatExemptMention.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['vatExemptMention'],
        message: 'Une ligne est exonérée de TVA : indiquez la mention légale d’exonération.',
      });
    if (values.periodStart && values.periodEnd && values.periodEnd < values.periodStart)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'La fin de la période précède son début.' });
    if ((values.provisionRequestIds ?? []).length > 0 && (parseEuros(values.provision) ?? 0) > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['provision'],
        message: 'Déduisez soit les demandes de provision reçues, soit un montant saisi, pas les deux.',
      });
    const totals = totalsOfForm(values);
    if (totals && totals.netToPayCents < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['provision'],
        message: 'La provision déduite dépasse le total TTC de la facture.',
      });
  });

export type InvoiceLineValues = z.infer<typeof lineSchema>;
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;

/** A new line; débours, and every line of a cabinet under the VAT franchise, are without VAT. */
export function emptyLine(kind: InvoiceLine['kind'] = 'honoraires', { franchise = false } = {}): InvoiceLineValues {
  return {
    kind,
    designation: '',
    quantity: '1',
    unitPrice: '',
    vatRate: kind === 'debours' || franchise ? '0' : '20',
    timeEntryIds: [],
  };
}

export function emptyInvoiceForm({
  clientId = '',
  caseId = '',
  dueDate,
  paymentTerms,
  franchise = false,
}: {
  clientId?: string;
  caseId?: string;
  dueDate: string;
  paymentTerms: string;
  franchise?: boolean;
}): InvoiceFormValues {
  return {
    clientId,
    caseId,
    lines: [],
    provision: '',
    provisionRequestIds: [],
    dueDate,
    paymentTerms,
    periodStart: '',
    periodEnd: '',
    vatExemptMention: franchise ? FRANCHISE_MENTION : '',
    statementOfWork: true,
  };
}

export function toLine(values: InvoiceLineValues): InvoiceLine {
  return {
    kind: values.kind,
    designation: values.designation.trim(),
    quantity: parseQuantity(values.quantity) ?? 0,
    unitPriceCents: parseEuros(values.unitPrice) ?? 0,
    vatRate: values.kind === 'debours' ? 0 : values.vatRate === '20' ? 20 : 0,
    ...(values.timeEntryIds.length ? { timeEntryIds: values.timeEntryIds } : {}),
  };
}

/**
 * Live totals while typing: lines that do not parse yet count as 0. `deduction`: what the chosen
 * demandes de provision deduct (read from them); otherwise the provision typed by hand, if any.
 */
export function totalsOfForm(
  values: Pick<InvoiceFormValues, 'lines' | 'provision' | 'provisionRequestIds'>,
  deduction?: ProvisionDeduction | null,
): InvoiceTotals & Partial<ProvisionDeduction> {
  const lines = values.lines.map((line) => {
    const parsed = toLine(line);
    return { ...parsed, quantity: parsed.quantity || 0 };
  });
  if ((values.provisionRequestIds ?? []).length > 0 && deduction)
    return { ...computeTotals(lines, deduction.provisionCents), ...deduction };
  return computeTotals(lines, Math.max(0, parseEuros(values.provision) ?? 0));
}

export type DraftFields = InvoiceTotals &
  Partial<ProvisionDeduction> &
  Pick<
    Invoice,
    | 'clientId'
    | 'caseId'
    | 'lines'
    | 'dueDate'
    | 'paymentTerms'
    | 'periodStart'
    | 'periodEnd'
    | 'vatExemptMention'
    | 'statementOfWork'
  >;

const NO_DEDUCTION: ProvisionDeduction = {
  provisionCents: 0,
  provisionVatCents: 0,
  provisionDeboursCents: 0,
  provisionRequestIds: [],
};

/**
 * The totals a draft stores: with the demandes de provision it deducts (`deduction`, read from them
 * in the saving transaction), or the provision typed by hand (older drafts: no VAT breakdown), or
 * nothing deducted — which is stored as an empty deduction, so the invoice's payments carry its VAT.
 */
export function draftTotals(
  lines: readonly InvoiceLine[],
  values: Pick<InvoiceFormValues, 'provision' | 'provisionRequestIds'>,
  deduction?: ProvisionDeduction | null,
): InvoiceTotals & Partial<ProvisionDeduction> {
  if ((values.provisionRequestIds ?? []).length > 0) {
    const taken = deduction ?? { ...NO_DEDUCTION, provisionRequestIds: values.provisionRequestIds ?? [] };
    return { ...computeTotals(lines, taken.provisionCents), ...taken };
  }
  const typed = parseEuros(values.provision) ?? 0;
  if (typed > 0) return computeTotals(lines, typed);
  return { ...computeTotals(lines, 0), ...NO_DEDUCTION };
}

/** Validated values → the stored draft's fields (its live totals; issuing seals them by the same computation). */
export function toDraftFields(values: InvoiceFormValues, deduction?: ProvisionDeduction | null): DraftFields {
  const lines = values.lines.map(toLine);
  const totals = draftTotals(lines, values, deduction);
  return {
    clientId: values.clientId,
    caseId: values.caseId || null,
    lines,
    ...totals,
    dueDate: values.dueDate,
    paymentTerms: values.paymentTerms.trim(),
    periodStart: values.periodStart || null,
    periodEnd: values.periodEnd || null,
    vatExemptMention: values.vatExemptMention.trim() || null,
    statementOfWork: values.statementOfWork !== false,
  };
}

export function fromInvoice(invoice: Invoice): InvoiceFormValues {
  return {
    clientId: invoice.clientId,
    caseId: invoice.caseId ?? '',
    lines: invoice.lines.map((line) => ({
      kind: line.kind,
      designation: line.designation,
      quantity: quantityToInput(line.quantity),
      unitPrice: centsToInput(line.unitPriceCents),
      vatRate: line.vatRate === 20 ? '20' : '0',
      timeEntryIds: line.timeEntryIds ?? [],
    })),
    // A provision typed by hand only on older drafts (no breakdown); otherwise the demandes deducted.
    provision:
      invoice.provisionCents && typeof invoice.provisionVatCents !== 'number'
        ? centsToInput(invoice.provisionCents)
        : '',
    provisionRequestIds: invoice.provisionRequestIds ?? [],
    dueDate: invoice.dueDate ?? '',
    paymentTerms: invoice.paymentTerms,
    periodStart: invoice.periodStart ?? '',
    periodEnd: invoice.periodEnd ?? '',
    vatExemptMention: invoice.vatExemptMention ?? '',
    statementOfWork: invoice.statementOfWork !== false,
  };
}
