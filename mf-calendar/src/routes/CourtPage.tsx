import { useCallback, useState } from 'react';
import { useWorkContext } from 'shared-data';
import { Button, Select, ShowMore, useUrlFilters, todayIso, LoadError, Loading } from 'shared-ui';
import styles from '../components/layout.ts';
import { EventDialog, type EventDialogState } from '../features/events/components/EventDialog.tsx';
import { EventTable, NoEvents } from '../features/events/components/EventTable.tsx';
import { useEventsOfKind } from '../features/events/hooks/useEvents.ts';
import { emptyEventValues } from '../features/events/model/eventForm.ts';
import type { EventWithId } from '../features/events/model/eventList.ts';
import { allOfKind, upcomingOfKind } from '../features/events/model/eventQueries.ts';
import { IcsExportButton } from '../features/ics/components/IcsExportButton.tsx';
import { readEventsForExport } from '../features/ics/api/agendaExport.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';

/**
 * /app/calendar/court: the audiences (juridiction, chambre, type, dossier, RG), from today soonest
 * first, or — « Toutes » — the history latest first; a page at a time, the export in pages.
 */
export function CourtPage() {
  const work = useWorkContext();
  const [filters, setFilters] = useUrlFilters({ periode: 'a-venir' });
  const today = todayIso();
  const history = filters.periode === 'toutes';
  const audiences = useEventsOfKind({ firmId: work.firmId, kind: 'audience', today, history });
  const lookups = useLookups(
    work.firmId,
    audiences.data.map((audience) => audience.caseId),
  );
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const onOpen = useCallback((event: EventWithId) => setDialog({ mode: 'edit', event }), []);
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <LoadError message="Connectez-vous à votre cabinet pour voir ses audiences." />;
  const { firmId, uid } = work;
  const exportQuery = history ? allOfKind(firmId, 'audience') : upcomingOfKind(firmId, 'audience', today);
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
            // Every audience of the period chosen, not only the pages shown: read in pages when asked.
            load={(onProgress) => readEventsForExport(exportQuery, onProgress)}
            count={audiences.total}
            lookups={lookups}
            name="Audiences du cabinet"
            label={`Exporter ces audiences (.ics${audiences.total === null ? '' : `, ${audiences.total}`})`}
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
            { value: 'toutes', label: 'Toutes (les plus récentes d’abord)' },
          ]}
        />
      </div>
      {audiences.error ? (
        <LoadError message={audiences.error} />
      ) : audiences.loading ? (
        <Loading label="Chargement des audiences…" />
      ) : (
        <>
          <EventTable
            caption="Audiences"
            kind="audience"
            events={audiences.data}
            lookups={lookups}
            onOpen={onOpen}
            empty={
              <NoEvents title={history ? 'Aucune audience' : 'Aucune audience à venir'}>
                Ajoutez une audience avec « Nouvelle audience » : juridiction, chambre, type, dossier et numéro RG.
              </NoEvents>
            }
          />
          {audiences.data.length > 0 ? (
            <ShowMore
              shown={audiences.data.length}
              total={audiences.total}
              hasMore={audiences.hasMore}
              loadingMore={audiences.loadingMore}
              onMore={audiences.loadMore}
              noun={{ one: 'audience', many: 'audiences', feminine: true }}
              of="d’audiences"
            />
          ) : null}
        </>
      )}
      <EventDialog state={dialog} firmId={firmId} uid={uid} lookups={lookups} onClose={() => setDialog(null)} />
    </div>
  );
}
