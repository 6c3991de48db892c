import type { ResearchFile } from 'shared-data';
import { Badge, type BadgeTone } from 'shared-ui';

const TONES: Record<ResearchFile['status'], BadgeTone> = {
  'en cours': 'info',
  'à relire': 'warning',
  terminée: 'success',
};
const LABELS: Record<ResearchFile['status'], string> = {
  'en cours': 'En cours',
  'à relire': 'À relire',
  terminée: 'Terminée',
};

export function StatusBadge({ status }: { status: ResearchFile['status'] }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}

export const STATUS_LABELS = LABELS;
