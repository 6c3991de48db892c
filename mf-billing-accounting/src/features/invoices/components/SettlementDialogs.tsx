/** The issued document's form dialogs: a payment, a provision received on CARPA, fees taken from CARPA, an avoir. */
import type { Invoice, WithId } from 'shared-data';
import { Dialog, useNavigate } from 'shared-ui';
import { CarpaDepositForm, CarpaFeesForm } from '../../carpa/components/CarpaSettlementForms.tsx';
import { PaymentForm } from '../../payments/components/PaymentForm.tsx';
import { AvoirForm } from './AvoirForm.tsx';
import type { InvoiceDialog } from './InvoiceActions.tsx';

export function SettlementDialogs({
  open,
  firmId,
  uid,
  invoice,
  today,
  remaining,
  heldOnCarpa,
  onClose,
}: {
  /** Which one is open (the others render nothing). */
  open: InvoiceDialog | null;
  firmId: string;
  uid: string;
  invoice: WithId<Invoice>;
  today: string;
  /** What remains due on the document. */
  remaining: number;
  /** A demande de provision's funds on the dossier's CARPA account, not yet taken. */
  heldOnCarpa: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <Dialog open={open === 'carpaDeposit'} title="Provision reçue sur le compte CARPA" onClose={onClose}>
        <CarpaDepositForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          today={today}
          expectedCents={Math.max(0, remaining - heldOnCarpa)}
          onDone={onClose}
        />
      </Dialog>
      <Dialog open={open === 'carpaFees'} title="Prélever les honoraires sur CARPA" onClose={onClose}>
        <CarpaFeesForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          today={today}
          availableCents={Math.min(heldOnCarpa, remaining)}
          onDone={onClose}
        />
      </Dialog>
      <Dialog open={open === 'payment'} title="Enregistrer un paiement" onClose={onClose}>
        <PaymentForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          remainingCents={remaining}
          today={today}
          onDone={onClose}
        />
      </Dialog>
      <Dialog open={open === 'avoir'} title="Établir un avoir" onClose={onClose}>
        <AvoirForm
          firmId={firmId}
          uid={uid}
          invoiceId={invoice.id}
          invoice={invoice}
          today={today}
          onDone={(created) => {
            onClose();
            if (created) navigate(`/app/billing?facture=${created.id}`);
          }}
        />
      </Dialog>
    </>
  );
}
