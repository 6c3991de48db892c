/**
 * The FEC of a year read for the export: the year's payments, expenses and the documents its VAT
 * needs, each page after page (shared-data `queryInPages`; the three side by side), never all in one
 * query, with progress — the same documents and the same book as the screen's (useAccountingBook).
 */
import { type Expense, getDataStore, type Invoice, type Payment, paths, queryInPages } from 'shared-data';
import { buildBook } from '../model/book.ts';
import type { ExpenseLike, LedgerEntry, VatRegime } from '../model/ledger.ts';
import type { InvoiceLike, PaymentLike } from '../model/receipts.ts';
import { yearQuery } from '../hooks/useAccountingBook.ts';

export async function readYearLedger({
  firmId,
  year,
  regime,
  onProgress,
}: {
  firmId: string;
  year: number;
  regime: VatRegime;
  /** Documents read so far. */
  onProgress?: (read: number) => void;
}): Promise<LedgerEntry[]> {
  const store = getDataStore();
  let read = 0;
  const onPage = (count: number) => {
    read += count;
    onProgress?.(read);
  };
  // The three collections at once: the export waits for the longest, not for their sum.
  const [payments, expenses, invoices] = await Promise.all([
    queryInPages<Payment>(store, yearQuery(paths.payments(firmId), 'date', year), { onPage }),
    queryInPages<Expense>(store, yearQuery(paths.expenses(firmId), 'date', year), { onPage }),
    queryInPages<Invoice>(
      store,
      yearQuery(
        paths.invoices(firmId),
        'issueDate',
        year,
        regime === 'debits' ? [] : [{ field: 'kind', op: '==', value: 'avoir' }],
      ),
      { onPage },
    ),
  ]);
  return buildBook({
    payments: payments as unknown as PaymentLike[],
    invoices: invoices as unknown as InvoiceLike[],
    clients: [],
    expenses: expenses as unknown as ExpenseLike[],
    regime,
  }).ledger;
}
