import type { Invoice, WithId } from 'shared-data';
import { sortRelated, unpaidSummary } from './related.ts';

const invoice = (id: string, over: Partial<Invoice>): WithId<Invoice> =>
  ({
    id,
    kind: 'facture',
    status: 'issued',
    number: `FA-2026-${id}`,
    netToPayCents: 10_000,
    paidCents: 0,
    creditedCents: 0,
    issueDate: '2026-01-01',
    dueDate: '2026-02-01',
    createdAt: '2026-01-01T00:00:00.000Z',
    clientSnapshot: { name: `Client ${id}` },
    ...over,
  }) as WithId<Invoice>;

describe('unpaid summary (dashboard widget)', () => {
  it('counts only overdue, not fully paid invoices, and lists the three oldest', () => {
    const list = [
      invoice('0001', { dueDate: '2026-03-01', paidCents: 4_000 }),
      invoice('0002', { dueDate: '2026-01-15' }),
      invoice('0003', { dueDate: '2026-02-10' }),
      invoice('0004', { dueDate: '2026-02-20' }),
      invoice('0005', { dueDate: '2026-06-01' }), // not yet due
      invoice('0006', { dueDate: '2026-01-10', paidCents: 10_000 }), // paid
      invoice('0007', { status: 'draft', number: null, dueDate: '2026-01-01' }),
    ];
    const summary = unpaidSummary(list, '2026-04-01');
    expect(summary.count).toBe(4);
    expect(summary.dueCents).toBe(6_000 + 10_000 * 3);
    expect(summary.oldest.map((row) => row.number)).toEqual(['FA-2026-0002', 'FA-2026-0003', 'FA-2026-0004']);
  });

  it('puts drafts first, then the newest issued', () => {
    const sorted = sortRelated([
      invoice('a', { issueDate: '2026-01-01' }),
      invoice('b', { status: 'draft', issueDate: null }),
      invoice('c', { issueDate: '2026-03-01' }),
    ]);
    expect(sorted.map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });
});
