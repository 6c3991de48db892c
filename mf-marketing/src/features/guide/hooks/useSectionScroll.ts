import { useLocation, useNavigationType } from 'shared-ui';
import { useEffect } from 'react';

/**
 * Scrolls to the section named by the address's hash when the page opens on it or a link of the
 * page is followed, then moves the keyboard focus there (the section is focusable). Back/Forward
 * (POP after the first render) are left to the shell, which restores the reader's position.
 */
export function useSectionScroll(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView();
    if (navigationType === 'PUSH') target.focus({ preventScroll: true });
  }, [key]);
}
