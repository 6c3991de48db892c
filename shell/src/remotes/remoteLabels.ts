import type { ErrorPanelProps } from 'shared-ui/public';
import type { RemoteName } from '../routing/routeTable.ts';
import { IncompatibleRemoteError } from './compatibility.ts';

/** Each remote's French name, in its error panel and on the element holding its screen. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_marketing: 'Site public',
  mf_auth: 'Espace de connexion',
  mf_cases_clients: 'Dossiers et clients',
  mf_billing_accounting: 'Facturation et comptabilité',
  mf_calendar: 'Agenda',
  mf_research: 'Recherche',
  mf_team_settings: 'Équipe et paramètres',
};

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
