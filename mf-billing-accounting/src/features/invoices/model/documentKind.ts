/** What an issued document is called: invoice, avoir, demande de provision. Type-only imports (the slots read it). */
import type { Invoice } from 'shared-data';

export const KIND_LABELS: Record<Invoice['kind'], string> = {
  facture: 'Facture',
  avoir: 'Avoir',
  provision: 'Demande de provision',
};

/** « Facture FA-2026-0003 », « Demande de provision DP-2026-0001 », « Brouillon de facture »… */
export function documentTitle(invoice: Pick<Invoice, 'kind' | 'status' | 'number'>): string {
  if (invoice.status === 'draft')
    return invoice.kind === 'provision' ? 'Brouillon de demande de provision' : 'Brouillon de facture';
  return `${KIND_LABELS[invoice.kind]} ${invoice.number ?? ''}`.trim();
}
