/**
 * Demandes de provision. A provision request is an issued document of its own — an invoice of kind
 * `provision`, numbered `DP-{year}-{NNNN}` in its own gap-free sequence, with its VAT — so it has
 * everything an invoice has: a draft, sealed identities and totals, payments, states, the audit.
 * What the cabinet receives on it is a receipt of the livre-journal with its VAT (services: VAT is
 * due on receipt, advances included). The dossier's final invoice then deducts the provisions
 * received, with the VAT and débours their receipts carried (shared-data `provisionDeduction`), and
 * its own payments carry only the rest: over the dossier, VAT of the receipts = VAT invoiced. Pure.
 */
import { boundedText, type Invoice, type InvoiceLine, MONEY_LIMITS, TEXT_LIMITS, type WithId } from 'shared-data';
import { centsToInput, parseEuros } from 'shared-ui';
import { z } from 'zod';
import { DESIGNATION_MAX, FRANCHISE_MENTION, type DraftFields } from './invoiceForm.ts';
import { collectionBase, computeTotals, type InvoiceTotals, type ProvisionDeduction } from 'shared-data/invoiceTotals';

export { documentTitle, KIND_LABELS } from './documentKind.ts';

export const DEFAULT_PROVISION_DESIGNATION = 'Provision sur frais et honoraires';

const amountText = (message: string, { required }: { required: boolean }) =>
  z.string().refine((value) => {
    if (!required && value.trim() === '') return true;
    const cents = parseEuros(value);
    return cents !== null && (required ? cents > 0 : cents >= 0) && cents <= MONEY_LIMITS.amountMaxCents;
  }, message);

export const provisionFormSchema = z
  .object({
    clientId: z.string().min(1, 'Choisissez le client à qui la provision est demandée.'),
    caseId: z.string().min(1, 'Choisissez le dossier : sa facture finale déduira la provision.'),
    designation: boundedText(DESIGNATION_MAX).min(1, 'Indiquez l’objet de la provision.'),
    amount: amountText('Indiquez le montant HT des honoraires demandés (par ex. 1 000,00).', { required: true }),
    vatRate: z.enum(['20', '0']),
    debours: amountText('Montant de débours invalide (par ex. 35,00), ou laissez vide.', { required: false }),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indiquez la date à laquelle la provision est attendue.'),
    paymentTerms: boundedText('mentions').min(1, 'Indiquez les conditions de paiement.'),
    vatExemptMention: boundedText(TEXT_LIMITS.mentions),
  })
  .superRefine((values, ctx) => {
    if (values.vatRate === '0' && !values.vatExemptMention.trim())
      ctx.addIssue({
        code: 'custom',
        path: ['vatExemptMention'],
        message: 'La provision est sans TVA : indiquez la mention légale d’exonération.',
      });
  });
export type ProvisionFormValues = z.infer<typeof provisionFormSchema>;

export function emptyProvisionForm({
  clientId = '',
  caseId = '',
  dueDate,
  franchise = false,
}: {
  clientId?: string;
  caseId?: string;
  dueDate: string;
  franchise?: boolean;
}): ProvisionFormValues {
  return {
    clientId,
    caseId,
    designation: DEFAULT_PROVISION_DESIGNATION,
    amount: '',
    vatRate: franchise ? '0' : '20',
    debours: '',
    dueDate,
    paymentTerms: 'Provision payable à réception, à déduire de la facture définitive.',
    vatExemptMention: franchise ? FRANCHISE_MENTION : '',
  };
}

/** The request's lines: the fees asked for (HT, with their VAT) and, if any, an advance on débours. */
export function provisionLines(values: Pick<ProvisionFormValues, 'designation' | 'amount' | 'vatRate' | 'debours'>) {
  const lines: InvoiceLine[] = [
    {
      kind: 'honoraires',
      designation: values.designation.trim(),
      quantity: 1,
      unitPriceCents: Math.max(0, parseEuros(values.amount) ?? 0),
      vatRate: values.vatRate === '20' ? 20 : 0,
    },
  ];
  const debours = parseEuros(values.debours) ?? 0;
  if (debours > 0)
    lines.push({
      kind: 'debours',
      designation: 'Provision sur débours',
      quantity: 1,
      unitPriceCents: debours,
      vatRate: 0,
    });
  return lines;
}

/** Live totals while typing. */
export function provisionTotals(values: Pick<ProvisionFormValues, 'designation' | 'amount' | 'vatRate' | 'debours'>) {
  return computeTotals(provisionLines({ ...values, designation: values.designation || 'Provision' }));
}

