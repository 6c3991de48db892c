import { startDomSafetyNet } from './domSafetyNet.ts';
import { isChunkLoadError, reloadOncePerPath } from './reloadGuard.ts';

/** What every page does first, a public page or the app's: returns the element React renders into. */
export function startPage(): HTMLElement {
  // A lazy chunk that fails to load (a new deployment removed it…): reload once per path.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOncePerPath();
  });
  startDomSafetyNet();
  return document.getElementById('root')!;
}
