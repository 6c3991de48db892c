/** Deleting a draft: the confirmation; its time entries and provisions become to bill again, then back to the list. */
import { useState } from 'react';
import { toast } from 'sonner';
import { type Invoice, messageOf, type WithId } from 'shared-data';
import { ConfirmDialog, useNavigate } from 'shared-ui';
import { deleteDraft } from '../api/invoiceActions.ts';

export function DeleteDraftDialog({
  open,
  firmId,
  uid,
  invoice,
  onClose,
}: {
  open: boolean;
  firmId: string;
  uid: string;
  invoice: WithId<Invoice>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title="Supprimer ce brouillon ?"
      confirmLabel="Supprimer"
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={async () => {
        setBusy(true);
        try {
          await deleteDraft({ firmId, uid, id: invoice.id });
          toast.success(
            invoice.kind === 'provision'
              ? 'Brouillon de demande de provision supprimé.'
              : 'Brouillon supprimé ; ses temps passés et provisions sont de nouveau à facturer.',
          );
          navigate('/app/billing');
        } catch (error) {
          toast.error(messageOf(error));
        } finally {
          setBusy(false);
          onClose();
        }
      }}
    >
      Les temps passés repris dans ce brouillon redeviennent à facturer.
    </ConfirmDialog>
  );
}
