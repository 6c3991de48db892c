/**
 * An issued invoice's transmission (`einvoiceTransmissions/{invoiceId}`) follows the norm's
 * lifecycle: each status the platform or a party poses is added to its history, and the
 * transmission shows the furthest one reached — a late « Mise à disposition » never hides
 * « Encaissée », and nothing moves an invoice out of a final refusal (210, 213, 221).
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { type EinvoiceStatus, type EinvoiceTransmission, einvoiceReasonLabel } from 'shared-data/server';
import type { EinvoicingDeps } from './context.ts';

/** How far each status goes (ties: the later one shows). */
const RANK: Record<EinvoiceStatus, number> = {
  enAttente: 0,
  echec: 0,
  '200': 1,
  '201': 2,
  '202': 3,
  '203': 4,
  '204': 5,
  '207': 6,
  '208': 6,
  '209': 6,
  '205': 7,
  '206': 7,
  '211': 8,
  '212': 9,
  '210': 10,
  '213': 10,
  '220': 10,
  '221': 10,
};

export type StatusEntry = {
  status: EinvoiceStatus;
  /** When it was posed (ISO). */
  at: string;
  reasonCode?: string | null;
  /** Its French wording (null when the status carries no reason). */
  reason?: string | null;
};

/**
 * The French explanation of a reason: the norm's wording of the code, then what the platform or
 * the party added (its own text, its notes), e.g. « Taux de TVA erroné — Le taux applicable est 20 %. ».
 */
export function reasonText(code: string | undefined, text?: string, notes: readonly string[] = []): string | null {
  const label = code ? einvoiceReasonLabel(code) : undefined;
  const parts = [label, text !== label ? text : undefined, ...notes]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  return parts.length ? parts.join(' — ') : null;
}

/**
 * Adds a status to a transmission (in a transaction). A status already in the history is not
 * added twice; a reason it lacked is kept. Returns false when nothing changed.
 */
export async function recordStatus(
  deps: EinvoicingDeps,
  ref: DocumentReference,
  entry: StatusEntry,
  extra: Partial<Pick<EinvoiceTransmission, 'flowId' | 'attempts'>> & { collectedCents?: number } = {},
): Promise<boolean> {
  return deps.db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as EinvoiceTransmission | undefined;
    if (!current) return false;
    const history = [...current.history];
    const reason = entry.reason ?? null;
    // « Encaissée » is posed once per payment (each reported once: encaissement.ts); every other status once.
    const same = entry.status === '212' ? -1 : history.findIndex((item) => item.status === entry.status);
    const collected = extra.collectedCents ?? 0;
    let changed = collected > 0 || (extra.flowId !== undefined && extra.flowId !== current.flowId);
    let reasonAdded = false;
    if (same >= 0) {
      if (reason && !history[same]!.reason) {
        history[same] = { ...history[same]!, reason };
        changed = reasonAdded = true;
      }
    } else {
      history.push({ status: entry.status, at: entry.at, reason });
      changed = true;
    }
    if (!changed) return false;
    const advances = same < 0 && RANK[entry.status] >= RANK[current.status];
    // The reason shown is the shown status's: a new status brings its own, a late reason completes it.
    const explains = advances || (reasonAdded && entry.status === current.status);
    transaction.update(ref, {
      history,
      ...(advances ? { status: entry.status } : {}),
      ...(explains ? { reasonCode: entry.reasonCode ?? null, reason } : {}),
      ...(extra.flowId !== undefined ? { flowId: extra.flowId } : {}),
      ...(extra.attempts !== undefined ? { attempts: extra.attempts } : {}),
      ...(collected > 0 ? { collectedCents: current.collectedCents + collected } : {}),
      updatedAt: deps.now().toISOString(),
    });
    return true;
  });
}
