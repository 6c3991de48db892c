/** Issuing a draft: the confirmation that seals it with its number, and, when issuing is refused, why (with where to fix it). */
import { useState } from 'react';
import { toast } from 'sonner';
import { type Invoice, messageOf, type WithId } from 'shared-data';
import { ConfirmDialog } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { IssueRefused, issueInvoice } from '../api/invoiceActions.ts';
import { BILLING_SETTINGS_URL } from '../model/issueCheck.ts';
import { reportPlatformPdf } from './reportPlatformPdf.ts';

/** Why issuing was refused, and whether the billing identity or the client's record is what to complete. */
export type IssueRefusal = { message: string; settings: boolean; client: boolean };

export function IssueDraftDialog({
  open,
  firmId,
  uid,
  invoice,
  today,
  onClose,
  onRefusal,
}: {
  open: boolean;
  firmId: string;
  uid: string;
  invoice: WithId<Invoice>;
  today: string;
  onClose: () => void;
  /** Cleared (null) when issuing starts, set when it is refused. */
  onRefusal: (refusal: IssueRefusal | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const isProvision = invoice.kind === 'provision';
  return (
    <ConfirmDialog
      open={open}
      title={isProvision ? 'Émettre la demande de provision ?' : 'Émettre la facture ?'}
      confirmLabel="Émettre"
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        setBusy(true);
        onRefusal(null);
        try {
          const { number, platformPdf } = await issueInvoice({ firmId, uid, id: invoice.id, issueDate: today });
          toast.success(`${isProvision ? 'Demande de provision' : 'Facture'} ${number} émise.`);
          reportPlatformPdf(platformPdf);
        } catch (error) {
          onRefusal({
            message: messageOf(error),
            settings: error instanceof IssueRefused && error.needsSettings,
            client: error instanceof IssueRefused && error.needsClient,
          });
        } finally {
          setBusy(false);
          onClose();
        }
      }}
    >
      {isProvision
        ? 'Une fois émise, la demande de provision reçoit le numéro suivant de sa série (DP) et ne peut plus être modifiée.'
        : 'Une fois émise, la facture reçoit le numéro suivant et ne peut plus être modifiée : une correction passe par un avoir.'}
    </ConfirmDialog>
  );
}

export function IssueRefusalAlert({ refusal, clientId }: { refusal: IssueRefusal; clientId: string }) {
  return (
    <div className={styles.alert} role="alert" tabIndex={-1}>
      <p>{refusal.message}</p>
      {refusal.settings ? (
        <p>
          <a href={BILLING_SETTINGS_URL}>Compléter l’identité de facturation</a>
        </p>
      ) : null}
      {refusal.client ? (
        <p>
          <a href={`/app/clients/${clientId}`}>Compléter la fiche du client</a>
        </p>
      ) : null}
    </div>
  );
}
