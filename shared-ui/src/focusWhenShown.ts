import type { RefObject } from 'react';

/**
 * Moves focus to an element that the current state change is about to show (an error, a result):
 * React may commit it after the next frame (updates outside an event handler are scheduled), so
 * this waits a few frames for it to exist rather than focusing once and missing it.
 */
export function focusWhenShown(ref: RefObject<HTMLElement | null>, frames = 30): void {
  const attempt = (left: number) => {
    if (ref.current) ref.current.focus();
    else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(frames));
}