export function toProvisionDraftFields(values: ProvisionFormValues): DraftFields {
  const lines = provisionLines(values);
  return {
    clientId: values.clientId,
    caseId: values.caseId,
    lines,
    ...computeTotals(lines),
    dueDate: values.dueDate,
    paymentTerms: values.paymentTerms.trim(),
    periodStart: null,
    periodEnd: null,
    vatExemptMention: values.vatRate === '0' ? values.vatExemptMention.trim() || null : null,
  };
}

export function fromProvision(invoice: Invoice): ProvisionFormValues {
  const fees = invoice.lines.find((line) => line.kind !== 'debours');
  const debours = invoice.lines.find((line) => line.kind === 'debours');
  return {
    clientId: invoice.clientId,
    caseId: invoice.caseId ?? '',
    designation: fees?.designation ?? DEFAULT_PROVISION_DESIGNATION,
    amount: fees ? centsToInput(fees.unitPriceCents) : '',
    vatRate: fees?.vatRate === 0 ? '0' : '20',
    debours: debours ? centsToInput(debours.unitPriceCents) : '',
    dueDate: invoice.dueDate ?? '',
    paymentTerms: invoice.paymentTerms,
    vatExemptMention: invoice.vatExemptMention ?? '',
  };
}

type ProvisionDoc = Pick<
  Invoice,
  | 'kind'
  | 'status'
  | 'number'
  | 'clientId'
  | 'caseId'
  | 'paidCents'
  | 'deductedBy'
  | 'totalTtcCents'
  | 'totalTvaCents'
  | 'deboursCents'
  | 'netToPayCents'
>;

/**
 * Why this demande de provision cannot be deducted by `invoiceId` (a draft of that client and
 * dossier), in French, or null: it must be issued, of the same client and dossier, received by the
 * cabinet (funds still on CARPA are the client's), and deducted by no other invoice.
 */
export function deductionProblem(
  provision: ProvisionDoc | null,
  { invoiceId, clientId, caseId }: { invoiceId: string; clientId: string; caseId: string | null },
): string | null {
  if (provision?.kind !== 'provision' || provision.status !== 'issued')
    return 'Cette demande de provision est introuvable ou n’est pas émise.';
  const number = provision.number ?? '';
  if (provision.caseId !== caseId || provision.clientId !== clientId)
    return `La demande de provision ${number} concerne un autre client ou un autre dossier.`;
  if (provision.paidCents <= 0)
    return `Rien n’a encore été reçu par le cabinet sur la demande de provision ${number} : elle ne peut pas être déduite.`;
  if (provision.deductedBy && provision.deductedBy !== invoiceId)
    return `La demande de provision ${number} est déjà déduite d’une autre facture.`;
  return null;
}

/** The demandes de provision a draft of this dossier may deduct (its own included), oldest first. */
export function deductibleProvisions(
  invoices: readonly WithId<Invoice>[],
  { invoiceId, clientId, caseId }: { invoiceId: string | null; clientId: string; caseId: string },
): WithId<Invoice>[] {
  return invoices
    .filter((invoice) => !deductionProblem(invoice, { invoiceId: invoiceId ?? '', clientId, caseId }))
    .sort((a, b) => (a.number ?? '').localeCompare(b.number ?? ''));
}

/** The VAT and débours a final invoice's own payments still carry once its provisions are deducted. */
export function remainingShares(
  invoice: Pick<Invoice, 'totalTtcCents' | 'totalTvaCents' | 'deboursCents'> &
    Pick<InvoiceTotals, 'netToPayCents'> &
    Partial<Pick<ProvisionDeduction, 'provisionVatCents' | 'provisionDeboursCents'>>,
) {
  return collectionBase(invoice);
}

/**
 * Why a final invoice cannot deduct these provisions (French), or null: never more than its TTC,
 * nor more VAT or débours than it bills, and nothing left to collect without the VAT to go with it.
 */
export function deductionTotalsProblem(totals: InvoiceTotals & Partial<ProvisionDeduction>): string | null {
  if (totals.netToPayCents < 0) return 'Les provisions déduites dépassent le total TTC de la facture.';
  if (typeof totals.provisionVatCents !== 'number') return null;
  const rest = remainingShares(totals);
  if (rest.vatCents < 0)
    return 'Les provisions déduites portent plus de TVA que la facture : vérifiez les taux de TVA de la facture et des provisions.';
  if (rest.deboursCents < 0) return 'Les provisions déduites portent plus de débours que la facture n’en refacture.';
  if (rest.vatCents + rest.deboursCents > rest.baseCents)
    return 'Après déduction des provisions, le reste à payer ne couvre pas la TVA restant due : vérifiez les taux de TVA.';
  return null;
}
