import { useMemo, useRef } from 'react';
import { searchQueryOf, useWorkContext } from 'shared-data';
import {
  formatAmount,
  Loading,
  LoadError,
  NoCabinet,
  Select,
  Tabs,
  todayIso,
  useSettledValue,
  useUrlFilters,
} from 'shared-ui';
import styles from '../components/ledger.module.css';
import { BncPanel } from '../features/accounting/components/BncPanel.tsx';
import { ExpensesPanel } from '../features/accounting/components/ExpensesPanel.tsx';
import { FecPanel } from '../features/accounting/components/FecPanel.tsx';
import { ReceiptsJournal } from '../features/accounting/components/ReceiptsJournal.tsx';
import { TotalsPanel } from '../features/accounting/components/TotalsPanel.tsx';
import {
  useBncEstimate,
  useBookSettings,
  useBookYears,
  useExpenseList,
  usePeriodTotals,
  useReceiptsJournal,
  yearTable,
} from '../features/accounting/hooks/useAccountingBook.ts';
import { monthRange, monthRanges, yearRange } from '../features/accounting/model/periodSums.ts';
import { CarpaSummary } from '../features/carpa/components/CarpaSummary.tsx';
import { EreportingPanel } from '../features/ereporting/components/EreportingPanel.tsx';

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

/**
 * /app/accounting: livre-journal, dépenses, totals and VAT, BNC estimate, FEC export, e-reporting,
 * CARPA. Each tab reads what it shows: the period's totals by aggregation, the journal and the
 * expenses a page at a time, the months and the BNC by aggregation when their tab is open.
 */
export function AccountingPage() {
  const work = useWorkContext();
  const today = todayIso();
  const currentYear = Number(today.slice(0, 4));
  const [filters, setFilters] = useUrlFilters({ onglet: 'recettes', annee: String(currentYear), mois: '', q: '' });
  const tab: Tab = (TABS as readonly string[]).includes(filters.onglet) ? (filters.onglet as Tab) : 'recettes';
  const year = /^\d{4}$/.test(filters.annee) ? Number(filters.annee) : currentYear;
  const month = /^(0[1-9]|1[0-2])$/.test(filters.mois) ? filters.mois : '';
  const firmId = work.firmId;
  const { settings, regime, loading: settingsLoading, error: settingsError } = useBookSettings(firmId);
  const bookYears = useBookYears(firmId, currentYear);
  const range = useMemo(() => (month ? monthRange(year, Number(month)) : yearRange(year)), [year, month]);
  const searched = useSettledValue(filters.q);
  const search = useMemo(() => searchQueryOf(searched), [searched]);
  const journal = useReceiptsJournal(firmId, tab === 'recettes' ? range : null, search);
  const expenses = useExpenseList(firmId, tab === 'depenses' ? range : null);
  const known = settingsLoading ? null : regime;
  const changed = `${journal.changed}#${expenses.changed}`;
  const periodRanges = useMemo(() => [range], [range]);
  const period = usePeriodTotals(firmId, year, periodRanges, { regime: known, changed });
  const months = usePeriodTotals(firmId, year, tab === 'totaux' ? monthRanges(year) : null, { regime: known, changed });
  const table = useMemo(() => (months.totals ? yearTable(year, months.totals) : null), [year, months.totals]);
  const bncYear = usePeriodTotals(firmId, year, tab === 'bnc' ? [yearRange(year)] : null, { regime: known, changed });
  const bnc = useBncEstimate(firmId, year, { total: bncYear.totals?.[0] ?? null, regime: known });

  const periodLabel = month
    ? `${MONTH_OPTIONS.find((o) => o.value === month)!.label.toLowerCase()} ${year}`
    : `${year}`;
  // The chosen year is offered even without records (its FEC then explains there is nothing to export).
  const years = useMemo(() => [...new Set([...bookYears, year])].sort((a, b) => b - a), [bookYears, year]);

  // The first totals are waited for; another period's are read with the page kept (the select
  // just changed keeps its focus), the figures showing « … » meanwhile.
  const totalsShown = useRef(false);
  if (!period.loading) totalsShown.current = true;

  if (work.loading || settingsLoading || (period.loading && !totalsShown.current))
    return (
      <section aria-labelledby="accounting-title">
        <h1 id="accounting-title">Comptabilité</h1>
        <Loading label="Chargement de la comptabilité…" />
      </section>
    );
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;

  const monthTotals = period.totals?.[0] ?? null;
  const amount = (cents: number | undefined) => (cents === undefined ? '…' : formatAmount(cents));
  const siret = typeof settings?.siret === 'string' ? settings.siret : null;

  return (
    <section aria-labelledby="accounting-title">
      <div className={styles.header}>
        <h1 id="accounting-title">Comptabilité</h1>
      </div>
      {settingsError || period.error ? <LoadError message={(settingsError ?? period.error)!} /> : null}
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
      <dl
        className={styles.totals}
        aria-label={`Totaux — ${periodLabel}`}
        aria-busy={period.loading || undefined}
        data-testid="period-totals"
      >
        <div>
          <dt>Recettes HT</dt>
          <dd data-testid="period-recettes">{amount(monthTotals?.recettesCents)}</dd>
        </div>
        <div>
          <dt>Dépenses</dt>
          <dd data-testid="period-depenses">{amount(monthTotals?.depensesCents)}</dd>
        </div>
        <div>
          <dt>TVA collectée</dt>
          <dd>{amount(monthTotals?.tvaCollecteeCents)}</dd>
        </div>
        <div>
          <dt>TVA déductible</dt>
          <dd data-testid="period-tva-deductible">{amount(monthTotals?.tvaDeductibleCents)}</dd>
        </div>
        <div>
          <dt>{monthTotals && monthTotals.tvaAPayerCents < 0 ? 'Crédit de TVA' : 'TVA à payer'}</dt>
          <dd data-testid="period-tva-a-payer">
            {amount(monthTotals ? Math.abs(monthTotals.tvaAPayerCents) : undefined)}
          </dd>
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
                journal={journal}
                periodTotals={monthTotals}
                periodLabel={periodLabel}
                query={filters.q}
                onQueryChange={(q) => setFilters({ q })}
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
                list={expenses}
                periodLabel={periodLabel}
              />
            ),
          },
          {
            id: 'totaux',
            label: 'Totaux et TVA',
            content: months.error ? (
              <LoadError message={months.error} />
            ) : table ? (
              <TotalsPanel year={year} months={table.months} total={table.year} regime={regime} />
            ) : (
              <Loading label="Calcul des totaux de l’année…" />
            ),
          },
          {
            id: 'bnc',
            label: 'Résultat BNC (estimation)',
            content:
              bncYear.error || bnc.error ? (
                <LoadError message={(bncYear.error ?? bnc.error)!} />
              ) : bnc.estimate ? (
                <BncPanel estimate={bnc.estimate} />
              ) : (
                <Loading label="Calcul de l’estimation…" />
              ),
          },
          {
            id: 'fec',
            label: 'Export FEC',
            content: <FecPanel firmId={work.firmId} uid={work.uid} year={year} regime={regime} siret={siret} />,
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
                regime={regime}
              />
            ),
          },
          { id: 'carpa', label: 'CARPA', content: <CarpaSummary firmId={work.firmId} /> },
        ]}
      />
    </section>
  );
}
