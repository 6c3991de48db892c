/**
 * The FullCalendar views (month, week, day, list) — loaded only on the agenda route (this module
 * is imported with React.lazy). FullCalendar is told the zone is UTC and given Paris wall-clock
 * times (toWallClock), so the agenda shows Paris time whatever the computer's zone; dates coming
 * back from a selection, a move or a resize are converted back with fromWallClock. Délais are
 * all-day entries of their own colour (`pt-deadline`), first in their day, never dragged;
 * opening one leads to the délais page.
 *
 * The page decides the period: the toolbar's buttons (« Précédent », « Suivant », « Aujourd’hui »,
 * the views) and « + N autres » ask it for the next one, and FullCalendar moves there when that
 * period's entries have all come — the date and the entries in one draw. Left to itself,
 * FullCalendar drew the new month empty on the click, then again when its events came
 * (bench:scale --profil: two full draws of the month).
 */
import frLocale from '@fullcalendar/core/locales/fr';
import type { DatesSetArg, EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DateSelectArg } from '@fullcalendar/core';
import { fromWallClock, toWallClock } from '../../days/model/parisTime.ts';
import type { EventWithId } from '../model/eventList.ts';
import { useKeptWhileLoading } from '../hooks/useKeptWhileLoading.ts';
import { capPerDay } from '../model/monthCap.ts';
import { periodAfter, periodStart } from '../model/agendaPeriod.ts';

export const AGENDA_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

/** Month view: events shown per day before a "+ N autres" entry (see monthCap.ts). */
const MONTH_MAX_PER_DAY = 5;
const MORE_PREFIX = 'more:';
const DEADLINE_PREFIX = 'deadline:';

const COLORS: Record<EventWithId['kind'], string> = {
  audience: '#8a1c1c',
  'rendez-vous': '#1d4f91',
  autre: '#4a5565',
};

const DEADLINE_COLORS = { backgroundColor: '#fdecc8', borderColor: '#9a4a00', textColor: '#3d1f00' } as const;

// FullCalendar's options as constants: a new array or object on each render makes it reset that
// option and redraw the whole view (the plugins' array the most), which the month switch paid.
const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const HEADER_TOOLBAR = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
};
const VIEW_LABELS: Record<AgendaView, string> = {
  dayGridMonth: 'Mois',
  timeGridWeek: 'Semaine',
  timeGridDay: 'Jour',
  listWeek: 'Liste',
};
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const parisNow = () => toWallClock(new Date().toISOString());
const parisToday = () => parisNow().slice(0, 10);

/** A délai as the agenda shows it: its last day, all day, under its agenda title (`Délai : …`). */
export type AgendaDeadline = { id: string; title: string; day: string; done: boolean };

export type AgendaCalendarProps = {
  events: readonly EventWithId[];
  deadlines: readonly AgendaDeadline[];
  /** A new period is being read: the period and entries shown stay as they are until it has all come. */
  loading: boolean;
  /** The period the page reads: FullCalendar shows it once its entries are there. */
  view: AgendaView;
  date: string;
  /** The period to show next, asked by the toolbar and « + N autres » (and said by FullCalendar once there). */
  onDatesSet: (range: { view: AgendaView; date: string }) => void;
  onSelect: (range: { start: string; end: string; allDay: boolean; day: string }) => void;
  onOpen: (id: string) => void;
  onOpenDeadline: (id: string) => void;
  onMove: (change: { id: string; start: string; end: string }) => Promise<void>;
};

