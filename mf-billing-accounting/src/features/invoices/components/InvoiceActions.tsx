/** The invoice detail's buttons: a draft's edit, issue and delete; an issued one's PDF, receipts, CARPA and avoir. */
import { useState } from 'react';
import { toast } from 'sonner';
import { type Invoice, messageOf, type WithId } from 'shared-data';
import { Button, Link } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { downloadInvoicePdf } from '../../facturx/api/pdfActions.ts';

/** The dialogs the detail opens (InvoiceDetail holds which one is open). */
export type InvoiceDialog = 'payment' | 'avoir' | 'issue' | 'delete' | 'carpaDeposit' | 'carpaFees';

export function InvoiceActions({
  firmId,
  invoice,
  canReceive,
  canCredit,
  heldOnCarpa,
  onOpen,
}: {
  firmId: string;
  invoice: WithId<Invoice>;
  /** Something remains to receive and the document may still receive it. */
  canReceive: boolean;
  /** An issued facture with something left to credit. */
  canCredit: boolean;
  /** A demande de provision's funds on the dossier's CARPA account, not yet taken. */
  heldOnCarpa: number;
  onOpen: (dialog: InvoiceDialog) => void;
}) {
  const [pdfBusy, setPdfBusy] = useState(false);
  const isProvision = invoice.kind === 'provision';

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
    <div className={styles.actions}>
      {invoice.status === 'draft' ? (
        <>
          <Link className={styles.primaryLink} to={`/app/billing/new?brouillon=${invoice.id}`}>
            Modifier le brouillon
          </Link>
          <Button variant="primary" onClick={() => onOpen('issue')}>
            {isProvision ? 'Émettre la demande de provision' : 'Émettre la facture'}
          </Button>
          <Button onClick={() => onOpen('delete')}>Supprimer le brouillon</Button>
        </>
      ) : (
        <>
          {/* A demande de provision's PDF too: a plain PDF/A, no Factur-X (facturx/model/invoicePdf.ts). */}
          <Button variant="primary" onClick={downloadPdf} disabled={pdfBusy} aria-busy={pdfBusy}>
            {pdfBusy ? 'Préparation du PDF…' : 'Télécharger le PDF'}
          </Button>
          {canReceive ? (
            <Button onClick={() => onOpen('payment')}>
              {isProvision ? 'Reçue sur le compte du cabinet' : 'Enregistrer un paiement'}
            </Button>
          ) : null}
          {canReceive && isProvision ? (
            <Button onClick={() => onOpen('carpaDeposit')}>Reçue sur le compte CARPA</Button>
          ) : null}
          {canReceive && heldOnCarpa > 0 ? (
            <Button onClick={() => onOpen('carpaFees')}>Prélever les honoraires sur CARPA</Button>
          ) : null}
          {canCredit ? <Button onClick={() => onOpen('avoir')}>Établir un avoir</Button> : null}
        </>
      )}
    </div>
  );
}
