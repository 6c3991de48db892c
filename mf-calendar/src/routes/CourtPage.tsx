import { useCallback, useMemo, useState } from 'react';
import { Button, Select, useUrlFilters, todayIso } from 'shared-ui';
import { LoadError, Loading } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { EventDialog, type EventDialogState } from '../features/events/components/EventDialog.tsx';
import { EventTable, NoEvents } from '../features/events/components/EventTable.tsx';
import { useEvents } from '../features/events/hooks/useEvents.ts';
import { emptyEventValues } from '../features/events/model/eventForm.ts';
import { type EventWithId, upcoming } from '../features/events/model/eventList.ts';
import { IcsExportButton } from '../features/ics/components/IcsExportButton.tsx';
import { useLookups } from '../lib/useLookups.ts';
import { useWorkContext } from 'shared-data';

/** /app/calendar/court: the audiences (juridiction, chambre, type, dossier, RG). */
export function CourtPage() {
  const work = useWorkContext();
  const lookups = useLookups(work.firmId);
  const events = useEvents({ firmId: work.firmId });
  const [filters, setFilters] = useUrlFilters({ periode: 'a-venir' });
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const rows = useMemo(
    () =>
      filters.periode === 'toutes'
        ? events.data.filter((e) => e.kind === 'audience').sort((a, b) => a.start.localeCompare(b.start))
        : upcoming(events.data, new Date(), 'audience'),
    [events.data, filters.periode],
  );
  const onOpen = useCallback((event: EventWithId) => setDialog({ mode: 'edit', event }), []);
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <LoadError message="Connectez-vous à votre cabinet pour voir ses audiences." />;
  const { firmId, uid } = work;
  return (
    <div>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Agenda</p>
          <h1>Audiences</h1>
        </div>
        <div className={styles.actions}>
          <Button
            variant="primary"
            onClick={() =>
              setDialog({ mode: 'create', initial: emptyEventValues({ kind: 'audience', date: todayIso(), uid }) })
            }
          >
            Nouvelle audience
          </Button>
          <IcsExportButton
            firmId={firmId}
            events={rows}
            lookups={lookups}
            name="Audiences du cabinet"
            label={`Exporter ces audiences (.ics, ${rows.length})`}
          />
        </div>
      </header>
      <div className={styles.toolbar}>
        <Select
          label="Période"
          value={filters.periode}
          onChange={(event) => setFilters({ periode: event.target.value })}
          options={[
            { value: 'a-venir', label: 'À venir' },
            { value: 'toutes', label: 'Toutes' },
          ]}
        />
      </div>
      {events.error ? (
        <LoadError message={events.error} />
      ) : events.loading ? (
        <Loading label="Chargement des audiences…" />
      ) : (
        <EventTable
          caption="Audiences"
          kind="audience"
          events={rows}
          lookups={lookups}
          onOpen={onOpen}
          empty={
            <NoEvents title="Aucune audience à venir">
              Ajoutez une audience avec « Nouvelle audience » : juridiction, chambre, type, dossier et numéro RG.
            </NoEvents>
          }
        />
      )}
      <EventDialog state={dialog} firmId={firmId} uid={uid} lookups={lookups} onClose={() => setDialog(null)} />
    </div>
  );
}
