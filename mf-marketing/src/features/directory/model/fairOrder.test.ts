import { dailyRank, fairDailyOrder } from './fairOrder.ts';

const ids = Array.from({ length: 40 }, (_, i) => `pro-${i}`);
const order = (day: string, items = ids) => fairDailyOrder({ items, day, idOf: (id) => id });

describe('fair daily order (no paid ranking)', () => {
  it('is stable within a day, whatever order the data arrived in', () => {
    const first = order('2026-11-23');
    expect(order('2026-11-23')).toEqual(first);
    expect(order('2026-11-23', [...ids].reverse())).toEqual(first);
  });

  it('changes from one day to the next and is not the alphabetical order', () => {
    const monday = order('2026-11-23');
    const tuesday = order('2026-11-24');
    expect(tuesday).not.toEqual(monday);
    expect(monday).not.toEqual([...ids].sort());
    expect(new Set(tuesday)).toEqual(new Set(ids));
  });

  it('gives every profile its turn at the top over time', () => {
    const firsts = new Set<string>();
    for (let d = 1; d <= 28; d += 1) firsts.add(order(`2026-02-${String(d).padStart(2, '0')}`)[0]!);
    expect(firsts.size).toBeGreaterThan(15);
  });

  it('ranks from the id and the day only', () => {
    expect(dailyRank({ id: 'a', day: '2026-11-23' })).toBe(dailyRank({ id: 'a', day: '2026-11-23' }));
    expect(dailyRank({ id: 'a', day: '2026-11-23' })).not.toBe(dailyRank({ id: 'a', day: '2026-11-24' }));
  });
});
