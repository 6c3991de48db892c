/**
 * The cabinet's book for one year, live: that year's payments and expenses (each receipt carries
 * the VAT and débours it was recorded with, the number, kind and date of what it settles and the
 * client's name: no invoice or client is read for them), the documents issued that year the VAT
 * totals need — every invoice and avoir on débits, the avoirs (their regularisations) otherwise —
 * and the billing settings. What a year costs does not grow with the cabinet's history.
 */
import { useMemo } from 'react';
import { type Expense, type Invoice, type Payment, paths, type Query, useCollection, useDocument } from 'shared-data';
import { type Book, buildBook, vatRegimeOf } from '../model/book.ts';
import type { ExpenseLike } from '../model/ledger.ts';
import type { InvoiceLike, PaymentLike } from '../model/receipts.ts';

export type AccountingBook = {
  book: Book;
  expenses: (Expense & { id: string })[];
  /** The year's invoices and avoirs the totals need (VAT on debits counts the issued ones). */
  invoices: InvoiceLike[];
  settings: Record<string, unknown> | null;
  loading: boolean;
  error: string | null;
};

/** A year's documents by a date field (its single-field index serves it). */
export function yearQuery(collection: string, field: string, year: number, where: Query['where'] = []): Query {
  return {
    collection,
    where: [...where, { field, op: '>=', value: `${year}-01-01` }, { field, op: '<=', value: `${year}-12-31` }],
    orderBy: [{ field }],
  };
}

/**
 * The years the book has records in, most recent first, and the current year: from the first
 * payment's or expense's year (two documents read, whatever the history).
 */
export function useBookYears(firmId: string | null, currentYear: number): number[] {
  const first = (collection: string): Query => ({ collection, orderBy: [{ field: 'date' }], limit: 1 });
  const payment = useCollection<Payment>(firmId ? first(paths.payments(firmId)) : null);
  const expense = useCollection<Expense>(firmId ? first(paths.expenses(firmId)) : null);
  return useMemo(() => {
    const starts = [...payment.data, ...expense.data].map((doc) => Number(doc.date.slice(0, 4)));
    const from = Math.min(currentYear, ...starts.filter(Number.isFinite));
    return Array.from({ length: currentYear - from + 1 }, (_, i) => currentYear - i);
  }, [payment.data, expense.data, currentYear]);
}

export function useAccountingBook(firmId: string | null, year: number): AccountingBook {
  const settings = useDocument<Record<string, unknown>>(firmId ? paths.settings(firmId, 'billing') : null);
  const regime = vatRegimeOf(settings.data);
  const payments = useCollection<Payment>(firmId ? yearQuery(paths.payments(firmId), 'date', year) : null);
  const expenses = useCollection<Expense>(firmId ? yearQuery(paths.expenses(firmId), 'date', year) : null);
  const invoices = useCollection<Invoice>(
    firmId && !settings.loading
      ? yearQuery(
          paths.invoices(firmId),
          'issueDate',
          year,
          regime === 'debits' ? [] : [{ field: 'kind', op: '==', value: 'avoir' }],
        )
      : null,
  );
  const book = useMemo(
    () =>
      buildBook({
        payments: payments.data as unknown as PaymentLike[],
        invoices: invoices.data as unknown as InvoiceLike[],
        clients: [],
        expenses: expenses.data as ExpenseLike[],
        regime,
      }),
    [payments.data, invoices.data, expenses.data, regime],
  );
  return {
    book,
    expenses: expenses.data,
    invoices: invoices.data as unknown as InvoiceLike[],
    settings: settings.data,
    loading: payments.loading || invoices.loading || expenses.loading || settings.loading,
    error: payments.error ?? invoices.error ?? expenses.error ?? settings.error,
  };
}
