import type { Case } from 'shared-data';
import { Badge } from 'shared-ui';
import { STATUS_LABELS } from '../model/caseStatus.ts';

export function StatusBadge({ status }: { status: Case['status'] }) {
  return (
    <Badge tone={status === 'ouvert' ? 'success' : status === 'en attente' ? 'warning' : 'neutral'}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
