import { Badge, type BadgeTone } from 'shared-ui';
import { INVOICE_STATE_LABELS, type InvoiceState } from 'shared-data/invoiceTotals';

const TONES: Record<InvoiceState, BadgeTone> = {
  draft: 'neutral',
  pending: 'info',
  partial: 'warning',
  unpaid: 'danger',
  partialUnpaid: 'danger',
  paid: 'success',
  cancelled: 'neutral',
  avoir: 'warning',
};

export function StateBadge({ state }: { state: InvoiceState }) {
  return <Badge tone={TONES[state]}>{INVOICE_STATE_LABELS[state]}</Badge>;
}
