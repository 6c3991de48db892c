/** /app/accounting on the real adapter: the period totals follow a seeded expense; CARPA held. */
import { screen, waitFor } from '@testing-library/react';
import { getDataStore, type Expense, type Payment, paths } from 'shared-data';
import {
  DEMO_IDS,
  freshDemoData,
  installReadCounter,
  loadTenYearCabinet,
  renderRoute,
  seedCarpaMovement,
  seedExpense,
  signInAs,
} from 'shared-data/testing';
import { AccountingPage } from './AccountingPage.tsx';

jest.setTimeout(60_000);
const LONG = { timeout: 15_000 };

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('/app/accounting', () => {
  it('shows the chosen month’s totals, the expense in the list, HT / TVA counted', async () => {
    // A month of another year: only what this test creates is in it.
    await seedExpense({
      date: '2019-03-14',
      supplier: 'Papeterie Test',
      htCents: 10_000,
      tvaCents: 2_000,
      ttcCents: 12_000,
    });
    renderRoute('/app/accounting', '/app/accounting?onglet=depenses&annee=2019&mois=03', <AccountingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptabilité' }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(text('period-depenses')).toBe('100,00 €'), LONG);
    expect(text('period-tva-deductible')).toBe('20,00 €');
    expect(text('period-recettes')).toBe('0,00 €');
    expect(screen.getByText('Crédit de TVA')).toBeInTheDocument();
    expect(await screen.findByText('Papeterie Test', {}, LONG)).toBeInTheDocument();
  });

  it('labels the BNC result as an estimate, and adds a dossier’s CARPA balance to the total held', async () => {
    const bnc = renderRoute('/app/accounting', '/app/accounting?onglet=bnc', <AccountingPage />);
    expect(await screen.findByRole('heading', { name: /^Estimation du résultat BNC/ }, LONG)).toBeInTheDocument();
    expect(screen.getAllByText(/estim/i).length).toBeGreaterThan(1);
    bnc.unmount();

    const cents = () => Number((text('carpa-total') ?? '').replace(/[^\d]/g, ''));
    const before = renderRoute('/app/accounting', '/app/accounting?onglet=carpa', <AccountingPage />);
    await screen.findByTestId('carpa-total', {}, LONG);
    const held = cents();
    before.unmount();
    await seedCarpaMovement({ caseId: 'case-accounting-test', amountCents: 123_456 });
    renderRoute('/app/accounting', '/app/accounting?onglet=carpa', <AccountingPage />);
    await screen.findByTestId('carpa-total', {}, LONG);
    await waitFor(() => expect(cents()).toBe(held + 123_456), LONG);
  });

  it('reads one year of the cabinet, not its history: the year’s receipts and expenses, no invoice or client', async () => {
    await loadTenYearCabinet({ scale: 0.05 });
    const year = new Date().getFullYear() - 2;
    const count = async (collection: string) =>
      (await getDataStore().query<Payment | Expense>({ collection })).docs.filter((doc) =>
        doc.data.date.startsWith(`${year}-`),
      ).length;
    const payments = await count(paths.payments(DEMO_IDS.firmId));
    const expenses = await count(paths.expenses(DEMO_IDS.firmId));
    const reads = installReadCounter();
    renderRoute('/app/accounting', `/app/accounting?annee=${year}`, <AccountingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptabilité' }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(reads.byCollection.payments).toBeGreaterThanOrEqual(payments), LONG);
    await waitFor(() => expect(screen.queryByText(/Chargement de la comptabilité/)).toBeNull(), LONG);
    // The year's documents (and the first payment and expense, for the years offered): never the
    // ten years' payments, nor any client or invoice but that year's avoirs.
    expect(reads.byCollection.payments).toBeLessThanOrEqual(payments + 1);
    expect(reads.byCollection.expenses ?? 0).toBeLessThanOrEqual(expenses + 1);
    expect(reads.byCollection.clients ?? 0).toBe(0);
    expect(reads.byCollection.invoices ?? 0).toBeLessThan(20);
    expect(screen.getByRole('option', { name: String(year - 6) })).toBeInTheDocument();
  });
});
