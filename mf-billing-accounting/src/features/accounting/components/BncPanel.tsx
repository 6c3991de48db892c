import { formatAmount } from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import type { BncEstimate } from '../model/totals.ts';

/** An estimate of the BNC result in the form 2035's layout, clearly labelled as such. */
export function BncPanel({ estimate }: { estimate: BncEstimate }) {
  return (
    <section aria-labelledby="bnc-title">
      <h2 id="bnc-title">Estimation du résultat BNC {estimate.year}</h2>
      <p className={styles.notice}>
        <strong>Estimation</strong> établie à partir des encaissements et des dépenses enregistrés, présentée selon la
        déclaration 2035. Elle ne tient compte ni des amortissements, ni des plus ou moins-values, ni des réintégrations
        : elle ne remplace pas la déclaration établie avec votre expert-comptable ou votre AGA.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="pt-visually-hidden">Estimation du résultat BNC {estimate.year}</caption>
          <tbody>
            <tr>
              <th scope="row">Recettes encaissées, y compris les remboursements de frais</th>
              <td className={styles.num}>{formatAmount(estimate.recettesEncaisseesCents)}</td>
            </tr>
            <tr>
              <th scope="row">À déduire : débours payés pour le compte des clients</th>
              <td className={styles.num}>{formatAmount(-estimate.deboursCents)}</td>
            </tr>
            <tr>
              <th scope="row">Montant net des recettes</th>
              <td className={styles.num}>
                <strong>{formatAmount(estimate.recettesNettesCents)}</strong>
              </td>
            </tr>
            <tr>
              <th scope="rowgroup" colSpan={2}>
                Dépenses professionnelles
              </th>
            </tr>
            {estimate.lines.length === 0 ? (
              <tr>
                <td colSpan={2} className={styles.muted}>
                  Aucune dépense enregistrée cette année.
                </td>
              </tr>
            ) : (
              estimate.lines.map((line) => (
                <tr key={line.category}>
                  <th scope="row">{line.label}</th>
                  <td className={styles.num}>{formatAmount(line.amountCents)}</td>
                </tr>
              ))
            )}
            <tr>
              <th scope="row">Total des dépenses</th>
              <td className={styles.num}>
                <strong>{formatAmount(estimate.depensesCents)}</strong>
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{estimate.resultatCents >= 0 ? 'Bénéfice estimé' : 'Déficit estimé'}</th>
              <td className={styles.num} data-testid="bnc-result">
                {formatAmount(estimate.resultatCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
