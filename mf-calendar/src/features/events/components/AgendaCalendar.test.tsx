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
// redraw is ~100 ms of main thread. What the page re-renders for must not reach it.
let resets: jest.SpyInstance;
beforeEach(() => {
  resets = jest.spyOn(Calendar.prototype, 'resetOptions');
});
afterEach(() => {
  cleanup();
  resets.mockRestore();
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
  const latest = jest.fn();
  view.rerender(<AgendaCalendar {...props({ onOpen: latest, onDatesSet: () => undefined, date: '2027-01-01' })} />);
  expect(resets.mock.calls.length).toBe(before);
  fireEvent.click(screen.getByText('Rendez-vous Lambert'));
  expect(latest).toHaveBeenCalledWith('e1');
  expect(first).not.toHaveBeenCalled();
});

test('while a period loads the month keeps what it shows, and draws the new period once, when all of it has come', () => {
  const view = render(<AgendaCalendar {...props()} />);
  const before = resets.mock.calls.length;
  // The period's events came, its délais not yet: nothing redrawn.
  const events = [event('e2', 'Audience Martin', '2026-12-17')];
  view.rerender(<AgendaCalendar {...props({ events, loading: true })} />);
  expect(resets.mock.calls.length).toBe(before);
  expect(screen.getByText('Rendez-vous Lambert')).toBeInTheDocument();
  expect(screen.queryByText('Audience Martin')).not.toBeInTheDocument();
  // Everything came: one redraw, the new period shown.
  const deadlines = [{ id: 'd1', title: 'Délai : Conclusions', day: '2026-12-18', done: false }];
  view.rerender(<AgendaCalendar {...props({ events, deadlines, loading: false })} />);
  expect(resets.mock.calls.length).toBe(before + 1);
  expect(screen.getByText('Audience Martin')).toBeInTheDocument();
  expect(screen.getByText('Délai : Conclusions')).toBeInTheDocument();
  expect(screen.queryByText('Rendez-vous Lambert')).not.toBeInTheDocument();
});
