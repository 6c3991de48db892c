import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, useRefreshWhenChanged, useWorkContext } from 'shared-data';
import {
  Button,
  formatCount,
  lazyModule,
  Select,
  useNavigate,
  useUrlFilters,
  todayIso,
  isIsoDay,
  LoadError,
  Loading,
} from 'shared-ui';
import styles from '../components/layout.ts';
import { useDeadlinesInRange } from '../features/deadlines/hooks/useDeadlines.ts';
import type { AgendaDeadline, AgendaView } from '../features/events/components/AgendaCalendar.tsx';
import { EventDialog, type EventDialogState } from '../features/events/components/EventDialog.tsx';
import { moveEvent } from '../features/events/api/eventActions.ts';
import { useEventsInRange } from '../features/events/hooks/useEvents.ts';
import { emptyEventValues, valuesFromRange } from '../features/events/model/eventForm.ts';
import { EVENT_KIND_LABELS, EVENT_KINDS } from '../features/events/model/eventKinds.ts';
import { ALL, filterEvents } from '../features/events/model/eventList.ts';
import { IcsExportButton } from '../features/ics/components/IcsExportButton.tsx';
import { readAgendaForExport, useAgendaExportCount } from '../features/ics/api/agendaExport.ts';
import { DEADLINES_TYPE } from '../features/ics/model/agendaExport.ts';
import { visibleRange } from '../features/events/model/agendaRange.ts';
import { deadlineAgendaTitle } from '../features/ics/model/deadlineTitle.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';

// FullCalendar, on this route only; without Suspense (shared-ui lazyModule): it shows as soon as
// its code and the events are there.
const calendar = lazyModule(() => import('../features/events/components/AgendaCalendar.tsx'));
const VIEWS = new Set(['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek']);

/**
 * /app/calendar: month, week, day and list views of the cabinet's events and délais (all-day,
 * `Délai : …`; the member filter is a délai's responsible). It opens on the signed-in lawyer's own
 * agenda, as a lawyer's day starts, the whole cabinet one choice away (« Tout le cabinet »): the
 * member is asked of the backend, so a month of a five-lawyer cabinet reads one lawyer's events,
 * not the two hundred of all five. Only the period on screen is read, again when the lawyer moves
 * to another one; the export writes the agenda the filters select, read in pages.
 */
