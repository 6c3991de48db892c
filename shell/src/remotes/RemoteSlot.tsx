import { useCallback } from 'react';
import { AREA_LABELS, ParcelSlot, type ParcelModule } from 'shared-ui';
import type { RemoteName } from '../routing/routeTable.ts';
import { forgetRemote, loadExposed, useRemoteEntry } from './registry.ts';
import { explainRemoteFailure, reloadAfterLoadFailure } from './remoteFailure.ts';

export type RemoteSlotProps = { remote: RemoteName; exposed: string };

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
      label={AREA_LABELS[remote]}
      onLoadError={reloadAfterLoadFailure}
      onRetry={() => forgetRemote(remote)}
      explainFailure={explainRemoteFailure}
    />
  );
}
