import { TIME_MESSAGES } from './timeEntryForm.ts';
import {
  buildTimesheet,
  cellText,
  readCell,
  type SheetCase,
  type SheetEntry,
  TIMESHEET_MESSAGES,
  weekFromParam,
} from './timesheet.ts';

const entry = (overrides: Partial<SheetEntry>): SheetEntry => ({
  id: 'e',
  caseId: 'a',
  uid: 'u',
  date: '2026-03-03',
  minutes: 60,
  description: 'Travail',
  rateCents: 20_000,
  billed: false,
  invoiceId: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  ...overrides,
});
const cases = new Map<string, SheetCase>([
  ['a', { id: 'a', reference: '2026-0002', title: 'Bail', closed: false, hourlyRateCents: 20_000 }],
  ['b', { id: 'b', reference: '2026-0001', title: 'Divorce', closed: false }],
  ['c', { id: 'c', reference: '2026-0003', title: 'Succession', closed: false }],
]);

describe('the week', () => {
  it('is named by any day of it in the address, else it is the current week', () => {
    expect(weekFromParam('2026-03-05', '2026-06-01')).toBe('2026-03-02');
    expect(weekFromParam('2026-03-08', '2026-06-01')).toBe('2026-03-02');
    expect(weekFromParam('', '2026-06-03')).toBe('2026-06-01');
    expect(weekFromParam('2026-02-30', '2026-06-03')).toBe('2026-06-01');
  });
});

describe('buildTimesheet', () => {
  it('has a row per dossier with time that week, then those added, with totals per day, dossier and week', () => {
    const sheet = buildTimesheet({
      monday: '2026-03-02',
      entries: [
        entry({ id: '1', caseId: 'a', date: '2026-03-02', minutes: 90 }),
        entry({ id: '2', caseId: 'b', date: '2026-03-02', minutes: 30 }),
        entry({ id: '3', caseId: 'a', date: '2026-03-04', minutes: 45, description: 'Plus récent' }),
        entry({ id: '4', caseId: 'a', date: '2026-03-09', minutes: 600 }),
      ],
      cases,
      addedCaseIds: ['c', 'a'],
    });
    expect(sheet.rows.map((row) => row.reference)).toEqual(['2026-0001', '2026-0002', '2026-0003']);
    const bail = sheet.rows[1]!;
    expect(bail.cells.map(cellText)).toEqual(['1:30', '', '0:45', '', '', '', '']);
    expect(bail.totalMinutes).toBe(135);
    expect(bail.lastDescription).toBe('Plus récent');
    expect(sheet.dayTotals).toEqual([120, 0, 45, 0, 0, 0, 0]);
    expect(sheet.totalMinutes).toBe(165);
    expect(sheet.rows[2]!.cells.every((cell) => cell.state.kind === 'empty')).toBe(true);
  });

  it('marks a day on an invoice read-only with the reason, and several entries of a day too', () => {
    const sheet = buildTimesheet({
      monday: '2026-03-02',
      entries: [
        entry({ id: '1', date: '2026-03-02', billed: true, invoiceId: 'f1' }),
        entry({ id: '2', date: '2026-03-03', invoiceId: 'draft' }),
        entry({ id: '3', date: '2026-03-04' }),
        entry({ id: '4', date: '2026-03-04' }),
        entry({ id: '5', date: '2026-03-05' }),
      ],
      cases,
    });
    const [billed, drafted, several, single] = sheet.rows[0]!.cells.map((cell) => cell.state);
    expect(billed).toEqual({ kind: 'locked', reason: TIME_MESSAGES.billed, billed: true });
    expect(drafted).toEqual({ kind: 'locked', reason: TIME_MESSAGES.inDraft, billed: false });
    expect(several).toEqual({ kind: 'several', count: 2 });
    expect(single).toMatchObject({ kind: 'single', entry: { id: '5' } });
  });
});

describe('readCell: the entry form’s rules, per cell', () => {
  const empty = { date: '2026-03-03', minutes: 0, state: { kind: 'empty' } as const };
  const base = { cell: empty, today: '2026-03-04', description: 'Rédaction', rateCents: 20_000 };
  it('reads « 1,5 » and « 1:30 » alike', () => {
    expect(readCell({ ...base, text: '1,5' })).toEqual({ kind: 'save', minutes: 90, confirmMinutes: null });
    expect(readCell({ ...base, text: '1:30' })).toEqual({ kind: 'save', minutes: 90, confirmMinutes: null });
  });
  it('refuses a future day, a wrong duration, a new entry without description or rate', () => {
    expect(readCell({ ...base, cell: { ...empty, date: '2026-03-05' }, text: '1' })).toEqual({
      kind: 'invalid',
      message: TIME_MESSAGES.future,
    });
    expect(readCell({ ...base, text: '1:5' })).toEqual({ kind: 'invalid', message: TIME_MESSAGES.durationInvalid });
    expect(readCell({ ...base, text: '25' })).toEqual({ kind: 'invalid', message: TIME_MESSAGES.durationOver24h });
    expect(readCell({ ...base, text: '0' })).toEqual({ kind: 'invalid', message: TIME_MESSAGES.durationZero });
    expect(readCell({ ...base, description: ' ', text: '1' })).toEqual({
      kind: 'invalid',
      message: TIMESHEET_MESSAGES.description,
    });
    expect(readCell({ ...base, rateCents: null, text: '1' })).toEqual({
      kind: 'invalid',
      message: TIMESHEET_MESSAGES.noRate,
    });
  });
  it('asks about an unusual duration (« 20 » read as 20 h)', () => {
    expect(readCell({ ...base, text: '20' })).toEqual({ kind: 'save', minutes: 1200, confirmMinutes: 1200 });
  });
  it('an emptied cell removes its entry; the same value changes nothing', () => {
    const one = entry({ id: '9', minutes: 90 });
    const cell = { date: '2026-03-03', minutes: 90, state: { kind: 'single', entry: one } as const };
    expect(readCell({ ...base, cell, text: '' })).toEqual({ kind: 'clear', entry: one });
    expect(readCell({ ...base, cell, text: '1,5' })).toEqual({ kind: 'unchanged' });
    expect(readCell({ ...base, cell, description: '', text: '2' })).toEqual({
      kind: 'save',
      minutes: 120,
      confirmMinutes: null,
    });
  });
});
