/**
 * E-invoicing reform: the rules both the browser and the server side apply to received invoices
 * and to the lifecycle shown on issued ones.
 */
/**
 * Where an issued invoice stands on the PA: `enAttente` (to deposit), `echec` (the PA could not be
 * reached or refused the credentials; the server retries), then the norm's lifecycle codes
 * (XP Z12-012 / CDAR): 200 Déposée … 212 Encaissée, 213 Rejetée.
 */
export const EINVOICE_STATUS_LABELS = {
  enAttente: 'À transmettre',
  echec: 'Transmission en échec',
  '200': 'Déposée',
  '201': 'Émise par la plateforme',
  '202': 'Reçue par la plateforme',
  '203': 'Mise à disposition',
  '204': 'Prise en charge',
  '205': 'Approuvée',
  '206': 'Approuvée partiellement',
  '207': 'En litige',
  '208': 'Suspendue',
  '209': 'Complétée',
  '210': 'Refusée',
  '211': 'Paiement transmis',
  '212': 'Encaissée',
  '213': 'Rejetée',
  '220': 'Annulée',
  '221': 'Erreur de routage',
} as const;
export type EinvoiceStatus = keyof typeof EINVOICE_STATUS_LABELS;

/**
 * The expense id of a received supplier invoice: one supplier SIREN and one invoice number make one
 * document, so a second reception (through the PA or by hand) finds the first and is refused.
 */
export function receivedInvoiceId(supplierSiren: string, invoiceNumber: string): string {
  const number = encodeURIComponent(invoiceNumber.trim().toUpperCase()).replace(/[%.]/g, '_');
  return `recue-${supplierSiren}-${number}`;
}

/** The French wording of a lifecycle status (« Déposée », « Encaissée »…). */
export function einvoiceStatusLabel(status: EinvoiceStatus): string {
  return EINVOICE_STATUS_LABELS[status];
}

/** Statuses after which the invoice cannot go further on the PA: it is corrected by an avoir and a new invoice. */
export const EINVOICE_FINAL_REFUSALS: readonly EinvoiceStatus[] = ['210', '213', '221'];
