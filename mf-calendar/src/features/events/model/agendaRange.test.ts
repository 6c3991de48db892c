import { deadlinesBetween, eventsOverlapping, rangeOfDays, visibleRange } from './agendaRange.ts';

describe('visibleRange: the days a view shows (weeks from Monday, Paris time)', () => {
  it('a month is six whole weeks from the Monday on or before the 1st', () => {
    expect(visibleRange('dayGridMonth', '2026-12-16')).toMatchObject({ from: '2026-11-30', to: '2027-01-11' });
    // March 2026 begins on a Sunday: the grid starts on Monday 23 February.
    expect(visibleRange('dayGridMonth', '2026-03-01')).toMatchObject({ from: '2026-02-23', to: '2026-04-06' });
    // June 2026 begins on a Monday.
    expect(visibleRange('dayGridMonth', '2026-06-30')).toMatchObject({ from: '2026-06-01', to: '2026-07-13' });
  });

  it('a week and the list of a week run from Monday to Monday, a day is that day', () => {
    expect(visibleRange('timeGridWeek', '2026-12-16')).toMatchObject({ from: '2026-12-14', to: '2026-12-21' });
    expect(visibleRange('listWeek', '2026-12-20')).toMatchObject({ from: '2026-12-14', to: '2026-12-21' });
    expect(visibleRange('timeGridDay', '2026-12-16')).toMatchObject({ from: '2026-12-16', to: '2026-12-17' });
  });

  it('gives the days’ Paris midnights as instants, on both sides of a time change', () => {
    // Summer time starts on 29 March 2026: that week runs from 23:00 UTC to 22:00 UTC.
    expect(rangeOfDays('2026-03-23', '2026-03-30')).toEqual({
      from: '2026-03-23',
      to: '2026-03-30',
      start: '2026-03-22T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
    });
  });
});

describe('the range queries', () => {
  const range = rangeOfDays('2026-12-14', '2026-12-21');

  it('events overlapping the range, ordered by their end (index events: end, start)', () => {
    expect(eventsOverlapping('f1', range)).toEqual({
      collection: 'firms/f1/events',
      where: [
        { field: 'end', op: '>', value: '2026-12-13T23:00:00.000Z' },
        { field: 'start', op: '<', value: '2026-12-20T23:00:00.000Z' },
      ],
      orderBy: [{ field: 'end' }, { field: 'start' }],
    });
  });

  it('one member’s events overlapping the range, filtered by the backend (index events: attendeeUids, end, start)', () => {
    expect(eventsOverlapping('f1', range, 'u1').where).toEqual([
      { field: 'attendeeUids', op: 'array-contains', value: 'u1' },
      { field: 'end', op: '>', value: '2026-12-13T23:00:00.000Z' },
      { field: 'start', op: '<', value: '2026-12-20T23:00:00.000Z' },
    ]);
    expect(deadlinesBetween('f1', range, 'u1').where?.[0]).toEqual({ field: 'assigneeUid', op: '==', value: 'u1' });
  });

  it('the délais whose last day is in the range', () => {
    expect(deadlinesBetween('f1', range)).toEqual({
      collection: 'firms/f1/deadlines',
      where: [
        { field: 'dueDate', op: '>=', value: '2026-12-14' },
        { field: 'dueDate', op: '<', value: '2026-12-21' },
      ],
      orderBy: [{ field: 'dueDate' }],
    });
  });
});
