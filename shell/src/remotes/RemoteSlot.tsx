import { useCallback } from 'react';
import { type ErrorPanelProps, ParcelSlot, type ParcelModule } from 'shared-ui';
import { reloadOncePerPath } from '../platform/reloadGuard.ts';
import type { RemoteName } from '../routing/routeTable.ts';
import { IncompatibleRemoteError } from './compatibility.ts';
import { forgetRemote, loadExposed, useRemoteEntry } from './registry.ts';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_marketing: 'Site public',
  mf_auth: 'Espace de connexion',
  mf_cases_clients: 'Dossiers et clients',
  mf_billing_accounting: 'Facturation et comptabilité',
  mf_calendar: 'Agenda',
  mf_research: 'Recherche',
  mf_team_settings: 'Équipe et paramètres',
};

export type RemoteSlotProps = { remote: RemoteName; exposed: string };

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
 * A remote's parcel in the shell: one reload on a load failure, then the French error panel.
 * Keyed by the deployed version's entry: a new version picked up at runtime mounts afresh.
 */
export function RemoteSlot({ remote, exposed }: RemoteSlotProps) {
  const entry = useRemoteEntry(remote);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry (deployed version) loads again
  const load = useCallback(() => loadExposed<ParcelModule>(remote, exposed), [remote, exposed, entry]);
  return (
    <ParcelSlot
      key={entry}
      load={load}
      label={REMOTE_LABELS[remote]}
      onLoadError={(error) => !(error instanceof IncompatibleRemoteError) && reloadOncePerPath()}
      onRetry={() => forgetRemote(remote)}
      explainFailure={explainRemoteFailure}
    />
  );
}
