import { toast } from 'sonner';
import { messageOf, useWorkContext } from 'shared-data';
import { Button, EmptyState, formatAmount, formatDate, Loading, todayIso } from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { openStoredFile } from '../../accounting/api/fileActions.ts';
import { useCarpaLedger } from '../hooks/useCarpaLedger.ts';
import { CARPA_KIND_LABELS } from '../model/carpa.ts';
import { CarpaMovementForm } from './CarpaMovementForm.tsx';

export type CarpaLedgerPanelProps = { caseId: string; clientId?: string | null };

/** A dossier's CARPA sub-ledger: totals, movements, and the form to record one. */
export function CarpaLedgerPanel({ caseId, clientId = null }: CarpaLedgerPanelProps) {
  const work = useWorkContext();
  const { ledger, movements, loading, error } = useCarpaLedger(work.firmId, caseId);
  if (work.loading || loading) return <Loading label="Chargement du compte CARPA…" />;
  if (!work.firmId || !work.uid) return <p>Connectez-vous pour voir le compte CARPA du dossier.</p>;
  if (error) return <p role="alert">{error}</p>;
  const balance = ledger?.balanceCents ?? 0;
  return (
    <section aria-labelledby={`carpa-title-${caseId}`} data-carpa-ledger={caseId}>
      <h3 id={`carpa-title-${caseId}`}>Compte CARPA du dossier</h3>
      <p className={styles.muted}>
        Les fonds des clients ne transitent jamais par les comptes du cabinet : ils sont déposés à la CARPA sur le
        sous-compte du dossier.
      </p>
      <dl className={styles.totals} aria-label="Totaux CARPA du dossier">
        <div>
          <dt>Fonds reçus</dt>
          <dd>{formatAmount(ledger?.receivedCents ?? 0)}</dd>
        </div>
        <div>
          <dt>Versés</dt>
          <dd>{formatAmount(ledger?.paidOutCents ?? 0)}</dd>
        </div>
        <div>
          <dt>Honoraires prélevés</dt>
          <dd>{formatAmount(ledger?.feesCents ?? 0)}</dd>
        </div>
        <div>
          <dt>Solde</dt>
          <dd data-testid="carpa-balance">{formatAmount(balance)}</dd>
        </div>
      </dl>
      {movements.length === 0 ? (
        <EmptyState title="Aucun mouvement CARPA" level={4}>
          Les fonds reçus pour le client sur ce dossier, ce qui lui est reversé et les honoraires prélevés avec son
          autorisation apparaîtront ici.
        </EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="pt-visually-hidden">Mouvements CARPA du dossier</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Mouvement</th>
                <th scope="col">Libellé</th>
                <th scope="col" className={styles.num}>
                  Montant
                </th>
                <th scope="col" className={styles.num}>
                  Solde
                </th>
                <th scope="col">Autorisation</th>
              </tr>
            </thead>
            <tbody>
              {movements.map((movement) => (
                <tr key={movement.id}>
                  <td>{formatDate(movement.date)}</td>
                  <td>{CARPA_KIND_LABELS[movement.kind]}</td>
                  <td>
                    {movement.label}
                    {movement.counterparty ? <span className={styles.muted}> — {movement.counterparty}</span> : null}
                  </td>
                  <td className={styles.num}>
                    {formatAmount(movement.kind === 'depot' ? movement.amountCents : -movement.amountCents)}
                  </td>
                  <td className={styles.num}>{formatAmount(movement.balanceAfterCents)}</td>
                  <td>
                    {movement.authorisation ? (
                      <>
                        du {formatDate(movement.authorisation.date)}
                        {movement.authorisation.reference ? ` — ${movement.authorisation.reference}` : ''}
                        {movement.authorisation.documentPath ? (
                          <>
                            {' '}
                            <Button
                              variant="link"
                              onClick={() =>
                                openStoredFile({ path: movement.authorisation!.documentPath! }).catch(
                                  (failure: unknown) => toast.error(messageOf(failure)),
                                )
                              }
                            >
                              Ouvrir le document
                            </Button>
                          </>
                        ) : null}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CarpaMovementForm
        firmId={work.firmId}
        uid={work.uid}
        caseId={caseId}
        clientId={clientId}
        balanceCents={balance}
        today={todayIso()}
      />
    </section>
  );
}
