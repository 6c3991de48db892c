/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// FullCalendar's CommonJS build requires preact, whose "browser" entry is ESM only (see AgendaPage.test.tsx).
import { Calendar } from '@fullcalendar/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { EventWithId } from '../model/eventList.ts';
import AgendaCalendar, { type AgendaCalendarProps } from './AgendaCalendar.tsx';

// Each time FullCalendar is handed its options again it compares them all, and a changed one
// (a new function, a new array of entries) redraws the whole month: at a cabinet's tenth year a
// redraw is ~60 ms of main thread. What the page re-renders for must not reach it. A draw is one
// call of Preact's `render` on the calendar's root (FullCalendar renders with Preact).
// The module object FullCalendar's CommonJS build calls (an `import *` would be a copy of it).
const preact = jest.requireActual<typeof import('preact')>('preact');
let resets: jest.SpyInstance;
let renders: jest.SpyInstance;
const draws = () => renders.mock.calls.filter(([, into]) => (into as HTMLElement).classList.contains('fc')).length;
beforeEach(() => {
  resets = jest.spyOn(Calendar.prototype, 'resetOptions');
  renders = jest.spyOn(preact, 'render');
});
afterEach(() => {
  cleanup();
  resets.mockRestore();
  renders.mockRestore();
});

const event = (id: string, title: string, day: string): EventWithId =>
  ({
    id,
    title,
    kind: 'rendez-vous',
    status: 'confirmé',
    start: `${day}T09:00:00.000Z`,
    end: `${day}T10:00:00.000Z`,
    attendeeUids: ['demo-owner'],
  }) as EventWithId;

const MONTH = [event('e1', 'Rendez-vous Lambert', '2026-12-16')];
const NO_DEADLINES: AgendaCalendarProps['deadlines'] = [];

const props = (overrides: Partial<AgendaCalendarProps> = {}): AgendaCalendarProps => ({
  events: MONTH,
  deadlines: NO_DEADLINES,
  loading: false,
  view: 'dayGridMonth',
  date: '2026-12-01',
  onDatesSet: () => undefined,
  onSelect: () => undefined,
  onOpen: () => undefined,
  onOpenDeadline: () => undefined,
  onMove: async () => undefined,
  ...overrides,
});

test('a re-render of the page with new callbacks and the same entries leaves FullCalendar alone; the latest callback answers', () => {
  const first = jest.fn();
  const view = render(<AgendaCalendar {...props({ onOpen: first })} />);
  expect(screen.getByText('Rendez-vous Lambert')).toBeInTheDocument();
  const before = resets.mock.calls.length;
  const drawsBefore = draws();
  const latest = jest.fn();
  view.rerender(
    <AgendaCalendar {...props({ onOpen: latest, onDatesSet: () => undefined, onSelect: () => undefined })} />,
  );
  expect(resets.mock.calls.length).toBe(before);
  expect(draws()).toBe(drawsBefore);
  fireEvent.click(screen.getByText('Rendez-vous Lambert'));
  expect(latest).toHaveBeenCalledWith('e1');
  expect(first).not.toHaveBeenCalled();
});

test('while a period loads the month keeps what it shows, and draws the new period once, when all of it has come', () => {
  const view = render(<AgendaCalendar {...props()} />);
  const before = draws();
  // The period's events came, its délais not yet: nothing redrawn.
  const events = [event('e2', 'Audience Martin', '2026-12-17')];
  view.rerender(<AgendaCalendar {...props({ events, loading: true })} />);
  expect(draws()).toBe(before);
  expect(screen.getByText('Rendez-vous Lambert')).toBeInTheDocument();
  expect(screen.queryByText('Audience Martin')).not.toBeInTheDocument();
  // Everything came: one redraw, the new period shown.
  const deadlines = [{ id: 'd1', title: 'Délai : Conclusions', day: '2026-12-18', done: false }];
  view.rerender(<AgendaCalendar {...props({ events, deadlines, loading: false })} />);
  expect(draws()).toBe(before + 1);
  expect(screen.getByText('Audience Martin')).toBeInTheDocument();
  expect(screen.getByText('Délai : Conclusions')).toBeInTheDocument();
  expect(screen.queryByText('Rendez-vous Lambert')).not.toBeInTheDocument();
  expect(resets).not.toHaveBeenCalled();
});

