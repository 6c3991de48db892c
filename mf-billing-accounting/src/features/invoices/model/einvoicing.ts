/**
 * E-invoicing on the invoices' side: which issued invoices go through the cabinet's plateforme
 * agréée (PA), the buyer's electronic address sealed at issue, and how a transmission's lifecycle
 * reads in French. Pure.
 */
import {
  type ClientSnapshot,
  type DirectoryLookup,
  EINVOICE_FINAL_REFUSALS,
  type EinvoiceStatus,
  type EinvoiceTransmission,
  einvoiceStatusLabel,
  isDirectoryAddressOf,
} from 'shared-data';

/**
 * The electronic address sealed in a business client's snapshot at issue, when the cabinet has a
 * PA: the directory's address for its SIREN when it can receive there, otherwise its SIREN (what
 * BT-49 carried before the directory was asked). Undefined when the invoice does not go through
 * the PA (no PA configured, an individual, a business without SIREN): nothing is sealed.
 */
export function sealedElectronicAddress({
  snapshot,
  platformConfigured,
  lookup,
}: {
  snapshot: ClientSnapshot;
  platformConfigured: boolean;
  lookup: Pick<DirectoryLookup, 'status' | 'electronicAddress'> | null;
}): string | undefined {
  const siren = snapshot.siren ?? '';
  if (!platformConfigured || snapshot.kind !== 'morale' || !/^\d{9}$/.test(siren)) return undefined;
  if (lookup?.status === 'joignable' && isDirectoryAddressOf(siren, lookup.electronicAddress))
    return lookup.electronicAddress;
  return siren;
}

export function isFinalRefusal(status: EinvoiceStatus): boolean {
  return EINVOICE_FINAL_REFUSALS.includes(status);
}

/** « En attente de transmission » until the server side has deposited it. */
export const WAITING_LABEL = 'En attente de transmission';
export const REFUSAL_CORRECTION =
  'Une facture refusée ne se modifie pas : émettez un avoir, puis une nouvelle facture.';
export const RETRY_NOTE = 'La transmission sera retentée automatiquement.';
export const PDF_MISSING_NOTE =
  'Le PDF de cette facture n’a pas été déposé pour la plateforme (la connexion a manqué à l’émission) : elle ne peut pas encore être transmise.';

/** What the invoice's « Facturation électronique » section says of where it stands. */
export type TransmissionView =
  | { kind: 'waiting'; label: string }
  | { kind: 'failed'; label: string; reason: string }
  | { kind: 'refused'; label: string; reason: string }
  | { kind: 'progress'; label: string };

function reasonOf(transmission: Pick<EinvoiceTransmission, 'reason' | 'reasonCode'>): string {
  const reason = transmission.reason?.trim();
  if (reason) return reason;
  const code = transmission.reasonCode ? ` (code ${transmission.reasonCode})` : '';
  return `Motif non précisé par la plateforme${code}.`;
}

export function transmissionView(
  transmission: Pick<EinvoiceTransmission, 'status' | 'reason' | 'reasonCode'> | null,
): TransmissionView {
  if (!transmission || transmission.status === 'enAttente') return { kind: 'waiting', label: WAITING_LABEL };
  const label = einvoiceStatusLabel(transmission.status);
  if (transmission.status === 'echec') return { kind: 'failed', label, reason: reasonOf(transmission) };
  if (isFinalRefusal(transmission.status)) return { kind: 'refused', label, reason: reasonOf(transmission) };
  return { kind: 'progress', label };
}

/** The list's compact status: the transmission's, or « À transmettre » for an invoice the PA has not seen yet. */
export function listStatus(
  transmission: Pick<EinvoiceTransmission, 'status'> | undefined,
  toPlatform: boolean,
): { status: EinvoiceStatus; label: string } | null {
  if (transmission) return { status: transmission.status, label: einvoiceStatusLabel(transmission.status) };
  return toPlatform ? { status: 'enAttente', label: einvoiceStatusLabel('enAttente') } : null;
}

/** The transmission's history, oldest first. */
export function historyOf(transmission: Pick<EinvoiceTransmission, 'history'>): EinvoiceTransmission['history'] {
  return [...transmission.history].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
