import { Badge, type BadgeTone } from 'shared-ui';
import { STATE_LABELS, type InvoiceState } from '../model/state.ts';

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
  return <Badge tone={TONES[state]}>{STATE_LABELS[state]}</Badge>;
}
