/**
 * Live reads shared by the screens that ask for the same one, and kept open a while after the
 * last of them left (the Firestore adapter's `keepListeningMs`). A lawyer who opens a dossier from
 * the list and comes back, or clears a search, finds the list at once and reads nothing again:
 * a new listener would read its whole page from the server again — and Firestore bill it —, where
 * an open one only receives what changed, as any live read does.
 */
import type { DataError, Unsubscribe } from './port.ts';

/** Starts one live read: its snapshots to `next`, its failure (which ends it) to `error`. */
export type StartLiveRead<S> = (next: (snapshot: S) => void, error: (error: DataError) => void) => Unsubscribe;

type Listener<S> = { next: (snapshot: S) => void; error?: ((error: DataError) => void) | undefined };

type OpenRead<S> = {
  /** Whose read it is (part of its key): nothing one user listened to is lent to the next. */
  uid: string | undefined;
  listeners: Set<Listener<S>>;
  /** The latest snapshot, given at once to a screen that joins. */
  last: { snapshot: S } | null;
  stop: Unsubscribe;
  /** Counting down to the end, with no screen left. */
  closing?: ReturnType<typeof setTimeout> | undefined;
};

/**
 * How many reads no screen shows may stay open: a lawyer leafing through dossiers does not leave
 * dozens of listeners behind (each one receives, and Firestore bills, every change of its
 * documents). Past it, the one left longest ago ends first.
 */
export const MAX_KEPT_READS = 30;

/**
 * `listen(key, start, listener)`: joins the open read `key` (its latest snapshot at once), or
 * starts it. With `keepMs` 0, every call starts a read of its own and ends it when it leaves.
 */
export function sharedLiveReads(keepMs: number, currentUid: () => string | undefined, maxKept = MAX_KEPT_READS) {
  const open = new Map<string, OpenRead<unknown>>();
  /** The open reads no screen shows, the one left longest ago first. */
  const kept = new Set<string>();
  const end = (key: string, read: OpenRead<unknown>) => {
    clearTimeout(read.closing);
    kept.delete(key);
    if (open.get(key) === read) open.delete(key);
    read.stop();
  };
  return {
    listen<S>(key: string, start: StartLiveRead<S>, listener: Listener<S>): Unsubscribe {
      if (keepMs <= 0) return start(listener.next, (error) => listener.error?.(error));
      const uid = currentUid();
      // Another user signed in: what the previous one left open ends now (a screen still showing
      // one ends it itself as it goes); none is ever lent to another user.
      for (const [openKey, read] of open) if (read.uid !== uid && read.listeners.size === 0) end(openKey, read);
      const readKey = `${uid ?? ''}\n${key}`;
      let read = open.get(readKey) as OpenRead<S> | undefined;
      if (read) {
        clearTimeout(read.closing);
        read.closing = undefined;
        kept.delete(readKey);
        read.listeners.add(listener);
        if (read.last) listener.next(read.last.snapshot);
      } else {
        const created: OpenRead<S> = { uid, listeners: new Set([listener]), last: null, stop: () => undefined };
        open.set(readKey, created as OpenRead<unknown>);
        created.stop = start(
          (snapshot) => {
            created.last = { snapshot };
            for (const each of [...created.listeners]) each.next(snapshot);
          },
          (error) => {
            // A failed read is over: the next screen that asks starts it again.
            clearTimeout(created.closing);
            if (open.get(readKey) === created) {
              open.delete(readKey);
              kept.delete(readKey);
            }
            for (const each of [...created.listeners]) each.error?.(error);
          },
        );
        read = created;
      }
      const joined = read;
      return () => {
        if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
        // Still open (not failed, not ended for another user): closes unless a screen joins meanwhile.
        if (open.get(readKey) !== joined) return;
        joined.closing = setTimeout(() => end(readKey, joined as OpenRead<unknown>), keepMs);
        kept.add(readKey);
        if (kept.size > maxKept) {
          const oldest = kept.values().next().value!;
          end(oldest, open.get(oldest)!);
        }
      };
    },
    /** How many reads are open, screens or not (tests). */
    openCount: () => open.size,
  };
}
