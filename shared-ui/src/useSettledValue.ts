import { useEffect, useState } from 'react';

/** How long typing pauses before a list asks the backend (each search reads a page of documents). */
export const SEARCH_PAUSE_MS = 250;

/**
 * `value` once it stopped changing for `delay` ms: a list sends a search when the typing pauses,
 * not one query per key. The first value is taken at once (a search read from the URL).
 */
export function useSettledValue<T>(value: T, delay = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
