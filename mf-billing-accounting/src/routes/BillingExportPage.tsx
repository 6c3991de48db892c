import { Loading, LoadError } from '../components/PageStates.tsx';
import { ExportPanel } from '../features/export/components/ExportPanel.tsx';
import { useWorkContext } from 'shared-data';
import { todayIso } from 'shared-ui';

/** /app/billing/export */
export function BillingExportPage() {
  const work = useWorkContext();
  if (work.loading) return <Loading label="Chargement…" />;
  if (!work.firmId || !work.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  return <ExportPanel firmId={work.firmId} uid={work.uid} today={todayIso()} />;
}
