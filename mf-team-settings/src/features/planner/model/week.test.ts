import { loadLevel, plannerRows } from './week.ts';

describe('planner week', () => {
  it('puts each teammate’s events and due tasks of the week on their days, with the load', () => {
    const start = new Date(2026, 10, 3, 9, 0).toISOString();
    const end = new Date(2026, 10, 3, 11, 30).toISOString();
    const rows = plannerRows({
      monday: '2026-11-02',
      members: [
        { uid: 'b', name: 'Bernard' },
        { uid: 'a', name: 'Alice' },
      ],
      events: [
        { id: 'e1', title: 'Audience', start, end, attendeeUids: ['a'], status: 'confirmé' },
        { id: 'e2', title: 'Annulé', start, end, attendeeUids: ['a'], status: 'annulé' },
        {
          id: 'e3',
          title: 'Semaine suivante',
          start: new Date(2026, 10, 10, 9).toISOString(),
          end,
          attendeeUids: ['a'],
          status: 'confirmé',
        },
      ],
      tasks: [
        { id: 't1', title: 'Conclusions', assigneeUid: 'a', dueDate: '2026-11-06', status: 'en cours' },
        { id: 't2', title: 'Fini', assigneeUid: 'a', dueDate: '2026-11-06', status: 'terminé' },
        { id: 't3', title: 'Hors semaine', assigneeUid: 'b', dueDate: '2026-11-20', status: 'à faire' },
      ],
    });
    expect(rows.map((r) => r.name)).toEqual(['Alice', 'Bernard']);
    const alice = rows[0]!;
    expect(alice.days[1]!.events.map((e) => e.id)).toEqual(['e1']);
    expect(alice.days[4]!.tasks.map((t) => t.id)).toEqual(['t1']);
    expect(alice.busyMinutes).toBe(150);
    expect(alice.load).toBe('légère');
    expect(rows[1]!.taskCount).toBe(0);
    expect(loadLevel(21 * 60, 0)).toBe('chargée');
    expect(loadLevel(7 * 60, 1)).toBe('normale');
  });
});
