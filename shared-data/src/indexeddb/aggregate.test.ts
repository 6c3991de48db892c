import type { StoredDoc } from '../docs.ts';
import { aggregateRows } from './aggregate.ts';

const doc = (id: string, data: StoredDoc['data']): StoredDoc => ({ id, path: `firms/f1/invoices/${id}`, data });
const rows = [
  doc('a', { totalCents: 1000, paid: { cents: 200 } }),
  doc('b', { totalCents: 500, paid: { cents: '40' } }),
  doc('c', { paid: { cents: 50 } }),
  doc('d', { totalCents: '300' }),
];

describe('aggregateRows', () => {
  it('counts every row when nothing is summed', () => {
    expect(aggregateRows(rows, { collection: 'firms/f1/invoices', count: true })).toEqual({
      matched: 4,
      result: { count: 4 },
    });
  });

  it('aggregates only rows holding every summed field, adding numbers only', () => {
    expect(
      aggregateRows(rows, { collection: 'firms/f1/invoices', count: true, sum: ['totalCents', 'paid.cents'] }),
    ).toEqual({ matched: 2, result: { count: 2, sums: { totalCents: 1500, 'paid.cents': 200 } } });
  });

  it('answers zero sums and no count unless asked', () => {
    expect(aggregateRows([], { collection: 'firms/f1/invoices', sum: ['totalCents'] })).toEqual({
      matched: 0,
      result: { sums: { totalCents: 0 } },
    });
  });
});
