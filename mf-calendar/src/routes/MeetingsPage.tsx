import { useCallback, useMemo, useState } from 'react';
import { Button, todayIso } from 'shared-ui';
import { LoadError, Loading } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { BookingRequestList } from '../features/bookings/components/BookingRequestList.tsx';
import { ConfirmedRequestList } from '../features/bookings/components/ConfirmedRequestList.tsx';
import { recentConfirmed } from '../features/bookings/model/intakeLinks.ts';
import { useBookingRequests } from '../features/bookings/hooks/useBookingRequests.ts';
import { EventDialog, type EventDialogState } from '../features/events/components/EventDialog.tsx';
import { EventTable, NoEvents } from '../features/events/components/EventTable.tsx';
import { useEvents } from '../features/events/hooks/useEvents.ts';
import { emptyEventValues } from '../features/events/model/eventForm.ts';
import { type EventWithId, upcoming } from '../features/events/model/eventList.ts';
import { useLookups } from '../lib/useLookups.ts';
import { useWorkContext } from 'shared-data';

/**
 * /app/calendar/meetings: booking requests to confirm or decline, the confirmed ones (with their
 * client and dossier, or the way to create them), and upcoming rendez-vous.
 */
export function MeetingsPage() {
  const work = useWorkContext();
  const lookups = useLookups(work.firmId);
  const events = useEvents({ firmId: work.firmId });
  const requests = useBookingRequests(work.firmId);
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const meetings = useMemo(() => upcoming(events.data, new Date(), 'rendez-vous'), [events.data]);
  const confirmed = useMemo(() => recentConfirmed(requests.data, new Date()), [requests.data]);
  const onOpen = useCallback((event: EventWithId) => setDialog({ mode: 'edit', event }), []);
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid)
    return <LoadError message="Connectez-vous à votre cabinet pour voir ses rendez-vous." />;
  const { firmId, uid } = work;
  return (
    <div>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Agenda</p>
          <h1>Rendez-vous</h1>
        </div>
        <div className={styles.actions}>
          <Button
            variant="primary"
            onClick={() =>
              setDialog({ mode: 'create', initial: emptyEventValues({ kind: 'rendez-vous', date: todayIso(), uid }) })
            }
          >
            Nouveau rendez-vous
          </Button>
        </div>
      </header>
      <section aria-labelledby="requests-title" className={styles.panel}>
        <h2 id="requests-title">Demandes de rendez-vous à confirmer</h2>
        {requests.error ? (
          <LoadError message={requests.error} />
        ) : requests.loading ? (
          <Loading label="Chargement des demandes…" />
        ) : (
          <BookingRequestList firmId={firmId} uid={uid} requests={requests.data} />
        )}
      </section>
      <section aria-labelledby="confirmed-title" className={styles.panel}>
        <h2 id="confirmed-title">Demandes confirmées : client et dossier</h2>
        {requests.error ? null : requests.loading ? (
          <Loading label="Chargement des demandes…" />
        ) : (
          <ConfirmedRequestList requests={confirmed} />
        )}
      </section>
      <section aria-labelledby="meetings-title">
        <h2 id="meetings-title">Rendez-vous à venir</h2>
        {events.error ? (
          <LoadError message={events.error} />
        ) : events.loading ? (
          <Loading label="Chargement des rendez-vous…" />
        ) : (
          <EventTable
            caption="Rendez-vous à venir"
            kind="rendez-vous"
            events={meetings}
            lookups={lookups}
            onOpen={onOpen}
            empty={
              <NoEvents title="Aucun rendez-vous à venir">
                Ajoutez un rendez-vous, ou confirmez une demande reçue en ligne.
              </NoEvents>
            }
          />
        )}
      </section>
      <EventDialog state={dialog} firmId={firmId} uid={uid} lookups={lookups} onClose={() => setDialog(null)} />
    </div>
  );
}
