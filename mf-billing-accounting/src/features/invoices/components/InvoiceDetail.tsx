import { useState } from 'react';
import { toast } from 'sonner';
import {
  auditActionLabel,
  messageOf,
  PAYMENT_METHOD_LABELS,
  useWorkContext,
  type Invoice,
  type Payment,
  type WithId,
} from 'shared-data';
import {
  Button,
  ConfirmDialog,
  DescriptionList,
  Dialog,
  EmptyState,
  formatAmount,
  formatDate,
  formatTime,
  Link,
  useNavigate,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import { CarpaDepositForm, CarpaFeesForm } from '../../carpa/components/CarpaSettlementForms.tsx';
import { useCarpaMovementsFor } from '../../carpa/hooks/useCarpaLedger.ts';
import { heldOnCarpaFor } from '../../carpa/model/settlement.ts';
import { downloadInvoicePdf } from '../../facturx/api/pdfActions.ts';
import { PaymentForm } from '../../payments/components/PaymentForm.tsx';
import { ReversalForm } from '../../payments/components/ReversalForm.tsx';
import { deleteDraft, IssueRefused, issueInvoice } from '../api/invoiceActions.ts';
import { InvoiceNotFound } from './InvoiceNotFound.tsx';
import { useInvoiceAudit, useInvoiceAvoirs, useInvoicePayments } from '../hooks/useBillingData.ts';
import { useCaseRecord, useClientRecord } from '../hooks/useParties.ts';
import { LINE_KIND_LABELS } from '../model/invoiceForm.ts';
import { documentTitle, remainingShares } from '../model/provision.ts';
import { BILLING_SETTINGS_URL } from '../model/issueCheck.ts';
import { invoiceState, remainingCents } from '../model/state.ts';
import { lineTotalCents } from '../model/totals.ts';
import { AvoirForm } from './AvoirForm.tsx';
import { EinvoiceSection } from './EinvoiceSection.tsx';
import { reportPlatformPdf } from './reportPlatformPdf.ts';
import { StateBadge } from './StateBadge.tsx';

/** The invoice detail (/app/billing?facture=ID): lines, totals, payments, avoirs, e-invoicing, audit, PDF. */
export function InvoiceDetail({
  firmId,
  uid,
  invoice,
  today,
}: {
  firmId: string;
  uid: string;
  invoice: WithId<Invoice> | null;
  today: string;
}) {
  const navigate = useNavigate();
  // A draft's client and an older document's dossier, read by their id (an issued invoice seals its client).
  const client = useClientRecord(invoice && !invoice.clientSnapshot ? firmId : null, invoice?.clientId ?? '');
  const dossier = useCaseRecord(
    invoice?.caseId && invoice.caseReference === undefined ? firmId : null,
    invoice?.caseId ?? null,
  );
  const payments = useInvoicePayments(firmId, invoice?.id ?? null);
  // The journal of sensitive changes is the owner's to read (policy): a member sees no history.
  const isOwner = useWorkContext().role === 'owner';
  const audit = useInvoiceAudit(isOwner ? firmId : null, invoice?.id ?? null);
  const avoirs = useInvoiceAvoirs(firmId, invoice?.id ?? null);
  const carpa = useCarpaMovementsFor(invoice?.kind === 'provision' ? firmId : null, invoice?.id ?? null);
  const [dialog, setDialog] = useState<'payment' | 'avoir' | 'issue' | 'delete' | 'carpaDeposit' | 'carpaFees' | null>(
    null,
  );
  const [reversing, setReversing] = useState<WithId<Payment> | null>(null);
  const [issueError, setIssueError] = useState<{ message: string; settings: boolean; client: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  if (!invoice) return <InvoiceNotFound />;
  const state = invoiceState(invoice, today);
  const remaining = remainingCents(invoice);
  const isDraft = invoice.status === 'draft';
  const isAvoir = invoice.kind === 'avoir';
  const isProvision = invoice.kind === 'provision';
  const title = documentTitle(invoice);
  const clientName =
    invoice.clientSnapshot?.name ?? client.data?.displayName ?? (client.loading ? '' : 'Client inconnu');
  const caseReference = invoice.caseReference ?? dossier.data?.reference ?? 'Dossier';
  const canCredit = !isDraft && invoice.kind === 'facture' && invoice.creditedCents < invoice.netToPayCents;
  // A provision deducted by a final invoice is settled there: no more receipt on it.
  const canReceive = !isDraft && !isAvoir && remaining > 0 && !(isProvision && invoice.deductedBy);
  const heldOnCarpa = isProvision ? heldOnCarpaFor(carpa.data, invoice.id) : 0;
  const reversedIds = new Set(payments.data.flatMap((payment) => (payment.reversalOf ? [payment.reversalOf] : [])));
  const deducted = typeof invoice.provisionVatCents === 'number' && invoice.provisionCents > 0;
  const rest = remainingShares(invoice);

  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      await downloadInvoicePdf(invoice, firmId);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <section aria-labelledby="invoice-title" data-invoice-state={state}>
      <p>
        <Link to="/app/billing">← Toutes les factures</Link>
      </p>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{clientName}</p>
          <h1 id="invoice-title">{title}</h1>
          <StateBadge state={state} />
        </div>
        <div className={styles.actions}>
          {isDraft ? (
            <>
              <Link className={styles.primaryLink} to={`/app/billing/new?brouillon=${invoice.id}`}>
                Modifier le brouillon
              </Link>
              <Button variant="primary" onClick={() => setDialog('issue')}>
                {isProvision ? 'Émettre la demande de provision' : 'Émettre la facture'}
              </Button>
              <Button onClick={() => setDialog('delete')}>Supprimer le brouillon</Button>
            </>
          ) : (
            <>
              {/* A demande de provision's PDF too: a plain PDF/A, no Factur-X (facturx/model/invoicePdf.ts). */}
              <Button variant="primary" onClick={downloadPdf} disabled={pdfBusy} aria-busy={pdfBusy}>
                {pdfBusy ? 'Préparation du PDF…' : 'Télécharger le PDF'}
              </Button>
              {canReceive ? (
                <Button onClick={() => setDialog('payment')}>
                  {isProvision ? 'Reçue sur le compte du cabinet' : 'Enregistrer un paiement'}
                </Button>
              ) : null}
              {canReceive && isProvision ? (
                <Button onClick={() => setDialog('carpaDeposit')}>Reçue sur le compte CARPA</Button>
              ) : null}
              {canReceive && heldOnCarpa > 0 ? (
                <Button onClick={() => setDialog('carpaFees')}>Prélever les honoraires sur CARPA</Button>
              ) : null}
              {canCredit ? <Button onClick={() => setDialog('avoir')}>Établir un avoir</Button> : null}
            </>
          )}
        </div>
      </header>

      {issueError ? (
        <div className={styles.alert} role="alert" tabIndex={-1}>
          <p>{issueError.message}</p>
          {issueError.settings ? (
            <p>
              <a href={BILLING_SETTINGS_URL}>Compléter l’identité de facturation</a>
            </p>
          ) : null}
          {issueError.client ? (
            <p>
              <a href={`/app/clients/${invoice.clientId}`}>Compléter la fiche du client</a>
            </p>
          ) : null}
        </div>
      ) : null}

      <DescriptionList
        items={[
          { term: 'Client', value: clientName },
          {
            term: 'Dossier',
            value: invoice.caseId ? <a href={`/app/cases/${invoice.caseId}`}>{caseReference}</a> : '—',
          },
          { term: 'Date d’émission', value: invoice.issueDate ? formatDate(invoice.issueDate) : 'Non émise' },
          ...(isAvoir
            ? [
                {
                  term: 'Facture corrigée',
                  value: <Link to={`/app/billing?facture=${invoice.creditFor}`}>{invoice.creditForNumber}</Link>,
                },
              ]
            : [{ term: 'Échéance', value: invoice.dueDate ? formatDate(invoice.dueDate) : '—' }]),
          {
            term: 'Période des prestations',
            value:
              invoice.periodStart && invoice.periodEnd
                ? `du ${formatDate(invoice.periodStart)} au ${formatDate(invoice.periodEnd)}`
                : '—',
          },
          { term: 'Conditions de paiement', value: invoice.paymentTerms },
          ...(invoice.vatExemptMention ? [{ term: 'Mention TVA', value: invoice.vatExemptMention }] : []),
        ]}
      />

      <h2>Lignes</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="pt-visually-hidden">Lignes de la facture</caption>
          <thead>
            <tr>
              <th scope="col">Désignation</th>
              <th scope="col">Nature</th>
              <th scope="col" className={styles.num}>
                Qté
              </th>
              <th scope="col" className={styles.num}>
                PU HT
              </th>
              <th scope="col" className={styles.num}>
                TVA
              </th>
              <th scope="col" className={styles.num}>
                Total HT
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the document's
              <tr key={index}>
                <td data-label="Désignation">{line.designation}</td>
                <td data-label="Nature">{LINE_KIND_LABELS[line.kind]}</td>
                <td className={styles.num} data-label="Qté">
                  {String(line.quantity).replace('.', ',')}
                </td>
                <td className={styles.num} data-label="PU HT">
                  {formatAmount(line.unitPriceCents)}
                </td>
                <td className={styles.num} data-label="TVA">
                  {line.kind === 'debours' ? 'hors TVA' : `${line.vatRate} %`}
                </td>
                <td className={styles.num} data-label="Total HT">
                  {formatAmount(lineTotalCents(line))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals} aria-label="Totaux">
        <div>
          <dt>Total HT</dt>
          <dd>{formatAmount(invoice.totalHtCents)}</dd>
        </div>
        {invoice.vatBreakdown.map((row) => (
          <div key={row.rate}>
            <dt>TVA {row.rate} %</dt>
            <dd>{formatAmount(row.vatCents)}</dd>
          </div>
        ))}
        <div>
          <dt>Débours</dt>
          <dd>{formatAmount(invoice.deboursCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{formatAmount(invoice.totalTtcCents)}</dd>
        </div>
        {invoice.provisionCents && !deducted ? (
          <div>
            <dt>Provision déduite</dt>
            <dd>{formatAmount(invoice.provisionCents)}</dd>
          </div>
        ) : null}
        {deducted ? (
          <>
            <div>
              <dt>Provisions reçues déduites (TTC)</dt>
              <dd data-testid="provision-deducted">{formatAmount(invoice.provisionCents)}</dd>
            </div>
            <div>
              <dt>dont HT</dt>
              <dd>
                {formatAmount(
                  invoice.provisionCents - (invoice.provisionVatCents ?? 0) - (invoice.provisionDeboursCents ?? 0),
                )}
              </dd>
            </div>
            <div>
              <dt>dont TVA</dt>
              <dd data-testid="provision-deducted-vat">{formatAmount(invoice.provisionVatCents ?? 0)}</dd>
            </div>
            {invoice.provisionDeboursCents ? (
              <div>
                <dt>dont débours</dt>
                <dd>{formatAmount(invoice.provisionDeboursCents)}</dd>
              </div>
            ) : null}
            <div>
              <dt>TVA restant due sur le net à payer</dt>
              <dd data-testid="vat-to-collect">{formatAmount(rest.vatCents)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{isAvoir ? 'Montant de l’avoir' : 'Net à payer'}</dt>
          <dd>{formatAmount(invoice.netToPayCents)}</dd>
        </div>
        {!isDraft && !isAvoir ? (
          <>
            <div>
              <dt>Réglé</dt>
              <dd data-testid="invoice-paid">{formatAmount(invoice.paidCents)}</dd>
            </div>
            {invoice.creditedCents ? (
              <div>
                <dt>Avoirs</dt>
                <dd>{formatAmount(invoice.creditedCents)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Reste dû</dt>
              <dd data-testid="invoice-remaining">{formatAmount(remaining)}</dd>
            </div>
          </>
        ) : null}
      </dl>

      {!isDraft && !isAvoir ? (
        <>
          {isProvision ? (
            <>
              <h2>Provision</h2>
              <ul className={styles.list} aria-label="Suivi de la provision">
                <li className={styles.listItem}>
                  <span>Reçue par le cabinet (recette au livre-journal, avec sa TVA)</span>
                  <strong>{formatAmount(invoice.paidCents)}</strong>
                </li>
                <li className={styles.listItem}>
                  <span>Sur le compte CARPA du dossier, non prélevée (fonds du client, sans TVA à ce stade)</span>
                  <strong data-testid="provision-carpa-held">{formatAmount(heldOnCarpa)}</strong>
                </li>
                <li className={styles.listItem}>
                  <span>
                    {invoice.deductedBy ? (
                      <Link to={`/app/billing?facture=${invoice.deductedBy}`}>Déduite de la facture du dossier</Link>
                    ) : (
                      'Pas encore déduite d’une facture'
                    )}
                  </span>
                </li>
              </ul>
            </>
          ) : null}
          <h2>Paiements</h2>
          {payments.data.length === 0 ? (
            <EmptyState title="Aucun paiement enregistré" level={3}>
              Les règlements reçus {isProvision ? 'pour cette provision' : 'pour cette facture'} apparaîtront ici.
            </EmptyState>
          ) : (
            <ul className={styles.list} aria-label="Paiements">
              {[...payments.data]
                .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.amountCents > b.amountCents ? -1 : 1))
                .map((payment) => (
                  <li key={payment.id} className={styles.listItem}>
                    <span>
                      {formatDate(payment.date)} —{' '}
                      {payment.reversalOf ? 'Contre-passation' : PAYMENT_METHOD_LABELS[payment.method]}
                      {payment.reference ? ` (${payment.reference})` : ''}
                      {payment.reason ? ` — motif : ${payment.reason}` : ''}
                      {reversedIds.has(payment.id) ? ' — annulé' : ''}
                    </span>
                    <strong>{formatAmount(payment.amountCents)}</strong>
                    {!payment.reversalOf && !reversedIds.has(payment.id) && !payment.carpaMovementId ? (
                      <Button
                        onClick={() => setReversing(payment)}
                        aria-label={`Annuler le paiement du ${formatDate(payment.date)} de ${formatAmount(payment.amountCents)}`}
                      >
                        Annuler ce paiement
                      </Button>
                    ) : null}
                  </li>
                ))}
            </ul>
          )}
          <h2>Avoirs</h2>
          {avoirs.data.length === 0 ? (
            <p className={styles.muted}>Aucun avoir sur cette facture.</p>
          ) : (
            <ul className={styles.list} aria-label="Avoirs">
              {avoirs.data.map((avoir) => (
                <li key={avoir.id} className={styles.listItem}>
                  <Link to={`/app/billing?facture=${avoir.id}`}>Avoir {avoir.number}</Link>
                  <strong>{formatAmount(avoir.netToPayCents)}</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}

      {!isDraft ? (
        <EinvoiceSection firmId={firmId} invoice={invoice} onStartAvoir={canCredit ? () => setDialog('avoir') : null} />
      ) : null}

      <h2>Historique</h2>
      {!isOwner ? (
        <p className={styles.muted}>L’historique de la facture est réservé au titulaire du compte.</p>
      ) : audit.data.length === 0 ? (
        <p className={styles.muted}>Aucun événement enregistré.</p>
      ) : (
        <ul className={styles.list} aria-label="Historique">
          {[...audit.data]
            .sort((a, b) => (a.at < b.at ? -1 : 1))
            .map((entry) => (
              <li key={entry.id} className={styles.listItem}>
                <span>{auditActionLabel(entry.action)}</span>
                <small>
                  {formatDate(entry.at)} à {formatTime(entry.at)}
                </small>
              </li>
            ))}
        </ul>
      )}

      <Dialog open={reversing !== null} title="Annuler le paiement" onClose={() => setReversing(null)}>
        {reversing ? (
          <ReversalForm firmId={firmId} uid={uid} payment={reversing} today={today} onDone={() => setReversing(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={dialog === 'carpaDeposit'}
        title="Provision reçue sur le compte CARPA"
        onClose={() => setDialog(null)}
      >
        <CarpaDepositForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          today={today}
          expectedCents={Math.max(0, remaining - heldOnCarpa)}
          onDone={() => setDialog(null)}
        />
      </Dialog>
      <Dialog open={dialog === 'carpaFees'} title="Prélever les honoraires sur CARPA" onClose={() => setDialog(null)}>
        <CarpaFeesForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          today={today}
          availableCents={Math.min(heldOnCarpa, remaining)}
          onDone={() => setDialog(null)}
        />
      </Dialog>
      <Dialog open={dialog === 'payment'} title="Enregistrer un paiement" onClose={() => setDialog(null)}>
        <PaymentForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          remainingCents={remaining}
          today={today}
          onDone={() => setDialog(null)}
        />
      </Dialog>
      <Dialog open={dialog === 'avoir'} title="Établir un avoir" onClose={() => setDialog(null)}>
        <AvoirForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          today={today}
          onDone={(created) => {
            setDialog(null);
            if (created) navigate(`/app/billing?facture=${created.id}`);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={dialog === 'issue'}
        title={isProvision ? 'Émettre la demande de provision ?' : 'Émettre la facture ?'}
        confirmLabel="Émettre"
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          setBusy(true);
          setIssueError(null);
          try {
            const { number, platformPdf } = await issueInvoice({ firmId, uid, id: invoice.id, issueDate: today });
            toast.success(`${isProvision ? 'Demande de provision' : 'Facture'} ${number} émise.`);
            reportPlatformPdf(platformPdf);
          } catch (error) {
            setIssueError({
              message: messageOf(error),
              settings: error instanceof IssueRefused && error.needsSettings,
              client: error instanceof IssueRefused && error.needsClient,
            });
          } finally {
            setBusy(false);
            setDialog(null);
          }
        }}
      >
        {isProvision
          ? 'Une fois émise, la demande de provision reçoit le numéro suivant de sa série (DP) et ne peut plus être modifiée.'
          : 'Une fois émise, la facture reçoit le numéro suivant et ne peut plus être modifiée : une correction passe par un avoir.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Supprimer ce brouillon ?"
        confirmLabel="Supprimer"
        destructive
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deleteDraft({ firmId, uid, id: invoice.id });
            toast.success(
              isProvision
                ? 'Brouillon de demande de provision supprimé.'
                : 'Brouillon supprimé ; ses temps passés et provisions sont de nouveau à facturer.',
            );
            navigate('/app/billing');
          } catch (error) {
            toast.error(messageOf(error));
          } finally {
            setBusy(false);
            setDialog(null);
          }
        }}
      >
        Les temps passés repris dans ce brouillon redeviennent à facturer.
      </ConfirmDialog>
    </section>
  );
}
