/** The invoice detail's facts: client, dossier, dates, corrected invoice, period, terms, VAT mention. */
import type { Invoice } from 'shared-data';
import { DescriptionList, formatDate, Link } from 'shared-ui';

export function InvoiceFacts({
  invoice,
  clientName,
  caseReference,
}: {
  invoice: Invoice;
  clientName: string;
  caseReference: string;
}) {
  return (
    <DescriptionList
      items={[
        { term: 'Client', value: clientName },
        {
          term: 'Dossier',
          value: invoice.caseId ? <a href={`/app/cases/${invoice.caseId}`}>{caseReference}</a> : '—',
        },
        { term: 'Date d’émission', value: invoice.issueDate ? formatDate(invoice.issueDate) : 'Non émise' },
        ...(invoice.kind === 'avoir'
          ? [
              {
                term: 'Facture corrigée',
                value: <Link to={`/app/billing?facture=${invoice.creditFor}`}>{invoice.creditForNumber}</Link>,
              },
            ]
          : [{ term: 'Échéance', value: invoice.dueDate ? formatDate(invoice.dueDate) : '—' }]),
        {
          term: 'Période des prestations',
          value:
            invoice.periodStart && invoice.periodEnd
              ? `du ${formatDate(invoice.periodStart)} au ${formatDate(invoice.periodEnd)}`
              : '—',
        },
        { term: 'Conditions de paiement', value: invoice.paymentTerms },
        ...(invoice.vatExemptMention ? [{ term: 'Mention TVA', value: invoice.vatExemptMention }] : []),
      ]}
    />
  );
}
