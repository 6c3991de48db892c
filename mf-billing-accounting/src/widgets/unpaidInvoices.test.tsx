/**
 * The dashboard's « Factures impayées » at a cabinet's tenth year: a count and a total by
 * aggregation, the three oldest with a limit — the same figures as a recomputation over every
 * invoice, reading a handful of documents.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { formatAmount, todayIso } from 'shared-ui';
import { getDataStore, type Invoice, paths } from 'shared-data';
import { DEMO_IDS, installReadCounter, loadTenYearCabinet } from 'shared-data/testing';
import { recordPayment } from '../features/payments/api/paymentActions.ts';
import { unpaidSummary } from '../features/invoices/model/related.ts';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import { UnpaidInvoicesWidget } from './unpaidInvoices.tsx';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 30_000 });

const firmId = DEMO_IDS.firmId;
const today = todayIso();
const everyInvoice = async () =>
  (await getDataStore().query<Invoice>({ collection: paths.invoices(firmId) })).docs.map((doc) => ({
    ...doc.data,
    id: doc.id,
  }));

// Loaded once: the tests only read, but the last one, which records a payment.
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  // Ten years of Cabinet Durand at 5 %: hundreds of invoices, dozens of them late.
  await loadTenYearCabinet({ scale: 0.05 });
});

describe('« Factures impayées » reads what it shows, not the cabinet’s invoices', () => {
  it('counts and sums the late invoices as a recomputation does, and lists the three oldest', async () => {
    const expected = unpaidSummary(await everyInvoice(), today);
    expect(expected.count).toBeGreaterThan(10);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app', '/app', <UnpaidInvoicesWidget />);
    const count = await screen.findByTestId('unpaid-count');
    expect(count).toHaveTextContent(`${expected.count} factures`);
    expect(screen.getByTestId('unpaid-total').textContent).toBe(formatAmount(expected.dueCents));
    const oldest = within(screen.getByRole('list', { name: 'Les plus anciennes' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(oldest).toEqual(expected.oldest.map((row) => row.number));
    // The membership and the cabinet, the three oldest, one aggregation.
    expect(reads.total).toBeLessThanOrEqual(10);
    expect(reads.bySourceAndCollection.listen?.invoices).toBe(3);
    expect(reads.bySourceAndCollection.aggregate?.invoices).toBe(1);
  });

  it('counts again when one of those shown is paid elsewhere', async () => {
    const before = unpaidSummary(await everyInvoice(), today);
    renderRoute('/app', '/app', <UnpaidInvoicesWidget />);
    await waitFor(() => expect(screen.getByTestId('unpaid-count')).toHaveTextContent(`${before.count} factures`));
    const first = before.oldest[0]!;
    await recordPayment({
      firmId,
      uid: DEMO_IDS.ownerUid,
      invoiceId: first.id,
      values: {
        date: today,
        amount: (first.remainingCents / 100).toFixed(2).replace('.', ','),
        method: 'virement',
        reference: '',
      },
      today,
    });
    const after = unpaidSummary(await everyInvoice(), today);
    expect(after.count).toBe(before.count - 1);
    await waitFor(() => expect(screen.getByTestId('unpaid-count')).toHaveTextContent(`${after.count} factures`));
    expect(screen.getByTestId('unpaid-total').textContent).toBe(formatAmount(after.dueCents));
  });
});
