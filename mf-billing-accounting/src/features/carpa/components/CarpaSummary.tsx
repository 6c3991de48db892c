import { Button, EmptyState, formatAmount, formatCount, Loading } from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { useCarpaSummary } from '../hooks/useCarpaLedger.ts';

/** CARPA on /app/accounting: balance per dossier (largest first, a page at a time) and the total held. */
export function CarpaSummary({ firmId }: { firmId: string }) {
  const summary = useCarpaSummary(firmId);
  return (
    <section aria-labelledby="carpa-summary-title">
      <h2 id="carpa-summary-title">CARPA — fonds détenus pour les clients</h2>
      <p className={styles.muted}>
        Ces fonds ne sont pas des recettes du cabinet : ils restent hors du livre-journal et du FEC. Seuls les
        honoraires prélevés avec l’autorisation écrite du client deviennent des recettes, une fois facturés et réglés.
        Les mouvements s’enregistrent sur la page de chaque dossier.
      </p>
      {summary.loading ? (
        <Loading label="Chargement des comptes CARPA…" />
      ) : summary.error ? (
        <p role="alert">{summary.error}</p>
      ) : summary.rows.length === 0 ? (
        <EmptyState title="Aucun compte CARPA">
          Aucun dossier n’a encore de mouvement CARPA. Enregistrez les fonds reçus pour un client depuis la page du
          dossier.
        </EmptyState>
      ) : (
        <>
          <dl className={styles.totals} aria-label="Total CARPA">
            <div>
              <dt>Total détenu pour les clients</dt>
              <dd data-testid="carpa-total">{formatAmount(summary.totalHeldCents)}</dd>
            </div>
            <div>
              <dt>Dossiers</dt>
              <dd>{formatCount(summary.accountCount)}</dd>
            </div>
          </dl>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="pt-visually-hidden">Solde CARPA par dossier</caption>
              <thead>
                <tr>
                  <th scope="col">Dossier</th>
                  <th scope="col" className={styles.num}>
                    Reçu
                  </th>
                  <th scope="col" className={styles.num}>
                    Versé
                  </th>
                  <th scope="col" className={styles.num}>
                    Honoraires
                  </th>
                  <th scope="col" className={styles.num}>
                    Solde
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.rows.map((row) => (
                  <tr key={row.caseId}>
                    <td>
                      <a href={`/app/cases/${row.caseId}`}>
                        {row.reference} — {row.title}
                      </a>
                    </td>
                    <td className={styles.num}>{formatAmount(row.receivedCents)}</td>
                    <td className={styles.num}>{formatAmount(row.paidOutCents)}</td>
                    <td className={styles.num}>{formatAmount(row.feesCents)}</td>
                    <td className={styles.num}>{formatAmount(row.balanceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {summary.hasMore ? (
            <p>
              {formatCount(summary.rows.length)} dossiers affichés sur {formatCount(summary.accountCount)}.{' '}
              <Button onClick={summary.loadMore} disabled={summary.loadingMore}>
                Afficher plus
              </Button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
