import type { Invoice } from 'shared-data';
import { DEFAULT_INVOICE_FILTERS, filterInvoices, toInvoiceRow, totalsOf } from './invoiceList.ts';

const names = { clients: new Map([['c1', 'Société Lambert']]), cases: new Map([['k1', '2026-0001']]) };
const invoice = (over: Partial<Invoice>): Invoice =>
  ({
    kind: 'facture',
    status: 'issued',
    number: 'FA-2026-0001',
    clientId: 'c1',
    caseId: 'k1',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    createdAt: '2026-03-01T10:00:00.000Z',
    totalTtcCents: 1200,
    netToPayCents: 1200,
    paidCents: 0,
    creditedCents: 0,
    clientSnapshot: null,
    creditForNumber: null,
    ...over,
  }) as Invoice;

describe('invoices list', () => {
  const rows = [
    toInvoiceRow('a', invoice({}), names, '2026-04-15'),
    toInvoiceRow(
      'b',
      invoice({ number: 'FA-2026-0002', paidCents: 1200, issueDate: '2026-04-01' }),
      names,
      '2026-04-15',
    ),
    toInvoiceRow(
      'c',
      invoice({ number: 'FA-2026-0003', dueDate: '2026-05-01', issueDate: '2026-04-10' }),
      names,
      '2026-04-15',
    ),
    toInvoiceRow(
      'd',
      invoice({ number: 'FA-2026-0004', kind: 'avoir', totalTtcCents: 300, issueDate: '2026-04-11' }),
      names,
      '2026-04-15',
    ),
  ];
  it('filters by view, search and period, with totals', () => {
    expect(filterInvoices(rows, 'unpaid', DEFAULT_INVOICE_FILTERS).map((r) => r.id)).toEqual(['a']);
    expect(filterInvoices(rows, 'paid', DEFAULT_INVOICE_FILTERS).map((r) => r.id)).toEqual(['b']);
    expect(filterInvoices(rows, 'pending', DEFAULT_INVOICE_FILTERS).map((r) => r.id)).toEqual(['c']);
    expect(filterInvoices(rows, 'all', { ...DEFAULT_INVOICE_FILTERS, query: 'lambert 0003' }).map((r) => r.id)).toEqual(
      ['c'],
    );
    expect(
      filterInvoices(rows, 'all', { ...DEFAULT_INVOICE_FILTERS, from: '2026-04-01', to: '2026-04-10' }).map(
        (r) => r.id,
      ),
    ).toEqual(['b', 'c']);
    expect(totalsOf(rows)).toEqual({ count: 4, ttcCents: 1200 * 3 - 300, remainingCents: 2400 });
  });

  it('lists a partly paid invoice as « partiellement réglée », in « en attente » or « impayées » by its due date', () => {
    const partly = [
      toInvoiceRow(
        'p',
        invoice({ number: 'FA-2026-0005', paidCents: 200, dueDate: '2026-05-01' }),
        names,
        '2026-04-15',
      ),
      toInvoiceRow('q', invoice({ number: 'FA-2026-0006', paidCents: 200 }), names, '2026-04-15'),
    ];
    expect(partly.map((row) => row.state)).toEqual(['partial', 'partialUnpaid']);
    expect(filterInvoices(partly, 'pending', DEFAULT_INVOICE_FILTERS).map((r) => r.id)).toEqual(['p']);
    expect(filterInvoices(partly, 'unpaid', DEFAULT_INVOICE_FILTERS).map((r) => r.id)).toEqual(['q']);
    expect(filterInvoices(partly, 'all', { ...DEFAULT_INVOICE_FILTERS, state: 'partial' }).map((r) => r.id)).toEqual([
      'p',
    ]);
  });

  it('counts what a demande de provision awaits, not its TTC (the final invoice bills the whole service)', () => {
    const provision = toInvoiceRow(
      'dp',
      invoice({ kind: 'provision', number: 'DP-2026-0001', totalTtcCents: 500, netToPayCents: 500 }),
      names,
      '2026-03-15',
    );
    expect(totalsOf([provision])).toEqual({ count: 1, ttcCents: 0, remainingCents: 500 });
  });
});
