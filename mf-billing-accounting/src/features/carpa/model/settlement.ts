/**
 * A demande de provision (or an invoice) settled through the dossier's CARPA account. Pure.
 *
 * The rule applied: for services, VAT is due when the price is received — advances included (CGI
 * art. 269 2 c). Funds paid into the CARPA belong to the client (they sit on the dossier's
 * sub-account, outside the cabinet's accounts) until the cabinet takes its fees from them with the
 * client's written authorisation (carpa.ts). So a provision paid to CARPA is a `depot` of the
 * dossier's ledger — no receipt, no VAT yet — and the cabinet receives the money, and the VAT
 * becomes due, on the day the fees are taken: that withdrawal writes the receipt (a payment by
 * `carpa`, dated the withdrawal) in the same transaction as the `honoraires` movement.
 */
import { boundedText, type CarpaMovement } from 'shared-data';
import { isIsoDay, parseEuros } from 'shared-ui';
import { z } from 'zod';
import { CARPA_MESSAGES } from './carpa.ts';

const amount = z
  .string()
  .refine((value) => (parseEuros(value) ?? 0) > 0, 'Saisissez un montant positif, par exemple 500 ou 1 250,50.');
const day = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** « Reçue sur le compte CARPA du dossier »: the funds of the client, deposited for this request. */
export const carpaDepositSchema = z.object({
  date: day('Saisissez la date de réception des fonds.'),
  amount,
  counterparty: boundedText('name'),
});
export type CarpaDepositValues = z.infer<typeof carpaDepositSchema>;

/** « Prélever les honoraires sur CARPA »: with the client's written authorisation. */
export const carpaFeesSchema = z
  .object({
    date: day('Saisissez la date du prélèvement.'),
    amount,
    authorisationDate: z.string(),
    authorisationReference: boundedText('title'),
  })
  .superRefine((values, context) => {
    if (!isIsoDay(values.authorisationDate))
      context.addIssue({ code: 'custom', path: ['authorisationDate'], message: CARPA_MESSAGES.authorisationDate });
    else if (isIsoDay(values.date) && values.authorisationDate > values.date)
      context.addIssue({ code: 'custom', path: ['authorisationDate'], message: CARPA_MESSAGES.authorisationFuture });
    if (!values.authorisationReference.trim())
      context.addIssue({
        code: 'custom',
        path: ['authorisationReference'],
        message: CARPA_MESSAGES.authorisationProof,
      });
  });
export type CarpaFeesValues = z.infer<typeof carpaFeesSchema>;

/** What the dossier's CARPA account holds for this document: deposited for it, minus the fees taken for it. */
export function heldOnCarpaFor(
  movements: readonly Pick<CarpaMovement, 'kind' | 'amountCents' | 'invoiceId'>[],
  invoiceId: string,
): number {
  let held = 0;
  for (const movement of movements) {
    if (movement.invoiceId !== invoiceId) continue;
    if (movement.kind === 'depot') held += movement.amountCents;
    if (movement.kind === 'honoraires') held -= movement.amountCents;
  }
  return Math.max(0, held);
}