export function AgendaPage() {
  const work = useWorkContext();
  const navigate = useNavigate();
  // Fetched from the first render, while the events load.
  const AgendaCalendar = calendar.useLoaded()?.default;
  const [filters, setFilters] = useUrlFilters({ membre: work.uid ?? ALL, type: ALL, vue: 'dayGridMonth', date: '' });
  const view = (VIEWS.has(filters.vue) ? filters.vue : 'dayGridMonth') as AgendaView;
  const date = isIsoDay(filters.date) ? filters.date : todayIso();
  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const member = filters.membre === ALL ? null : filters.membre;
  const events = useEventsInRange({ firmId: work.firmId, range, member });
  const deadlines = useDeadlinesInRange({ firmId: work.firmId, range, member });
  // The dossiers the period's délais name (their reference in the title), read by id.
  const lookups = useLookups(
    work.firmId,
    deadlines.data.map((deadline) => deadline.caseId),
  );
  // What the filters select, whatever the period: the export's, and the view's — the same object
  // while the lawyer moves in time, so the entries given to the calendar do not change with the date.
  const selected = useMemo(() => ({ membre: filters.membre, type: filters.type }), [filters.membre, filters.type]);
  const exportCount = useAgendaExportCount(work.firmId, selected);
  useRefreshWhenChanged([events.data, deadlines.data], events.loading || deadlines.loading, exportCount.refresh);
  // Once the calendar is on screen it stays there while another period loads.
  const calendarShown = useRef(false);
  const firstRange = useRef(true);
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const visible = useMemo(() => filterEvents(events.data, selected), [events.data, selected]);
  const visibleDeadlines = useMemo(
    () =>
      selected.type === ALL || selected.type === DEADLINES_TYPE
        ? deadlines.data.filter((deadline) => selected.membre === ALL || deadline.assigneeUid === selected.membre)
        : [],
    [deadlines.data, selected],
  );
  const agendaDeadlines = useMemo<AgendaDeadline[]>(
    () =>
      visibleDeadlines.map((deadline) => ({
        id: deadline.id,
        day: deadline.dueDate,
        done: deadline.done,
        title: deadlineAgendaTitle({ ...deadline, caseReference: lookups.caseReference(deadline.caseId) }),
      })),
    [visibleDeadlines, lookups],
  );
  const loadingPeriod = events.loading || deadlines.loading;
  if (AgendaCalendar && !loadingPeriod) calendarShown.current = true;
  // The calendar moves to a period once the dossiers its délais name are read too (one draw):
  // the page says it is loading until then.
  const drawingPeriod = loadingPeriod || lookups.loading;

  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <LoadError message="Connectez-vous à votre cabinet pour voir son agenda." />;
  const { firmId, uid } = work;
  const newEvent = () => setDialog({ mode: 'create', initial: emptyEventValues({ date, uid }) });

  return (
    <div>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Agenda</p>
          <h1>Agenda du cabinet</h1>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" onClick={newEvent}>
            Nouvel événement
          </Button>
          <IcsExportButton
            firmId={firmId}
            load={(onProgress) => readAgendaForExport({ firmId, filters: selected, onProgress })}
            count={exportCount.count}
            lookups={lookups}
            name="Agenda du cabinet"
            label={`Exporter l’agenda (.ics${exportCount.count === null ? '' : `, ${formatCount(exportCount.count)}`})`}
          />
        </div>
      </header>
      <div className={styles.toolbar}>
        <Select
          label="Membre du cabinet"
          value={filters.membre}
          onChange={(event) => setFilters({ membre: event.target.value })}
          options={[
            // Named so before the members are read: the select never shows another choice first.
            { value: uid, label: 'Mon agenda' },
            { value: ALL, label: 'Tout le cabinet' },
            ...lookups.members.filter((m) => m.uid !== uid).map((m) => ({ value: m.uid, label: m.name })),
          ]}
        />
        <Select
          label="Type d’événement"
          value={filters.type}
          onChange={(event) => setFilters({ type: event.target.value })}
          options={[
            { value: ALL, label: 'Tous' },
            ...EVENT_KINDS.map((k) => ({ value: k, label: EVENT_KIND_LABELS[k] })),
            { value: DEADLINES_TYPE, label: 'Délais' },
          ]}
        />
      </div>
      <p className={styles.muted}>
        Sélectionnez un créneau pour créer un événement, glissez un événement pour le déplacer ou tirez son bord pour
        changer sa durée. Au clavier : « Nouvel événement », ou ouvrez un événement (Entrée) et modifiez ses dates.
      </p>
      {events.error || deadlines.error ? (
        <LoadError message={events.error ?? deadlines.error ?? ''} />
      ) : !AgendaCalendar || !calendarShown.current ? (
        <Loading label="Chargement de l’agenda…" />
      ) : (
        <div className={styles.calendarBox} data-testid="agenda-calendar" aria-busy={drawingPeriod}>
          {/* Always there, its text changing: a live region inserted with its text may go unannounced,
              and a line inserted above the calendar moved it down and back at each period. */}
          <p role="status" className={`${styles.muted} ${styles.periodStatus}`}>
            {drawingPeriod ? 'Chargement de la période…' : ''}
          </p>
          <AgendaCalendar
            events={visible}
            deadlines={agendaDeadlines}
            loading={drawingPeriod}
            view={view}
            date={date}
            onDatesSet={(range) => {
              // The first range drawn is the default one (today's): the address stays clean;
              // only a period the lawyer moves to is written into it.
              const initial = firstRange.current;
              firstRange.current = false;
              if (initial && !filters.date) return;
              if (range.view !== filters.vue || range.date !== filters.date)
                setFilters({ vue: range.view, date: range.date });
            }}
            onSelect={(range) =>
              setDialog({
                mode: 'create',
                initial: range.allDay
                  ? emptyEventValues({ date: range.day, uid })
                  : valuesFromRange(emptyEventValues({ date, uid }), range),
              })
            }
            onOpen={(id) => {
              const event = events.data.find((e) => e.id === id);
              if (event) setDialog({ mode: 'edit', event });
            }}
            onOpenDeadline={(id) => {
              // The délais page, filtered on this one (its computation, mark it done).
              const deadline = deadlines.data.find((d) => d.id === id);
              if (!deadline) return;
              // Its dossier's délais (a backend filter, never the cabinet's thousands), narrowed to its title.
              const params = {
                q: deadline.title,
                statut: 'tous',
                ...(deadline.caseId ? { dossier: deadline.caseId } : {}),
              };
              navigate(`/app/calendar/deadlines?${new URLSearchParams(params)}`);
            }}
            onMove={(change) =>
              moveEvent({ firmId, uid, ...change })
                .then(() => {
                  toast.success('Événement déplacé.');
                })
                .catch((failure: unknown) => {
                  toast.error(messageOf(failure));
                  throw failure;
                })
            }
          />
        </div>
      )}
      <EventDialog
        state={dialog}
        firmId={firmId}
        uid={uid}
        lookups={lookups}
        onClose={() => setDialog(null)}
        extra={(event) => (
          <IcsExportButton
            firmId={firmId}
            events={[event]}
            lookups={lookups}
            name={event.title}
            label="Exporter (.ics)"
            ariaLabel={`Exporter l’événement ${event.title} (.ics)`}
          />
        )}
      />
    </div>
  );
}
