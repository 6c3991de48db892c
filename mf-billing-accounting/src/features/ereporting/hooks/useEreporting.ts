/** Live reads of the e-reporting section: the cabinet's invoices (their VAT per rate) and its e-reports. */
import { type Ereport, type Invoice, paths, useCollection } from 'shared-data/store';

/** Two a month: four years of reports. */
export const LISTED_EREPORTS = 96;

export function useEreports(firmId: string | null) {
  return useCollection<Ereport>(
    firmId
      ? {
          collection: paths.ereports(firmId),
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: LISTED_EREPORTS,
        }
      : null,
  );
}

/** The same query as the book’s (useAccountingBook): Firestore serves identical queries from one listener. */
export function useSaleInvoices(firmId: string | null) {
  return useCollection<Invoice>(firmId ? { collection: paths.invoices(firmId) } : null);
}
