import { type RefObject, useEffect, useState } from 'react';
import { onFirstInteraction } from './firstInteraction.ts';

/** How far below the screen a block starts loading by default: it is there by the time it scrolls into view. */
const AHEAD = '25%';

/**
 * False until the element comes near the screen (the user scrolls towards it) or the user first
 * interacts with the page (a key: keyboard users reach it in order; a press), then true for good.
 * For blocks below the first screen, which a page need not load with it. `ahead`: how
 * far below the screen counts as near (a CSS length or percentage of the screen's height). Always
 * true when `enabled` is false, and where IntersectionObserver is missing.
 */
export function useNearScreen(element: RefObject<Element | null>, enabled: boolean, ahead = AHEAD): boolean {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const come = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && come(), {
      rootMargin: `0px 0px ${ahead} 0px`,
    });
    observer.observe(target);
    const stopWaiting = onFirstInteraction(come);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [element, near, ahead]);
  return near;
}
