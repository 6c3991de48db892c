import { useEffect, useRef } from 'react';

/** A ref for a form error: it takes the focus each time a new error is shown. */
export function useFocusOnError<T extends HTMLElement>(error: unknown, attempt?: number) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same error on a new attempt takes the focus again.
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error, attempt]);
  return ref;
}
