import { toDraftFields, invoiceFormSchema, emptyInvoiceForm } from './invoiceForm.ts';
import { groupedTimeEntryIds } from '../../facturx/model/groupedTime.ts';
import { entryAmountCents, futureTimeProblem, linesFromTimeEntries, periodOf, splitByDay } from './timeLines.ts';

const entries = [
  { id: 't2', date: '2026-03-10', minutes: 90, description: 'Audience', rateCents: 20_000 },
  { id: 't1', date: '2026-03-02', minutes: 20, description: 'Appel', rateCents: 20_000 },
  { id: 't3', date: '2026-03-05', minutes: 60, description: 'Rédaction', rateCents: 25_000 },
];

describe('time entries as invoice lines', () => {
  it('groups per rate, keeping the time sheet amounts to the cent', () => {
    const lines = linesFromTimeEntries(entries, 'grouped');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.timeEntryIds).toEqual(['t1', 't2']);
    const fields = toDraftFields(
      invoiceFormSchema.parse({
        ...emptyInvoiceForm({ clientId: 'c', dueDate: '2026-04-01', paymentTerms: 'x' }),
        lines,
      }),
    );
    const expected = entries.reduce((sum, e) => sum + entryAmountCents(e), 0);
    expect(fields.totalHtCents).toBe(expected);
  });
  it('or one line per entry, in date order, with the period covered', () => {
    const lines = linesFromTimeEntries(entries, 'detail');
    expect(lines.map((l) => l.timeEntryIds[0])).toEqual(['t1', 't3', 't2']);
    expect(lines[2]).toMatchObject({ quantity: '1,5', unitPrice: '200' });
    expect(lines[0]).toMatchObject({ quantity: '1', unitPrice: '66,67' }); // 20 min at 200 €/h
    expect(periodOf(entries)).toEqual({ start: '2026-03-02', end: '2026-03-10' });
  });
  it('never takes time dated after the invoice’s day: it waits for its day', () => {
    const withFuture = [
      ...entries,
      { id: 't4', date: '2027-03-01', minutes: 1200, description: 'Plus tard', rateCents: 25_000 },
    ];
    const { billable, future } = splitByDay(withFuture, '2026-11-22');
    expect(billable.map((e) => e.id)).toEqual(['t2', 't1', 't3']);
    expect(future.map((e) => e.id)).toEqual(['t4']);
    expect(periodOf(billable)).toEqual({ start: '2026-03-02', end: '2026-03-10' });
    expect(futureTimeProblem(withFuture, '2026-11-22')).toMatch(/01\/03\/2027, après la date d’émission/);
    expect(futureTimeProblem(entries, '2026-03-10')).toBeNull();
  });
});

describe('groupedTimeEntryIds', () => {
  it('names the entries billed by grouped lines, not those of dated (detailed) lines', () => {
    const entries = [
      { id: 'a', date: '2026-10-02', minutes: 60, description: 'Entretien', rateCents: 20_000 },
      { id: 'b', date: '2026-10-05', minutes: 30, description: 'Courrier', rateCents: 20_000 },
    ];
    const grouped = linesFromTimeEntries(entries, 'grouped');
    const detail = linesFromTimeEntries(entries, 'detail');
    expect(groupedTimeEntryIds({ lines: grouped }).sort()).toEqual(['a', 'b']);
    expect(groupedTimeEntryIds({ lines: detail })).toEqual([]);
  });
});

describe('a cabinet under the VAT franchise', () => {
  it('bills its time without VAT, grouped or detailed', () => {
    const entries = [{ id: 'a', date: '2026-10-02', minutes: 60, description: 'Entretien', rateCents: 20_000 }];
    for (const mode of ['grouped', 'detail'] as const) {
      expect(linesFromTimeEntries(entries, mode, { franchise: true }).map((line) => line.vatRate)).toEqual(['0']);
      expect(linesFromTimeEntries(entries, mode).map((line) => line.vatRate)).toEqual(['20']);
    }
  });
});
