import { RecordNotFound } from 'shared-ui';

/** An invoice that does not exist or belongs to another cabinet: the same page, no data. */
export function InvoiceNotFound() {
  return (
    <RecordNotFound
      title="Facture introuvable"
      what="Cette facture"
      kind="facture"
      back={{ to: '/app/billing', label: 'Retour aux factures' }}
    />
  );
}
