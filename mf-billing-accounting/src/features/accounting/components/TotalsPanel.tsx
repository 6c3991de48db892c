import { formatAmount } from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { VAT_REGIME_LABELS, type VatRegime } from '../model/ledger.ts';
import type { PeriodTotals } from '../model/totals.ts';

export type TotalsPanelProps = { year: number; months: PeriodTotals[]; total: PeriodTotals; regime: VatRegime };

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long' });
const monthLabel = (period: string) => {
  const label = MONTH.format(new Date(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 1));
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** Recettes, dépenses and VAT by month and for the year. */
export function TotalsPanel({ year, months, total, regime }: TotalsPanelProps) {
  const cells = (row: PeriodTotals) => (
    <>
      <td className={styles.num}>{formatAmount(row.recettesCents)}</td>
      <td className={styles.num}>{formatAmount(row.depensesCents)}</td>
      <td className={styles.num}>{formatAmount(row.tvaCollecteeCents)}</td>
      <td className={styles.num}>{formatAmount(row.tvaDeductibleCents)}</td>
      <td className={styles.num}>{formatAmount(row.tvaAPayerCents)}</td>
    </>
  );
  return (
    <section aria-labelledby="totals-title">
      <h2 id="totals-title">Totaux {year}</h2>
      <p className={styles.muted}>
        Régime : {VAT_REGIME_LABELS[regime]}. Recettes : honoraires encaissés hors TVA et hors débours. Dépenses : hors
        TVA déductible{regime === 'franchise' ? ' (TTC sous la franchise)' : ''}. Une TVA à payer négative est un crédit
        de TVA.
      </p>
      <dl className={styles.totals} aria-label={`Totaux de l’année ${year}`} data-testid="year-totals">
        <div>
          <dt>Recettes</dt>
          <dd>{formatAmount(total.recettesCents)}</dd>
        </div>
        <div>
          <dt>Dépenses</dt>
          <dd>{formatAmount(total.depensesCents)}</dd>
        </div>
        <div>
          <dt>TVA collectée</dt>
          <dd>{formatAmount(total.tvaCollecteeCents)}</dd>
        </div>
        <div>
          <dt>TVA déductible</dt>
          <dd>{formatAmount(total.tvaDeductibleCents)}</dd>
        </div>
        <div>
          <dt>TVA à payer</dt>
          <dd>{formatAmount(total.tvaAPayerCents)}</dd>
        </div>
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="pt-visually-hidden">Totaux par mois, {year}</caption>
          <thead>
            <tr>
              <th scope="col">Mois</th>
              <th scope="col" className={styles.num}>
                Recettes
              </th>
              <th scope="col" className={styles.num}>
                Dépenses
              </th>
              <th scope="col" className={styles.num}>
                TVA collectée
              </th>
              <th scope="col" className={styles.num}>
                TVA déductible
              </th>
              <th scope="col" className={styles.num}>
                TVA à payer
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.period} data-month={row.period}>
                <th scope="row">{monthLabel(row.period)}</th>
                {cells(row)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Année {year}</th>
              {cells(total)}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
