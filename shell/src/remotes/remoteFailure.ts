import type { ErrorPanelProps } from 'shared-ui/public';
import { reloadOncePerPath } from '../platform/reloadGuard.ts';
import { IncompatibleRemoteError } from './compatibility.ts';

/** A remote built against shared packages newer than this shell's: contained, not run. */
export function explainRemoteFailure(error: unknown): ErrorPanelProps | undefined {
  if (!(error instanceof IncompatibleRemoteError)) return undefined;
  return {
    title: 'Cette partie de Prétoire a été mise à jour ; rechargez la page',
    message:
      'Une nouvelle version de cette partie a été publiée. Rechargez la page pour l’utiliser ; le reste de l’application reste utilisable.',
    retryLabel: 'Recharger la page',
    onRetry: () => window.location.reload(),
  };
}

/**
 * A remote that failed to load: one reload per path (a new deployment removed its chunks…), true
 * when it reloads. Not for a remote too new for this shell: reloading the same shell would not help.
 */
export function reloadAfterLoadFailure(error: unknown): boolean {
  return !(error instanceof IncompatibleRemoteError) && reloadOncePerPath();
}
