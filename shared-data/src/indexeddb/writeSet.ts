/**
 * What a set of writes does, computed before anything is stored: the documents the policy needs
 * to judge it, the read-set check of a transaction, and each write's row after it with the
 * access request the policy judges. Plain functions over prefetched rows, so that the commit's
 * IndexedDB transaction awaits nothing but its reads.
 */
import { applyUpdate, cloneData, mergeData, randomId } from '../docs.ts';
import { DATA_MESSAGES } from '../errors.ts';
import type { LocalRow } from '../localDatabase.ts';
import { idOf, parentOf, paths } from '../paths.ts';
import type { AccessRequest, ReadAfter } from '../policy.ts';
import { DataError, type DocData, type DocPath } from '../port.ts';
import type { AuthIdentity } from './principal.ts';

export type Write =
  | { kind: 'set'; path: DocPath; data: DocData; merge: boolean }
  | { kind: 'update'; path: DocPath; patch: DocData }
  | { kind: 'delete'; path: DocPath };

/** A document a transaction read has changed since: the transaction runs again. */
export class Conflict extends Error {}

/** The documents to read before judging `writes`: those read and written, and those the policy compares them with. */
export function documentsToRead(
  writes: Write[],
  reads: Map<string, string | null> | null,
  auth: AuthIdentity,
): string[] {
  const wanted = new Set<string>([...(reads?.keys() ?? []), ...writes.map((w) => w.path)]);
  if (auth) wanted.add(paths.membership(auth.uid));
  // Joining with an invitation: the policy looks at that invitation as it will be after the write.
  for (const w of writes)
    if (w.kind === 'set' && typeof w.data.invitation === 'string' && !w.data.invitation.includes('/'))
      wanted.add(paths.invitation(w.data.invitation));
  // Accepting a proposed time: the policy compares the token with the request's (rules' get()).
  for (const w of writes)
    if (parentOf(w.path) === paths.bookingAcceptances()) wanted.add(paths.bookingRequest(idOf(w.path)));
  // Reversing a payment: the policy compares the counter-entry with the payment it reverses.
  for (const w of writes)
    if (w.kind === 'set' && parentOf(w.path).endsWith('/payments') && typeof w.data.reversalOf === 'string')
      wanted.add(`${parentOf(w.path)}/${w.data.reversalOf}`);
  return [...wanted];
}

/** Optimistic concurrency: every document read (path → its stamp then, null if missing) is unchanged. */
export function assertReadsUnchanged(reads: Map<string, string | null>, stored: Map<string, LocalRow | null>): void {
  for (const [path, seen] of reads) if ((stored.get(path)?.stamp ?? null) !== seen) throw new Conflict();
}

export type AppliedWrites = {
  /** Each written path's row after the writes (null: deleted), in the order first written. */
  overlay: Map<string, LocalRow | null>;
  /** One per write, in order, for the policy. */
  requests: AccessRequest[];
  /** A document as it will be after the writes (rules' getAfter()). */
  readAfter: ReadAfter;
};

/** Applies `writes` in order over the `stored` rows; an update of a missing document is refused (not-found). */
export function applyWrites(writes: Write[], stored: Map<string, LocalRow | null>): AppliedWrites {
  const overlay = new Map<string, LocalRow | null>();
  const current = (path: string): LocalRow | null =>
    overlay.has(path) ? overlay.get(path)! : (stored.get(path) ?? null);
  const requests: AccessRequest[] = [];
  for (const write of writes) {
    const before = current(write.path);
    let after: LocalRow | null = null;
    if (write.kind === 'update') {
      if (!before) throw new DataError('not-found', DATA_MESSAGES.notFound);
      after = { ...before, data: applyUpdate(before.data, write.patch), stamp: randomId() };
    } else if (write.kind === 'set') {
      const data = write.merge && before ? mergeData(before.data, write.data) : cloneData(write.data);
      after = { path: write.path, parent: parentOf(write.path), id: idOf(write.path), data, stamp: randomId() };
    }
    overlay.set(write.path, after);
    const op = write.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
    requests.push({ op, path: write.path, before: before?.data ?? null, after: after?.data ?? null });
  }
  return { overlay, requests, readAfter: (path) => current(path)?.data ?? null };
}
