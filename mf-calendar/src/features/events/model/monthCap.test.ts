import { capPerDay } from './monthCap.ts';

const item = (id: string, day: string, time: string) => ({ id, day, start: `${day}T${time}` });

describe('month view cap', () => {
  it('keeps days with at most `max` events untouched', () => {
    const items = [item('a', '2026-12-01', '09:00'), item('b', '2026-12-01', '10:00')];
    expect(capPerDay(items, 2)).toEqual(items.map((i) => ({ kind: 'event', item: i })));
  });
  it('keeps the first max - 1 events of a busy day and one "+ N" entry', () => {
    const items = [
      item('late', '2026-12-01', '17:00'),
      item('early', '2026-12-01', '08:00'),
      item('mid', '2026-12-01', '12:00'),
      item('noon', '2026-12-01', '12:00'),
      item('other', '2026-12-02', '09:00'),
    ];
    expect(capPerDay(items, 3)).toEqual([
      { kind: 'event', item: items[1] },
      { kind: 'event', item: items[2] },
      { kind: 'more', day: '2026-12-01', hidden: 2 },
      { kind: 'event', item: items[4] },
    ]);
  });
  it('scales: 5,000 events over 28 days give at most max entries a day', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      item(`e${i}`, `2026-12-${String((i % 28) + 1).padStart(2, '0')}`, `${String(8 + (i % 10)).padStart(2, '0')}:00`),
    );
    const capped = capPerDay(many, 5);
    expect(capped).toHaveLength(28 * 5);
    expect(capped.filter((e) => e.kind === 'more').every((e) => e.kind === 'more' && e.hidden > 0)).toBe(true);
  });
});
