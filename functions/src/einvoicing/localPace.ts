/**
 * When the local server side syncs with the stand-in plateforme agréée (5 minutes in production):
 * every EINVOICING_SYNC_EVERY_MS for EINVOICING_QUICK_FOR_MS after a change it acts on (an invoice
 * issued, a business client, a payment, an e-report) or a run that brought something, so that a
 * journey sees the platform's answer at once; every EINVOICING_SYNC_AT_REST_MS otherwise. A run
 * every 2 s at rest cost the emulator and the server side a sixth of a core for nothing: each run
 * writes its lease and its state, and the emulator re-runs every open listener's query on a write.
 */
export const EINVOICING_SYNC_EVERY_MS = 2_000;
export const EINVOICING_SYNC_AT_REST_MS = 60_000;
export const EINVOICING_QUICK_FOR_MS = 60_000;

export type SyncPace = {
  /** A change the sync follows up: quick pace for a while. */
  quicken(): void;
  /** Asked every EINVOICING_SYNC_EVERY_MS: whether a run starts now (counted as started when so). */
  due(): boolean;
};

/** Quick from the start: what was left pending before it started is synced at once. */
export function syncPace(now: () => number = Date.now): SyncPace {
  let quickUntil = now() + EINVOICING_QUICK_FOR_MS;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  return {
    quicken() {
      quickUntil = now() + EINVOICING_QUICK_FOR_MS;
    },
    due() {
      const at = now();
      if (at < quickUntil || at - lastRunAt >= EINVOICING_SYNC_AT_REST_MS) {
        lastRunAt = at;
        return true;
      }
      return false;
    },
  };
}
