import { useEffect, useRef } from 'react';

/**
 * Counts are not live (Firestore has no live aggregation): reads one again when a live list it
 * stands beside delivers a new snapshot — not at a list's first answer (a new query: its count
 * is read with it).
 */
export function useRefreshWhenChanged(snapshots: readonly unknown[], loading: boolean, refresh: () => void): void {
  const seen = useRef<readonly unknown[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshots themselves are the trigger
  useEffect(() => {
    if (loading) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = snapshots;
    if (previous?.some((snapshot, index) => snapshot !== snapshots[index])) refresh();
  }, [...snapshots, loading, refresh]);
}
