import { type Invoice, paths, searchQueryOf } from 'shared-data';
import type { InvoiceState } from 'shared-data/invoiceTotals';
import { invoiceSearchTokens } from 'shared-data/search';
import { buildDemoData } from 'shared-data/testing';
import { isAwaiting, isLate } from './lateness.ts';
import {
  DEFAULT_INVOICE_FILTERS,
  filterInvoices,
  filterRows,
  issuedListQuery,
  sectionsOf,
  toInvoiceRow,
  totalsFromAggregates,
  totalsOf,
  totalsSpecs,
} from './invoiceList.ts';

describe('which states each list view shows', () => {
  it('a partly paid invoice awaits until its due date, is late after', () => {
    expect(isAwaiting('partial') && isLate('partialUnpaid')).toBe(true);
    expect(isAwaiting('partialUnpaid') || isLate('partial')).toBe(false);
    expect(isAwaiting('pending') && isLate('unpaid')).toBe(true);
    const settled: InvoiceState[] = ['paid', 'cancelled', 'avoir', 'draft'];
    expect(settled.some((state) => isAwaiting(state) || isLate(state))).toBe(false);
  });
});

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

describe('what the list asks the backend', () => {
  const today = '2026-04-15';
  it('maps each view and state to the stored settlement and the due date against today', () => {
    expect(sectionsOf('all', 'tous')).toEqual({
      drafts: true,
      issued: { settlements: ['open', 'partial', 'paid', 'cancelled', 'avoir'] },
    });
    expect(sectionsOf('all', 'draft')).toEqual({ drafts: true, issued: null });
    expect(sectionsOf('unpaid', 'pending')).toEqual({ drafts: false, issued: null });
    const unpaid = issuedListQuery('f', sectionsOf('unpaid', 'tous').issued!, { from: '', to: '' }, null, today);
    expect(unpaid.where).toEqual([
      { field: 'settlement', op: 'in', value: ['open', 'partial'] },
      { field: 'dueDate', op: '<', value: today },
    ]);
    // Firestore orders a query by its range field first: the due date.
    expect(unpaid.orderBy).toEqual([{ field: 'dueDate', direction: 'desc' }]);
    const partial = issuedListQuery(
      'f',
      sectionsOf('pending', 'partial').issued!,
      { from: '2026-01-01', to: '2026-03-31' },
      'lambert',
      today,
    );
    expect(partial.where).toEqual([
      { field: 'settlement', op: '==', value: 'partial' },
      { field: 'dueDate', op: '>=', value: today },
      { field: 'issueDate', op: '>=', value: '2026-01-01' },
      { field: 'issueDate', op: '<=', value: '2026-03-31' },
      { field: 'searchTokens', op: 'array-contains', value: 'lambert' },
    ]);
    expect(partial.orderBy).toEqual([
      { field: 'dueDate', direction: 'desc' },
      { field: 'issueDate', direction: 'desc' },
    ]);
    expect(issuedListQuery('f', sectionsOf('paid', 'tous').issued!, { from: '', to: '' }, null, today).orderBy).toEqual(
      [{ field: 'issueDate', direction: 'desc' }],
    );
  });

  it('totals from aggregations: avoirs negative in the TTC, demandes de provision not in it', () => {
    const specs = totalsSpecs({ collection: 'c', where: [{ field: 'settlement', op: '==', value: 'paid' }] });
    expect(specs.map((spec) => spec.where?.at(-1))).toEqual([
      { field: 'settlement', op: '==', value: 'paid' },
      { field: 'kind', op: '==', value: 'facture' },
      { field: 'kind', op: '==', value: 'avoir' },
    ]);
    expect(
      totalsFromAggregates([
        { count: 4, sums: { dueCents: 2_400 } },
        { sums: { totalTtcCents: 3_600 } },
        { sums: { totalTtcCents: 300 } },
      ]),
    ).toEqual({ count: 4, ttcCents: 3_300, remainingCents: 2_400 });
  });

  it('searches a number typed with or without its prefix, and an accented name either way', () => {
    const tokens = invoiceSearchTokens(
      { number: 'FA-2026-0042', creditForNumber: null, caseReference: '2026-0007' },
      'Société Lefèvre',
    );
    for (const typed of [
      'FA-2026-0042',
      '2026-0042',
      '2026 0042',
      '0042',
      'lefèvre',
      'LEFEVRE',
      'société',
      '2026-0007',
    ]) {
      const { token, words } = searchQueryOf(typed);
      expect([typed, tokens.includes(token!)]).toEqual([typed, true]);
      const row = toInvoiceRow(
        'x',
        invoice({
          number: 'FA-2026-0042',
          caseReference: '2026-0007',
          clientSnapshot: { name: 'Société Lefèvre' } as Invoice['clientSnapshot'],
        }),
        names,
        '2026-04-15',
      );
      expect(filterRows([row], words)).toHaveLength(1);
    }
    // An avoir is found by the invoice it corrects.
    expect(
      invoiceSearchTokens({ number: 'FA-2026-0050', creditForNumber: 'FA-2026-0042', caseReference: null }, 'X'),
    ).toContain('20260042');
  });

  it('the demo cabinet stores the tokens and the dossier reference the list computes', () => {
    const documents = buildDemoData(new Date('2026-04-15T10:00:00Z'));
    const byPath = new Map(documents.map(([path, data]) => [path, data as Record<string, unknown>]));
    const invoices = documents.filter(([path]) => /^firms\/[^/]+\/invoices\/[^/]+$/.test(path));
    expect(invoices.length).toBeGreaterThan(10);
    for (const [path, data] of invoices) {
      const stored = data as Invoice;
      const firm = path.split('/')[1]!;
      const client = byPath.get(paths.client(firm, stored.clientId)) as { displayName: string };
      const dossier = byPath.get(paths.case(firm, stored.caseId!)) as { reference: string };
      expect([path, stored.caseReference]).toEqual([path, dossier.reference]);
      expect([path, stored.searchTokens]).toEqual([
        path,
        invoiceSearchTokens(stored, stored.clientSnapshot?.name ?? client.displayName),
      ]);
    }
  });
});
