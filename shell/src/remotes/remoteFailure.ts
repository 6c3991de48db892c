import type { ErrorPanelProps } from 'shared-ui/public';
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
