/** The cabinet's book, live: payments, invoices, clients, expenses and the billing settings. */
import { useMemo } from 'react';
import { type Client, type Expense, type Invoice, type Payment, paths, useCollection, useDocument } from 'shared-data';
import { type Book, buildBook, vatRegimeOf } from '../model/book.ts';
import type { ExpenseLike } from '../model/ledger.ts';
import type { InvoiceLike, PaymentLike } from '../model/receipts.ts';

export type AccountingBook = {
  book: Book;
  expenses: (Expense & { id: string })[];
  /** Every invoice and avoir (VAT on debits counts the issued ones). */
  invoices: InvoiceLike[];
  settings: Record<string, unknown> | null;
  loading: boolean;
  error: string | null;
};

export function useAccountingBook(firmId: string | null): AccountingBook {
  const payments = useCollection<Payment>(firmId ? { collection: paths.payments(firmId) } : null);
  const invoices = useCollection<Invoice>(firmId ? { collection: paths.invoices(firmId) } : null);
  const clients = useCollection<Client>(firmId ? { collection: paths.clients(firmId) } : null);
  const expenses = useCollection<Expense>(firmId ? { collection: paths.expenses(firmId) } : null);
  const settings = useDocument<Record<string, unknown>>(firmId ? paths.settings(firmId, 'billing') : null);
  const regime = vatRegimeOf(settings.data);
  const book = useMemo(
    () =>
      buildBook({
        payments: payments.data as unknown as PaymentLike[],
        // Drafts never receive a payment; issued invoices and avoirs carry the VAT shares.
        invoices: invoices.data as unknown as InvoiceLike[],
        clients: clients.data,
        expenses: expenses.data as ExpenseLike[],
        regime,
      }),
    [payments.data, invoices.data, clients.data, expenses.data, regime],
  );
  return {
    book,
    expenses: expenses.data,
    invoices: invoices.data as unknown as InvoiceLike[],
    settings: settings.data,
    loading: payments.loading || invoices.loading || clients.loading || expenses.loading || settings.loading,
    error: payments.error ?? invoices.error ?? clients.error ?? expenses.error ?? settings.error,
  };
}
