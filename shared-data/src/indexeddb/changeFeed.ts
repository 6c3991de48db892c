/**
 * Live updates: the adapter's listeners, told of each commit here and in other tabs (through a
 * BroadcastChannel), each computing its result again and delivering it only when it changed.
 */
import { toDataError } from '../errors.ts';
import { localChangesChannel } from '../localDatabase.ts';
import type { DataError, Unsubscribe } from '../port.ts';
import type { Changed } from './collectionCache.ts';

export type ChangeFeed = {
  /** After our commit (or a reset): refreshes the listeners it affects and tells the other tabs. */
  notify(changed: Changed): void;
  /**
   * A listener: `compute` runs at once and again after each change `affects`; `onNext` gets its
   * value when the signature differs from the last one delivered. An error cancels it.
   */
  subscribe<V>(
    affects: (changed: string[]) => boolean,
    compute: () => Promise<{ signature: string; value: V }>,
    onNext: (value: V) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;
  close(): void;
};

type Listener = { affects(changed: Changed): boolean; refresh(): void };

/** `fromOtherTab` runs before the listeners hear of another tab's change (the adapter drops its cached copies). */
export function createChangeFeed(name: string, fromOtherTab: (changed: Changed) => void): ChangeFeed {
  const listeners = new Set<Listener>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(localChangesChannel(name)) : null;
  const fanOut = (changed: Changed, remote: boolean) => {
    if (changed !== 'all' && changed.length === 0) return;
    if (remote) fromOtherTab(changed);
    for (const listener of [...listeners]) if (listener.affects(changed)) listener.refresh();
    if (!remote) channel?.postMessage({ changed });
  };
  if (channel) channel.onmessage = (event: MessageEvent<{ changed: Changed }>) => fanOut(event.data.changed, true);

  return {
    notify: (changed) => fanOut(changed, false),
    subscribe(affects, compute, onNext, onError) {
      let closed = false;
      let running = false;
      let dirty = false;
      let last: string | undefined;
      const listener: Listener = {
        affects: (changed) => changed === 'all' || affects(changed),
        refresh: () => void run(),
      };
      const run = async () => {
        if (running) {
          dirty = true;
          return;
        }
        running = true;
        do {
          dirty = false;
          try {
            const { signature, value } = await compute();
            // Each change is delivered once: nothing is emitted when the result did not change.
            if (!closed && signature !== last) {
              last = signature;
              onNext(value);
            }
          } catch (error) {
            if (!closed) {
              // Like Firestore, a refused listener is cancelled after reporting the error.
              closed = true;
              listeners.delete(listener);
              onError?.(toDataError(error));
            }
          }
        } while (dirty && !closed);
        running = false;
      };
      listeners.add(listener);
      void run();
      return () => {
        closed = true;
        listeners.delete(listener);
      };
    },
    close() {
      channel?.close();
      listeners.clear();
    },
  };
}
