import { useCallback } from 'react';
import { ParcelSlot, type ParcelModule } from 'shared-ui';
import { reloadOncePerPath } from '../platform/reloadGuard.ts';
import type { RemoteName } from '../routing/routeTable.ts';
import { forgetRemote, loadExposed } from './registry.ts';

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

/** A remote's parcel in the shell: one reload on a load failure, then the French error panel. */
export function RemoteSlot({ remote, exposed }: RemoteSlotProps) {
  const load = useCallback(() => loadExposed<ParcelModule>(remote, exposed), [remote, exposed]);
  return (
    <ParcelSlot
      load={load}
      label={REMOTE_LABELS[remote]}
      onLoadError={() => reloadOncePerPath()}
      onRetry={() => forgetRemote(remote)}
    />
  );
}
