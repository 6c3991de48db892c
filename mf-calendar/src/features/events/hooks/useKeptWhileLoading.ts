import { useRef } from 'react';
import type { LiveResult } from 'shared-data/store';

/**
 * What a live result showed last, while its next query (another range) loads: the agenda keeps
 * the previous month on screen instead of emptying until the next one arrives.
 */
export function useKeptWhileLoading<T>(result: LiveResult<T>): LiveResult<T> {
  const shown = useRef<{ data: T } | null>(null);
  if (!result.loading && !result.error) shown.current = { data: result.data };
  return result.loading && shown.current ? { ...result, data: shown.current.data } : result;
}
