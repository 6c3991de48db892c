/**
 * Reversing a payment recorded by mistake: never a deletion (the livre-journal is append-only) but a
 * counter-entry — the same amount, negative, on the same invoice, with a mandatory reason — written
 * with the invoice's `paidCents` lowered. One per payment: its id is `{payment}-annulation`. Pure.
 */
import { boundedText, type Invoice, type Payment } from 'shared-data';
import { z } from 'zod';

export const reversalId = (paymentId: string) => `${paymentId}-annulation`;

export const reversalFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indiquez la date de la contre-passation.'),
  reason: boundedText('message').refine(
    (value) => value.trim().length > 0,
    'Indiquez le motif de l’annulation : il figure au livre-journal et à l’historique.',
  ),
});
export type ReversalFormValues = z.infer<typeof reversalFormSchema>;

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** Why this payment cannot be reversed (French, with the field it concerns), or null. */
export function reversalProblem({
  payment,
  alreadyReversed,
  invoice,
  date,
  today,
}: {
  payment: Pick<Payment, 'amountCents' | 'date' | 'reversalOf' | 'carpaMovementId'> | null;
  alreadyReversed: boolean;
  invoice: Pick<Invoice, 'kind' | 'paidCents' | 'deductedBy'> | null;
  date: string;
  today: string;
}): { field: 'date' | 'reason' | null; message: string } | null {
  if (!payment || !invoice) return { field: null, message: 'Paiement introuvable.' };
  if (payment.reversalOf || payment.amountCents < 0)
    return { field: null, message: 'Une contre-passation ne s’annule pas : enregistrez de nouveau le paiement.' };
  if (alreadyReversed) return { field: null, message: 'Ce paiement est déjà annulé.' };
  if (payment.carpaMovementId)
    return {
      field: null,
      message:
        'Ce règlement est un prélèvement d’honoraires sur CARPA : les fonds du client ne reviennent sur son compte CARPA que par un mouvement CARPA.',
    };
  if (invoice.kind === 'provision' && invoice.deductedBy)
    return {
      field: null,
      message:
        'Cette provision est déduite d’une facture : retirez-la d’abord du brouillon (ou, la facture émise, établissez un avoir total).',
    };
  if (invoice.paidCents < payment.amountCents)
    return { field: null, message: 'Le montant réglé de la facture est inférieur à ce paiement : rien à annuler.' };
  if (date < payment.date)
    return { field: 'date', message: `La contre-passation ne peut précéder le paiement (${frenchDay(payment.date)}).` };
  if (date > today) return { field: 'date', message: 'La contre-passation ne peut pas être datée dans le futur.' };
  return null;
}
