/**
 * /app/accounting on the real adapter: the period totals follow a seeded expense; CARPA held; on ten
 * years, the first screen reads a page of receipts and aggregations, not the year.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDataStore, type Expense, type Payment, paths } from 'shared-data';
import { LIST_PAGE_SIZE } from 'shared-data/store';
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

  it('keeps the page while another month’s totals are read: the select just changed keeps the focus', async () => {
    await seedExpense({
      date: '2019-05-06',
      supplier: 'Papeterie Mai',
      htCents: 5_000,
      tvaCents: 1_000,
      ttcCents: 6_000,
    });
    renderRoute('/app/accounting', '/app/accounting?annee=2019&mois=03', <AccountingPage />);
    const month = await screen.findByRole('combobox', { name: 'Mois' }, LONG);
    month.focus();
    fireEvent.change(month, { target: { value: '05' } });
    await waitFor(() => expect(text('period-depenses')).toBe('50,00 €'), LONG);
    expect(screen.getByRole('combobox', { name: 'Mois' })).toBe(month);
    expect(month).toHaveFocus();
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

  it('searches the journal by the backend: a client’s receipts of the year, and only them', async () => {
    const payments = (await getDataStore().query<Payment>({ collection: paths.payments(DEMO_IDS.firmId) })).docs.map(
      (doc) => doc.data,
    );
    // The client with the most receipts in a year (by its name's first word).
    const counts = new Map<string, number>();
    for (const p of payments) {
      const key = `${p.date.slice(0, 4)}|${p.clientName.split(/\s+/)[0]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [year, name] = [...counts].sort((a, b) => b[1] - a[1])[0]![0].split('|') as [string, string];
    const expected = payments.filter((p) => p.date.startsWith(year) && p.clientName.split(/\s+/)[0] === name).length;
    expect(expected).toBeGreaterThan(1);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app/accounting', `/app/accounting?annee=${year}&q=${encodeURIComponent(name)}`, <AccountingPage />);
    expect(await screen.findByText(`${expected} règlements affichés`, {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`^${name}`)).length).toBe(expected);
    // Found by its token: the other receipts of the year were never read.
    expect(reads.byCollection.payments).toBeLessThan(expected + 10);
  });

  it('reads what its first screen shows, not the year: totals by aggregation, 50 receipts, no invoice or client', async () => {
    await loadTenYearCabinet({ scale: 0.05 });
    const year = new Date().getFullYear() - 2;
    const inYear = async (collection: string) =>
      (await getDataStore().query<Payment | Expense>({ collection })).docs.filter((doc) =>
        doc.data.date.startsWith(`${year}-`),
      ).length;
    const payments = await inYear(paths.payments(DEMO_IDS.firmId));
    expect(payments).toBeGreaterThan(LIST_PAGE_SIZE + 10);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app/accounting', `/app/accounting?annee=${year}`, <AccountingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comptabilité' }, LONG)).toBeInTheDocument();
    expect(
      await screen.findByText(`${LIST_PAGE_SIZE} règlements affichés sur ${payments}`, {}, LONG),
    ).toBeInTheDocument();
    // One page of the journal, the first payment and expense (the years offered) and a few
    // aggregations (one read each): never the year's receipts, nor its expenses, invoices, clients.
    expect(reads.byCollection.payments).toBeLessThanOrEqual(LIST_PAGE_SIZE + 1 + 3);
    expect(reads.byCollection.expenses ?? 0).toBeLessThanOrEqual(2);
    expect(reads.byCollection.clients ?? 0).toBe(0);
    expect(reads.byCollection.invoices ?? 0).toBeLessThan(10);
    expect(screen.getByRole('option', { name: String(year - 6) })).toBeInTheDocument();
  });
});
