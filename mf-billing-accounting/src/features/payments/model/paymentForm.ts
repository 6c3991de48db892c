/** Recording a payment: the form schema (French messages) and the check against what remains due. Pure. */
import { boundedText, formatCentsForMessage } from 'shared-data';
import { z } from 'zod';
import { parseEuros } from 'shared-ui';

export const paymentFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Indiquez la date du paiement.'),
  amount: z.string().refine((v) => (parseEuros(v) ?? 0) > 0, 'Indiquez un montant positif (par ex. 250,00).'),
  method: z.enum(['virement', 'cheque', 'carte', 'especes', 'carpa', 'prelevement'], 'Choisissez le mode de paiement.'),
  reference: boundedText('name'),
});
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

/** A payment above what remains is refused with the amount that remains; none before the issue date. */
export function paymentProblem({
  amountCents,
  remainingCents,
  date,
  issueDate,
  today,
}: {
  amountCents: number;
  remainingCents: number;
  date: string;
  issueDate: string | null;
  today: string;
}): { field: 'amount' | 'date'; message: string } | null {
  if (remainingCents <= 0) return { field: 'amount', message: 'Cette facture est déjà entièrement réglée.' };
  if (amountCents > remainingCents)
    return {
      field: 'amount',
      message: `Le paiement dépasse le reste dû : il reste ${formatCentsForMessage(remainingCents)} à régler.`,
    };
  if (issueDate && date < issueDate)
    return { field: 'date', message: 'Le paiement ne peut précéder l’émission de la facture.' };
  if (date > today) return { field: 'date', message: 'Le paiement ne peut pas être daté dans le futur.' };
  return null;
}
