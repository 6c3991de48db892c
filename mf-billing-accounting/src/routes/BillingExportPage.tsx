import { ExportPanel } from '../features/export/components/ExportPanel.tsx';
import { useWorkContext } from 'shared-data';
import { todayIso, Loading, NoCabinet } from 'shared-ui';

/** /app/billing/export */
export function BillingExportPage() {
  const work = useWorkContext();
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  return <ExportPanel firmId={work.firmId} uid={work.uid} today={todayIso()} />;
}
