import { useMemo } from 'react';
import { useWorkContext } from 'shared-data';
import { LoadError, Loading, NoCabinet } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import { saveAvailability } from '../features/settings/api/settingsActions.ts';
import { AvailabilityForm } from '../features/settings/components/AvailabilityForm.tsx';
import { useAvailabilityPreview } from '../features/settings/hooks/useAvailabilityPreview.ts';
import { useAvailability } from '../features/settings/hooks/useSettingsDocuments.ts';
import { previewBusy, storedAvailability, toAvailabilityForm } from '../features/settings/model/availabilityForm.ts';

/** /app/settings/availability: weekly hours and booking rules, with a live preview of the free slots. */
export function AvailabilityPage() {
  const work = useWorkContext();
  const stored = useAvailability(work.uid);
  const { events, slots } = useAvailabilityPreview(work.firmId, work.uid);
  const busy = useMemo(() => previewBusy(events.data, stored.data?.busy), [events.data, stored.data]);
  const taken = useMemo(() => slots.data.map((s) => ({ start: s.start })), [slots.data]);
  if (work.loading || stored.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (stored.error) return <LoadError message={stored.error} />;
  const previous = storedAvailability(stored.data);
  const firmId = work.firmId;
  const uid = work.uid;
  return (
    <>
      <PageHeader
        title="Disponibilités"
        intro="Vos horaires de consultation : la page publique de prise de rendez-vous en déduit les créneaux libres."
      />
      <AvailabilityForm
        initial={toAvailabilityForm(previous)}
        busy={busy}
        taken={taken}
        seenUpdatedAt={stored.data?.updatedAt}
        onSave={(values, { seenUpdatedAt }) => saveAvailability({ firmId, uid, previous, values, seenUpdatedAt })}
      />
    </>
  );
}
