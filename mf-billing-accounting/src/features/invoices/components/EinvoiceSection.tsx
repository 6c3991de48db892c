import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { einvoiceStatusLabel, type Invoice, messageOf, type WithId } from 'shared-data';
import { Button, formatDate, formatTime, Link } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { depositSealedPdf } from '../api/einvoiceActions.ts';
import { useSealedPdfStored, useTransmission } from '../hooks/useEinvoicing.ts';
import { goesToPlatform } from 'shared-data/invoiceTotals';
import { historyOf, PDF_MISSING_NOTE, REFUSAL_CORRECTION, RETRY_NOTE, transmissionView } from '../model/einvoicing.ts';

/**
 * The invoice's « Facturation électronique » section: where it stands on the cabinet's plateforme
 * agréée, its history, why it was refused and how to correct it (an avoir, then a new invoice),
 * and « Transmettre à la plateforme » when its PDF could not be stored at issue.
 */
export function EinvoiceSection({
  firmId,
  invoice,
  onStartAvoir,
}: {
  firmId: string;
  invoice: WithId<Invoice>;
  /** Opens the avoir form; absent when nothing is left to credit. */
  onStartAvoir: (() => void) | null;
}) {
  const transmission = useTransmission(firmId, invoice.id);
  const toPlatform = goesToPlatform(invoice);
  const view = transmissionView(transmission.data);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Until the server side has taken the invoice, its PDF must be in the file store.
  const pdfStored = useSealedPdfStored(
    firmId,
    invoice.id,
    toPlatform && !transmission.loading && (view.kind === 'waiting' || view.kind === 'failed'),
    attempt,
  );
  if (transmission.loading || (!toPlatform && !transmission.data)) return null;

  const deposit = async () => {
    setBusy(true);
    setError(null);
    try {
      await depositSealedPdf({ firmId, invoiceId: invoice.id });
      toast.success('PDF déposé : la facture part vers la plateforme de facturation électronique.');
      setAttempt((value) => value + 1);
      heading.current?.focus();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const address = invoice.clientSnapshot?.electronicAddress ?? transmission.data?.buyerAddress ?? null;
  const history = transmission.data ? historyOf(transmission.data) : [];
  const newInvoice = `/app/billing/new?client=${encodeURIComponent(invoice.clientId)}${
    invoice.caseId ? `&dossier=${encodeURIComponent(invoice.caseId)}` : ''
  }`;

  return (
    <section aria-labelledby="einvoice-title" data-einvoice-status={transmission.data?.status ?? 'enAttente'}>
      <h2 id="einvoice-title" ref={heading} tabIndex={-1}>
        Facturation électronique
      </h2>
      <p>
        Statut : <strong data-testid="einvoice-status">{view.label}</strong>
      </p>
      {address ? <p className={styles.muted}>Adresse électronique du client : {address}</p> : null}

      {view.kind === 'failed' ? (
        <div className={styles.warning}>
          <p>Motif : {view.reason}</p>
          <p>{RETRY_NOTE}</p>
        </div>
      ) : null}

      {view.kind === 'refused' ? (
        <div className={styles.alert}>
          <p>Motif du refus : {view.reason}</p>
          {invoice.kind === 'facture' ? (
            <>
              <p>{REFUSAL_CORRECTION}</p>
              <div className={styles.actions}>
                {onStartAvoir ? <Button onClick={onStartAvoir}>Corriger par un avoir</Button> : null}
                <Link to={newInvoice}>Préparer la nouvelle facture</Link>
              </div>
            </>
          ) : null}
        </div>
      ) : null}

      {pdfStored === false || pdfStored === null ? (
        <div className={styles.warning}>
          <p>
            {pdfStored === false
              ? PDF_MISSING_NOTE
              : 'Impossible de vérifier que le PDF de la facture a bien été déposé pour la plateforme.'}
          </p>
          <Button variant="primary" onClick={deposit} disabled={busy} aria-busy={busy}>
            {busy ? 'Transmission…' : 'Transmettre à la plateforme'}
          </Button>
          {error ? <p role="alert">{error}</p> : null}
        </div>
      ) : null}

      {history.length ? (
        <>
          <h3 id="einvoice-history-title">Historique de la transmission</h3>
          <ol className={styles.list} aria-labelledby="einvoice-history-title">
            {history.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only; a status may repeat
              <li key={index} className={styles.listItem}>
                <span>
                  {einvoiceStatusLabel(entry.status)}
                  {entry.reason ? ` — ${entry.reason}` : ''}
                </span>
                <time dateTime={entry.at}>
                  {formatDate(entry.at)} à {formatTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
