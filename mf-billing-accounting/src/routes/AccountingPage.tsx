import { useMemo } from 'react';
import { formatAmount, Loading, NoCabinet, Select, Tabs, useUrlFilters, todayIso } from 'shared-ui';
import styles from '../components/ledger.module.css';
import { BncPanel } from '../features/accounting/components/BncPanel.tsx';
import { ExpensesPanel } from '../features/accounting/components/ExpensesPanel.tsx';
import { FecPanel } from '../features/accounting/components/FecPanel.tsx';
import { ReceiptsJournal } from '../features/accounting/components/ReceiptsJournal.tsx';
import { TotalsPanel } from '../features/accounting/components/TotalsPanel.tsx';
import { useAccountingBook, useBookYears } from '../features/accounting/hooks/useAccountingBook.ts';
import { bncEstimate, yearTotals } from '../features/accounting/model/totals.ts';
import { CarpaSummary } from '../features/carpa/components/CarpaSummary.tsx';
import { EreportingPanel } from '../features/ereporting/components/EreportingPanel.tsx';
import { useWorkContext } from 'shared-data';

const TABS = ['recettes', 'depenses', 'totaux', 'bnc', 'fec', 'ereporting', 'carpa'] as const;
type Tab = (typeof TABS)[number];

const MONTHS = new Intl.DateTimeFormat('fr-FR', { month: 'long' });
const MONTH_OPTIONS = [
  { value: '', label: 'Toute l’année' },
  ...Array.from({ length: 12 }, (_, i) => {
    const label = MONTHS.format(new Date(2026, i, 1));
    return { value: String(i + 1).padStart(2, '0'), label: label.charAt(0).toUpperCase() + label.slice(1) };
  }),
];

/** /app/accounting: livre-journal, dépenses, totals and VAT, BNC estimate, FEC export, e-reporting, CARPA. */
export function AccountingPage() {
  const work = useWorkContext();
  const today = todayIso();
  const currentYear = Number(today.slice(0, 4));
  const [filters, setFilters] = useUrlFilters({ onglet: 'recettes', annee: String(currentYear), mois: '', q: '' });
  const tab: Tab = (TABS as readonly string[]).includes(filters.onglet) ? (filters.onglet as Tab) : 'recettes';
  const year = /^\d{4}$/.test(filters.annee) ? Number(filters.annee) : currentYear;
  const month = /^(0[1-9]|1[0-2])$/.test(filters.mois) ? filters.mois : '';
  const { book, expenses, invoices, settings, loading, error } = useAccountingBook(work.firmId, year);
  const bookYears = useBookYears(work.firmId, currentYear);

  const prefix = month ? `${year}-${month}` : `${year}`;
  const periodLabel = month
    ? `${MONTH_OPTIONS.find((o) => o.value === month)!.label.toLowerCase()} ${year}`
    : `${year}`;
  const receipts = useMemo(() => book.receipts.filter((row) => row.date.startsWith(prefix)), [book.receipts, prefix]);
  const periodExpenses = useMemo(
    () =>
      expenses
        .filter((expense) => expense.date.startsWith(prefix))
        .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt)),
    [expenses, prefix],
  );
  const totals = useMemo(
    () => yearTotals({ year, receipts: book.receipts, expenses: book.expenses, invoices, regime: book.regime }),
    [year, book, invoices],
  );
  const estimate = useMemo(
    () => bncEstimate({ year, receipts: book.receipts, expenses: book.expenses, regime: book.regime }),
    [year, book],
  );
  // The chosen year is offered even without records (its FEC then explains there is nothing to export).
  const years = useMemo(() => [...new Set([...bookYears, year])].sort((a, b) => b - a), [bookYears, year]);

  if (work.loading || loading)
    return (
      <section aria-labelledby="accounting-title">
        <h1 id="accounting-title">Comptabilité</h1>
        <Loading label="Chargement de la comptabilité…" />
      </section>
    );
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;

  const monthTotals = month ? totals.months[Number(month) - 1]! : totals.year;
  const siret = typeof settings?.siret === 'string' ? settings.siret : null;

  return (
    <section aria-labelledby="accounting-title">
      <div className={styles.header}>
        <h1 id="accounting-title">Comptabilité</h1>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <div className={styles.toolbar}>
        <Select
          label="Exercice"
          options={years.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(event) => setFilters({ annee: event.target.value }, { push: true })}
        />
        <Select
          label="Mois"
          options={MONTH_OPTIONS}
          value={month}
          onChange={(event) => setFilters({ mois: event.target.value }, { push: true })}
        />
      </div>
      <dl className={styles.totals} aria-label={`Totaux — ${periodLabel}`} data-testid="period-totals">
        <div>
          <dt>Recettes HT</dt>
          <dd data-testid="period-recettes">{formatAmount(monthTotals.recettesCents)}</dd>
        </div>
        <div>
          <dt>Dépenses</dt>
          <dd data-testid="period-depenses">{formatAmount(monthTotals.depensesCents)}</dd>
        </div>
        <div>
          <dt>TVA collectée</dt>
          <dd>{formatAmount(monthTotals.tvaCollecteeCents)}</dd>
        </div>
        <div>
          <dt>TVA déductible</dt>
          <dd data-testid="period-tva-deductible">{formatAmount(monthTotals.tvaDeductibleCents)}</dd>
        </div>
        <div>
          <dt>{monthTotals.tvaAPayerCents < 0 ? 'Crédit de TVA' : 'TVA à payer'}</dt>
          <dd data-testid="period-tva-a-payer">{formatAmount(Math.abs(monthTotals.tvaAPayerCents))}</dd>
        </div>
      </dl>
      <Tabs
        label="Comptabilité"
        selected={tab}
        onSelect={(id) => setFilters({ onglet: id }, { push: true })}
        tabs={[
          {
            id: 'recettes',
            label: 'Recettes',
            content: (
              <ReceiptsJournal
                receipts={receipts}
                periodLabel={periodLabel}
                query={filters.q}
                onQueryChange={(q) => setFilters({ q })}
                problems={book.problems}
              />
            ),
          },
          {
            id: 'depenses',
            label: 'Dépenses',
            content: (
              <ExpensesPanel
                firmId={work.firmId}
                uid={work.uid}
                today={today}
                expenses={periodExpenses}
                periodLabel={periodLabel}
              />
            ),
          },
          {
            id: 'totaux',
            label: 'Totaux et TVA',
            content: <TotalsPanel year={year} months={totals.months} total={totals.year} regime={book.regime} />,
          },
          { id: 'bnc', label: 'Résultat BNC (estimation)', content: <BncPanel estimate={estimate} /> },
          {
            id: 'fec',
            label: 'Export FEC',
            content: <FecPanel firmId={work.firmId} uid={work.uid} year={year} regime={book.regime} siret={siret} />,
          },
          {
            id: 'ereporting',
            label: 'E-reporting',
            content: (
              <EreportingPanel
                firmId={work.firmId}
                uid={work.uid}
                isOwner={work.role === 'owner'}
                today={today}
                regime={book.regime}
              />
            ),
          },
          { id: 'carpa', label: 'CARPA', content: <CarpaSummary firmId={work.firmId} /> },
        ]}
      />
    </section>
  );
}
