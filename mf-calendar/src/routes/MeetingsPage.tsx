import { useCallback, useState } from 'react';
import { Button, ShowMore, todayIso, LoadError, Loading } from 'shared-ui';
import styles from '../components/layout.ts';
import { BookingRequestList } from '../features/bookings/components/BookingRequestList.tsx';
import { ConfirmedRequestList } from '../features/bookings/components/ConfirmedRequestList.tsx';
import { MEETINGS_PAGE, useMeetingRequests } from '../features/bookings/hooks/useBookingRequests.ts';
import { EventDialog, type EventDialogState } from '../features/events/components/EventDialog.tsx';
import { EventTable, NoEvents } from '../features/events/components/EventTable.tsx';
import { useEventsOfKind } from '../features/events/hooks/useEvents.ts';
import { emptyEventValues } from '../features/events/model/eventForm.ts';
import type { EventWithId } from '../features/events/model/eventList.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';
import { type PagedList, useWorkContext } from 'shared-data';

const REQUESTS = { one: 'demande', many: 'demandes', feminine: true };

const more = (list: PagedList<unknown>, of: string, noun = REQUESTS) => (
  <ShowMore
    shown={list.data.length}
    total={list.total}
    hasMore={list.hasMore}
    loadingMore={list.loadingMore}
    onMore={list.loadMore}
    noun={noun}
    of={of}
  />
);

/**
 * /app/calendar/meetings: booking requests to confirm or decline, the confirmed ones (with their
 * client and dossier, or the way to create them), and upcoming rendez-vous — each list a page at
 * a time (the backend filters and orders them), never the cabinet's years of requests and events.
 */
export function MeetingsPage() {
  const work = useWorkContext();
  const today = todayIso();
  const requests = useMeetingRequests(work.firmId, today);
  const meetings = useEventsOfKind({ firmId: work.firmId, kind: 'rendez-vous', today, pageSize: MEETINGS_PAGE });
  const lookups = useLookups(
    work.firmId,
    meetings.data.map((meeting) => meeting.caseId),
  );
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const onOpen = useCallback((event: EventWithId) => setDialog({ mode: 'edit', event }), []);
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid)
    return <LoadError message="Connectez-vous à votre cabinet pour voir ses rendez-vous." />;
  const { firmId, uid } = work;
  const { pending, proposed, confirmed } = requests;
  const requestsError = pending.error ?? proposed.error;
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
        {requestsError ? (
          <LoadError message={requestsError} />
        ) : pending.loading || proposed.loading ? (
          <Loading label="Chargement des demandes…" />
        ) : (
          <BookingRequestList
            firmId={firmId}
            uid={uid}
            requests={[...pending.data, ...proposed.data]}
            pendingMore={pending.data.length > 0 ? more(pending, 'de demandes à confirmer') : null}
            proposedMore={more(proposed, 'de demandes en attente du demandeur')}
          />
        )}
      </section>
      <section aria-labelledby="confirmed-title" className={styles.panel}>
        <h2 id="confirmed-title">Demandes confirmées : client et dossier</h2>
        {confirmed.error ? (
          <LoadError message={confirmed.error} />
        ) : confirmed.loading ? (
          <Loading label="Chargement des demandes…" />
        ) : (
          <>
            <ConfirmedRequestList requests={confirmed.data} />
            {confirmed.data.length > 0 ? more(confirmed, 'de demandes confirmées') : null}
          </>
        )}
      </section>
      <section aria-labelledby="meetings-title">
        <h2 id="meetings-title">Rendez-vous à venir</h2>
        {meetings.error ? (
          <LoadError message={meetings.error} />
        ) : meetings.loading ? (
          <Loading label="Chargement des rendez-vous…" />
        ) : (
          <>
            <EventTable
              caption="Rendez-vous à venir"
              kind="rendez-vous"
              events={meetings.data}
              lookups={lookups}
              onOpen={onOpen}
              empty={
                <NoEvents title="Aucun rendez-vous à venir">
                  Ajoutez un rendez-vous, ou confirmez une demande reçue en ligne.
                </NoEvents>
              }
            />
            {meetings.data.length > 0
              ? more(meetings, 'de rendez-vous à venir', { one: 'rendez-vous', many: 'rendez-vous', feminine: false })
              : null}
          </>
        )}
      </section>
      <EventDialog state={dialog} firmId={firmId} uid={uid} lookups={lookups} onClose={() => setDialog(null)} />
    </div>
  );
}
