/** The invoice detail: its header and actions, then its blocks in order, and which of its dialogs is open. */
import { useState } from 'react';
import type { Invoice, WithId } from 'shared-data';
import { Link } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useCarpaMovementsFor } from '../../carpa/hooks/useCarpaLedger.ts';
import { heldOnCarpaFor } from '../../carpa/model/settlement.ts';
import { useCaseRecord, useClientRecord } from '../hooks/useParties.ts';
import { documentTitle } from '../model/provision.ts';
import { invoiceState, remainingCents } from 'shared-data/invoiceTotals';
import { DeleteDraftDialog } from './DeleteDraftDialog.tsx';
import { EinvoiceSection } from './EinvoiceSection.tsx';
import { InvoiceActions, type InvoiceDialog } from './InvoiceActions.tsx';
import { InvoiceAvoirs } from './InvoiceAvoirs.tsx';
import { InvoiceFacts } from './InvoiceFacts.tsx';
import { InvoiceHistory } from './InvoiceHistory.tsx';
import { InvoiceLinesTable } from './InvoiceLinesTable.tsx';
import { InvoiceNotFound } from './InvoiceNotFound.tsx';
import { InvoicePayments } from './InvoicePayments.tsx';
import { InvoiceTotalsBlock } from './InvoiceTotalsBlock.tsx';
import { IssueDraftDialog, type IssueRefusal, IssueRefusalAlert } from './IssueDraftDialog.tsx';
import { ProvisionFollowUp } from './ProvisionFollowUp.tsx';
import { SettlementDialogs } from './SettlementDialogs.tsx';
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
  // A draft's client and an older document's dossier, read by their id (an issued invoice seals its client).
  const client = useClientRecord(invoice && !invoice.clientSnapshot ? firmId : null, invoice?.clientId ?? '');
  const dossier = useCaseRecord(
    invoice?.caseId && invoice.caseReference === undefined ? firmId : null,
    invoice?.caseId ?? null,
  );
  const carpa = useCarpaMovementsFor(invoice?.kind === 'provision' ? firmId : null, invoice?.id ?? null);
  const [dialog, setDialog] = useState<InvoiceDialog | null>(null);
  const [issueRefusal, setIssueRefusal] = useState<IssueRefusal | null>(null);
  if (!invoice) return <InvoiceNotFound />;
  const state = invoiceState(invoice, today);
  const remaining = remainingCents(invoice);
  const isDraft = invoice.status === 'draft';
  const isAvoir = invoice.kind === 'avoir';
  const isProvision = invoice.kind === 'provision';
  const clientName =
    invoice.clientSnapshot?.name ?? client.data?.displayName ?? (client.loading ? '' : 'Client inconnu');
  const caseReference = invoice.caseReference ?? dossier.data?.reference ?? 'Dossier';
  const canCredit = !isDraft && invoice.kind === 'facture' && invoice.creditedCents < invoice.netToPayCents;
  // A provision deducted by a final invoice is settled there: no more receipt on it.
  const canReceive = !isDraft && !isAvoir && remaining > 0 && !(isProvision && invoice.deductedBy);
  const heldOnCarpa = isProvision ? heldOnCarpaFor(carpa.data, invoice.id) : 0;
  const closeDialog = () => setDialog(null);

  return (
    <section aria-labelledby="invoice-title" data-invoice-state={state}>
      <p>
        <Link to="/app/billing">← Toutes les factures</Link>
      </p>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{clientName}</p>
          <h1 id="invoice-title">{documentTitle(invoice)}</h1>
          <StateBadge state={state} />
        </div>
        <InvoiceActions
          firmId={firmId}
          invoice={invoice}
          canReceive={canReceive}
          canCredit={canCredit}
          heldOnCarpa={heldOnCarpa}
          onOpen={setDialog}
        />
      </header>

      {issueRefusal ? <IssueRefusalAlert refusal={issueRefusal} clientId={invoice.clientId} /> : null}

      <InvoiceFacts invoice={invoice} clientName={clientName} caseReference={caseReference} />
      <InvoiceLinesTable lines={invoice.lines} />
      <InvoiceTotalsBlock invoice={invoice} />

      {!isDraft && !isAvoir ? (
        <>
          {isProvision ? <ProvisionFollowUp invoice={invoice} heldOnCarpa={heldOnCarpa} /> : null}
          <InvoicePayments firmId={firmId} uid={uid} invoice={invoice} today={today} />
          <InvoiceAvoirs firmId={firmId} invoice={invoice} />
        </>
      ) : null}

      {!isDraft ? (
        <EinvoiceSection firmId={firmId} invoice={invoice} onStartAvoir={canCredit ? () => setDialog('avoir') : null} />
      ) : null}

      <InvoiceHistory firmId={firmId} invoice={invoice} />

      <SettlementDialogs
        open={dialog}
        firmId={firmId}
        uid={uid}
        invoice={invoice}
        today={today}
        remaining={remaining}
        heldOnCarpa={heldOnCarpa}
        onClose={closeDialog}
      />
      <IssueDraftDialog
        open={dialog === 'issue'}
        firmId={firmId}
        uid={uid}
        invoice={invoice}
        today={today}
        onClose={closeDialog}
        onRefusal={setIssueRefusal}
      />
      <DeleteDraftDialog open={dialog === 'delete'} firmId={firmId} uid={uid} invoice={invoice} onClose={closeDialog} />
    </section>
  );
}