test('« Suivant » asks the page for the next month; the calendar moves there with its entries, in one draw', () => {
  const onDatesSet = jest.fn();
  const view = render(<AgendaCalendar {...props({ onDatesSet })} />);
  const title = () => screen.getByRole('heading', { level: 2 }).textContent;
  expect(title()).toBe('décembre 2026');
  onDatesSet.mockClear();
  const before = draws();
  fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
  // Asked of the page; nothing drawn yet: no empty January before its events.
  expect(onDatesSet).toHaveBeenCalledWith({ view: 'dayGridMonth', date: '2027-01-01' });
  expect(draws()).toBe(before);
  view.rerender(<AgendaCalendar {...props({ onDatesSet, date: '2027-01-01', loading: true })} />);
  expect(title()).toBe('décembre 2026');
  expect(screen.getByText('Rendez-vous Lambert')).toBeInTheDocument();
  expect(draws()).toBe(before);
  // January's events came: January drawn once, with them.
  const january = [event('e3', 'Audience de janvier', '2027-01-12')];
  view.rerender(<AgendaCalendar {...props({ onDatesSet, events: january, date: '2027-01-01' })} />);
  expect(draws()).toBe(before + 1);
  expect(title()).toBe('janvier 2027');
  expect(screen.getByText('Audience de janvier')).toBeInTheDocument();
  // FullCalendar says where it is now: the period the page asked for, nothing more to read.
  expect(onDatesSet).toHaveBeenLastCalledWith({ view: 'dayGridMonth', date: '2027-01-01' });
  // « Précédent » from the page's January, « Aujourd’hui » to the month of Paris's today.
  fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
  expect(onDatesSet).toHaveBeenLastCalledWith({ view: 'dayGridMonth', date: '2026-12-01' });
  fireEvent.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  expect(onDatesSet).toHaveBeenLastCalledWith({ view: 'dayGridMonth', date: `${today.slice(0, 8)}01` });
});

test('a week moves by weeks from the page’s day, to its Monday', () => {
  const onDatesSet = jest.fn();
  render(<AgendaCalendar {...props({ onDatesSet, view: 'timeGridWeek', date: '2026-12-16' })} />);
  onDatesSet.mockClear();
  fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(onDatesSet).toHaveBeenCalledWith({ view: 'timeGridWeek', date: '2026-12-21' });
});

test('the view buttons ask the page too, and show which view is on screen', () => {
  const onDatesSet = jest.fn();
  // March 2031 (far from today, which a month holding it would choose): its grid from Mon. 24 Feb.
  const march = [event('m1', 'Audience de mars', '2031-02-26')];
  const view = render(<AgendaCalendar {...props({ onDatesSet, events: march, date: '2031-03-01' })} />);
  onDatesSet.mockClear();
  const before = draws();
  fireEvent.click(screen.getByRole('button', { name: 'Semaine' }));
  // The week of the month's 1st (a Saturday): from Monday 24 February.
  expect(onDatesSet).toHaveBeenCalledWith({ view: 'timeGridWeek', date: '2031-02-24' });
  expect(draws()).toBe(before);
  expect(screen.getByRole('button', { name: 'Mois' })).toHaveAttribute('aria-pressed', 'true');
  view.rerender(<AgendaCalendar {...props({ onDatesSet, events: march, view: 'timeGridWeek', date: '2031-02-24' })} />);
  expect(draws()).toBe(before + 1);
  expect(screen.getByRole('button', { name: 'Semaine' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Mois' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('Audience de mars')).toBeInTheDocument();
});

test('« + N autres » asks the page for that day', () => {
  const onDatesSet = jest.fn();
  const busy = Array.from({ length: 7 }, (_, i) => event(`b${i}`, `Rendez-vous ${i}`, '2026-12-16'));
  render(<AgendaCalendar {...props({ onDatesSet, events: busy })} />);
  fireEvent.click(screen.getByText('+ 3 autres'));
  expect(onDatesSet).toHaveBeenLastCalledWith({ view: 'timeGridDay', date: '2026-12-16' });
});

test('from the month that holds today, « Jour » shows today', () => {
  const onDatesSet = jest.fn();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  render(<AgendaCalendar {...props({ onDatesSet, date: `${today.slice(0, 8)}01` })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Jour' }));
  expect(onDatesSet).toHaveBeenLastCalledWith({ view: 'timeGridDay', date: today });
});
