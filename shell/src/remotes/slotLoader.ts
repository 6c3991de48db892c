/**
 * The shell's loader of cross-area slots (shared-ui <AreaSlot>): a widget is a remote's
 * `./widgets/<name>` read through the runtime registry; a missing chunk triggers the reload
 * guard (once per path); "Réessayer" forgets the failed remote first.
 */
import type { ParcelModule, SlotLoader } from 'shared-ui';
import { isChunkLoadError, reloadOncePerPath } from '../platform/reloadGuard.ts';
import { forgetRemote, loadExposed } from './registry.ts';

export const shellSlotLoader: SlotLoader = {
  load: ({ remote, widget }) => loadExposed<ParcelModule>(remote, `./widgets/${widget}`),
  // A widget its remote does not expose (yet) is not a chunk failure: no reload, the panel shows.
  onLoadError: (_request, error) => isChunkLoadError(error) && reloadOncePerPath(),
  onRetry: ({ remote }) => forgetRemote(remote),
};
