import type { EinvoiceStatus } from 'shared-data';
import { Badge, type BadgeTone } from 'shared-ui';
import { isFinalRefusal } from '../model/einvoicing.ts';

function toneOf(status: EinvoiceStatus): BadgeTone {
  if (isFinalRefusal(status)) return 'danger';
  if (status === 'echec' || status === '207' || status === '208') return 'warning';
  if (status === '205' || status === '211' || status === '212') return 'success';
  return status === 'enAttente' ? 'neutral' : 'info';
}

/** The compact e-invoicing status of a list row (the words, never the colour alone). */
export function EinvoiceBadge({ status, label }: { status: EinvoiceStatus; label: string }) {
  return <Badge tone={toneOf(status)}>{label}</Badge>;
}