export default function AgendaCalendar(props: AgendaCalendarProps) {
  const { events, deadlines, loading, view, date } = props;
  // The page's callbacks, read when FullCalendar calls: its handlers below never change (see
  // `handlers`).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const entries = useMemo<EventInput[]>(() => {
    const toInput = (event: EventWithId): EventInput => ({
      id: event.id,
      title: event.status === 'à confirmer' ? `(à confirmer) ${event.title}` : event.title,
      start: toWallClock(event.start),
      end: toWallClock(event.end),
      backgroundColor: COLORS[event.kind],
      borderColor: COLORS[event.kind],
      textColor: '#ffffff',
      classNames: [`pt-event-${event.kind}`, event.status === 'annulé' ? 'pt-event-cancelled' : ''],
      extendedProps: { kind: event.kind, order: 0 },
    });
    const deadlineInput = (deadline: AgendaDeadline): EventInput => ({
      id: `${DEADLINE_PREFIX}${deadline.id}`,
      title: deadline.title,
      start: deadline.day,
      allDay: true,
      editable: false,
      ...DEADLINE_COLORS,
      classNames: ['pt-deadline', deadline.done ? 'pt-deadline-done' : ''],
      extendedProps: { order: -1 },
    });
    if (view !== 'dayGridMonth') return [...deadlines.map(deadlineInput), ...events.map(toInput)];
    // Délais sort first in their day (empty start), so a busy day never hides them behind "+ N autres".
    const keyed = [
      ...deadlines.map((deadline) => ({ id: deadline.id, day: deadline.day, start: '', deadline, event: null })),
      ...events.map((event) => ({
        id: event.id,
        day: toWallClock(event.start).slice(0, 10),
        start: event.start,
        deadline: null,
        event,
      })),
    ];
    return capPerDay(keyed, MONTH_MAX_PER_DAY).map((entry) =>
      entry.kind === 'event'
        ? entry.item.deadline
          ? deadlineInput(entry.item.deadline)
          : toInput(entry.item.event)
        : {
            id: `${MORE_PREFIX}${entry.day}`,
            title: `+ ${entry.hidden} autres`,
            start: entry.day,
            allDay: true,
            editable: false,
            backgroundColor: '#ffffff',
            borderColor: '#4a5565',
            textColor: '#1f2937',
            classNames: ['pt-event-more'],
            extendedProps: { order: 1 },
          },
    );
  }, [events, deadlines, view]);
  // Each new period or array of entries redraws the whole view, measured: while a period loads (its
  // events, its délais, the dossiers they name come one after the other) the view keeps what it
  // shows, and draws the new period once, when all of it has come.
  const period = useMemo(() => ({ view, date, entries }), [view, date, entries]);
  const shown = useKeptWhileLoading({ data: period, loading, error: null }).data;
  // FullCalendar is created with the first period (its initial options), then moved and given its
  // entries through its API, both in one batch: as options, a new array of events redrew the view,
  // and a new date was not even read.
  const [initial] = useState(shown);
  const drawn = useRef(shown);
  const calendarRef = useRef<FullCalendar>(null);
  useLayoutEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api || drawn.current === shown) return;
    drawn.current = shown;
    api.batchRendering(() => {
      const { type, currentStart, currentEnd } = api.view;
      const day = (instant: Date) => instant.toISOString().slice(0, 10);
      if (type !== shown.view) api.changeView(shown.view, shown.date);
      else if (shown.date < day(currentStart) || shown.date >= day(currentEnd)) api.gotoDate(shown.date);
      for (const source of api.getEventSources()) source.remove();
      api.addEventSource(shown.entries);
    });
  }, [shown]);
  // Accessibility fixes of FullCalendar's markup (axe): the toolbar's chevron icons are
  // `role="img"` without a name (the button already has one: its title), and a month cell is
  // labelled by its day number although it also holds the events (label/content mismatch).
  const box = useRef<HTMLDivElement>(null);
  const fixIcons = useCallback(() => {
    for (const icon of box.current?.querySelectorAll('.fc-icon[role="img"]') ?? []) {
      icon.removeAttribute('role');
      icon.setAttribute('aria-hidden', 'true');
    }
  }, []);
  useEffect(fixIcons);
  // FullCalendar compares its options by identity: a new function on each render of the page
  // rebuilds its options and redraws the whole view, measuring every event again. Its handlers are
  // made once and call the page's latest callbacks.
  const handlers = useMemo(() => {
    const change = (info: EventChangeArg) => {
      const { start, end } = info.event;
      if (!start) return info.revert();
      const realEnd = end ?? new Date(start.getTime() + 3_600_000);
      latest.current
        .onMove({ id: info.event.id, start: fromWallClock(start), end: fromWallClock(realEnd) })
        .catch(() => info.revert());
    };
    // From the period the page reads (not the one still on screen): two quick clicks move two months.
    const goTo = (dayOf: (view: AgendaView, date: string) => string) => {
      const { view, date, onDatesSet } = latest.current;
      onDatesSet({ view, date: periodStart(view, dayOf(view, date)) });
    };
    // Another view of the same time: today's week or day when the period shown holds today.
    const showView = (next: AgendaView) => {
      const { view, date, onDatesSet } = latest.current;
      const today = parisToday();
      const holdsToday = periodStart(view, today) === periodStart(view, date);
      onDatesSet({ view: next, date: periodStart(next, holdsToday ? today : date) });
    };
    const viewButtons = Object.fromEntries(
      AGENDA_VIEWS.map((view) => [view, { text: VIEW_LABELS[view], click: () => showView(view) }]),
    );
    return {
      // Named like FullCalendar's own buttons: they keep its icons, `aria-pressed` and disabled states.
      customButtons: {
        prev: { text: 'Précédent', click: () => goTo((view, date) => periodAfter(view, date, -1)) },
        next: { text: 'Suivant', click: () => goTo((view, date) => periodAfter(view, date, 1)) },
        today: { text: 'Aujourd’hui', click: () => goTo(parisToday) },
        ...viewButtons,
      },
      datesSet: (arg: DatesSetArg) => {
        fixIcons();
        latest.current.onDatesSet({
          view: arg.view.type as AgendaView,
          date: arg.view.currentStart.toISOString().slice(0, 10),
        });
      },
      dayCellDidMount: (arg: { el: HTMLElement }) => arg.el.removeAttribute('aria-labelledby'),
      select: (info: DateSelectArg) =>
        latest.current.onSelect({
          start: fromWallClock(info.start),
          end: fromWallClock(info.end),
          allDay: info.allDay,
          day: info.startStr.slice(0, 10),
        }),
      dateClick: (info: DateClickArg) => {
        if (info.view.type === 'dayGridMonth') return;
        const start = fromWallClock(info.date);
        latest.current.onSelect({
          start,
          end: new Date(Date.parse(start) + 3_600_000).toISOString(),
          allDay: false,
          day: info.dateStr.slice(0, 10),
        });
      },
      eventClick: (info: EventClickArg) => {
        info.jsEvent.preventDefault();
        if (info.event.id.startsWith(MORE_PREFIX))
          latest.current.onDatesSet({ view: 'timeGridDay', date: info.event.id.slice(MORE_PREFIX.length) });
        else if (info.event.id.startsWith(DEADLINE_PREFIX))
          latest.current.onOpenDeadline(info.event.id.slice(DEADLINE_PREFIX.length));
        else latest.current.onOpen(info.event.id);
      },
      eventDrop: change,
      eventResize: change,
    };
  }, [fixIcons]);
  // The same element while nothing FullCalendar is given changes: React then leaves it alone,
  // where a re-render of this component would have it compare all its options again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` and the constants never change
  const calendar = useMemo(
    () => (
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        locale={frLocale}
        timeZone="UTC"
        now={parisNow}
        initialView={initial.view}
        initialDate={initial.date}
        firstDay={1}
        headerToolbar={HEADER_TOOLBAR}
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        scrollTime="08:00:00"
        allDayText="Toute la journée"
        nowIndicator
        selectable
        selectMirror
        editable
        eventInteractive
        dayMaxEvents={MONTH_MAX_PER_DAY}
        height="auto"
        events={initial.entries}
        eventOrder="order,start,-duration,title"
        {...handlers}
      />
    ),
    [handlers],
  );
  return <div ref={box}>{calendar}</div>;
}
