/** The invoice PDF's « Conditions et mentions »: payment terms, the written mentions (mentions.ts), the bank details. */
import type { ClientSnapshot, Invoice, IssuerSnapshot } from 'shared-data';
import { type Ctx, frDay, write } from './pdfLayout.ts';
import { invoiceNotes, provisionMentions } from './mentions.ts';

export function drawConditions(
  ctx: Ctx,
  { invoice, issuer, client }: { invoice: Invoice; issuer: IssuerSnapshot; client: ClientSnapshot },
) {
  const isAvoir = invoice.kind === 'avoir';
  write(ctx, 'Conditions et mentions', { size: 10, bold: true });
  const bankDetails = issuer.iban
    ? `Règlement par virement — IBAN ${issuer.iban}${issuer.bic ? ` — BIC ${issuer.bic}` : ''}`
    : null;
  const dueLine = `Conditions de paiement : ${invoice.paymentTerms} Échéance : ${frDay(invoice.dueDate)}.`;
  const mentions =
    invoice.kind === 'provision'
      ? [
          ...provisionMentions({ invoice, issuer }),
          dueLine,
          bankDetails ? `${bankDetails} — référence à rappeler : ${invoice.number}` : null,
        ]
      : [
          isAvoir
            ? `Avoir sur la facture ${invoice.creditForNumber ?? ''}${invoice.creditForIssueDate ? ` du ${frDay(invoice.creditForIssueDate)}` : ''}.`
            : dueLine,
          // The notes its Factur-X XML carries (mentions.ts), in the same words.
          ...invoiceNotes({ invoice, issuer, client }).map((note) => note.text),
          isAvoir ? null : bankDetails,
        ];
  for (const mention of mentions) if (mention) write(ctx, mention, { size: 8.5 });
}
