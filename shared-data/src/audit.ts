/**
 * The journal of sensitive changes: one writer, one list of actions with their French labels.
 * An entry is written in the same transaction as the change it records (so neither lands
 * without the other); the policy lets nobody edit or delete it.
 */

import { randomId } from 'shared-data/store';
import { paths } from './paths.ts';
import type { Transaction } from './port.ts';

/** Every action the journal knows, with the label the owner reads. */
export const AUDIT_ACTIONS = {
  'invoice.issue': 'Facture émise',
  'invoice.payment': 'Paiement enregistré',
  'invoice.avoir': 'Avoir émis',
  'invoice.deleteDraft': 'Brouillon de facture supprimé',
  'invoice.paymentReversal': 'Paiement contre-passé (annulé, avec son motif)',
  'invoice.provisionIssue': 'Demande de provision émise',
  'invoice.provisionCarpa': 'Provision reçue sur le compte CARPA du dossier',
  'invoice.carpaFees': 'Honoraires prélevés sur CARPA (autorisation du client)',
  'case.status': 'Statut d’un dossier changé',
  'member.role': 'Rôle d’un membre changé',
  'member.remove': 'Membre retiré du cabinet',
  'invitation.create': 'Invitation envoyée',
  'invitation.revoke': 'Invitation révoquée',
  'settings.team': 'Identité du cabinet modifiée',
  'settings.billing': 'Paramètres de facturation modifiés',
  'settings.einvoicing': 'Plateforme de facturation électronique modifiée',
  'settings.profile': 'Profil modifié',
  'settings.availability': 'Disponibilités modifiées',
  'settings.subscription': 'Changement de formule demandé',
  'export.invoices': 'Export des factures',
  'export.fec': 'Export du fichier des écritures comptables (FEC)',
  'client.export': 'Export des données d’un client (RGPD)',
  'client.anonymise': 'Client anonymisé (RGPD)',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What an action records in the cabinet's audit trail (`recordAudit`). */
export type AuditInput = {
  firmId: string;
  /** Who did it. */
  uid: string;
  action: AuditAction;
  /** The document the change is about (a path), or a description for exports. */
  target: string;
  /** The changed fields as they were and as they became (only those that changed). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Anything else worth reading later (amounts, counts, file names). */
  details?: Record<string, unknown>;
};

/** Adds the journal entry to the transaction that makes the change. */
export function recordAudit(tx: Transaction, { firmId, uid, action, target, before, after, details }: AuditInput) {
  tx.set(`${paths.auditLog(firmId)}/${randomId()}`, {
    at: new Date().toISOString(),
    uid,
    action,
    target,
    details: details ?? {},
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  });
}

/** The fields of `after` whose value differs from `before`, as two small objects for the journal. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updatedAt') continue;
    const old = before?.[key];
    if (JSON.stringify(old) === JSON.stringify(after[key])) continue;
    was[key] = old ?? null;
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** The French label of an action, or the action itself for an entry older than this list. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
