/** A dossier's statuses and their French labels, apart from the form: lists and badges need no zod. */
import type { Case } from 'shared-data';

export const STATUSES = ['ouvert', 'en attente', 'clos'] as const;
export const STATUS_LABELS: Record<Case['status'], string> = {
  ouvert: 'Ouvert',
  'en attente': 'En attente',
  clos: 'Clos',
};
