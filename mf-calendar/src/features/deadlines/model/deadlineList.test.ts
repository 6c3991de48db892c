import type { Deadline } from 'shared-data';
import { calculatorSchema, emptyCalculator, toDeadlineInput } from './deadlineForm.ts';
import { DEADLINE_MESSAGES } from './computeDeadline.ts';
import { daysLeftLabel, deadlineState, dueWithin, sortByUrgency } from './deadlineList.ts';

const deadline = (title: string, dueDate: string, done = false): Deadline & { id: string } => ({
  id: title,
  title,
  caseId: 'c1',
  dueDate,
  computation: '',
  assigneeUid: 'u1',
  done,
  doneAt: done ? '2026-11-20T10:00:00.000Z' : null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('délais list', () => {
  const today = '2026-11-23';
  const list = [
    deadline('later', '2026-12-31'),
    deadline('done', '2026-11-10', true),
    deadline('overdue', '2026-11-20'),
    deadline('today', '2026-11-23'),
    deadline('soon', '2026-12-07'),
  ];
  it('sorts by urgency: overdue, today, soon, later, then done', () => {
    expect(sortByUrgency(list).map((d) => d.title)).toEqual(['overdue', 'today', 'soon', 'later', 'done']);
  });
  it('marks overdue only after the last day has passed', () => {
    expect(list.map((d) => deadlineState(d, today))).toEqual(['later', 'done', 'overdue', 'today', 'soon']);
    expect(daysLeftLabel(deadline('x', '2026-11-20'), today)).toBe('Dépassé de 3 jours');
    expect(daysLeftLabel(deadline('x', '2026-11-24'), today)).toBe('Expire demain');
  });
  it('keeps open délais due within 14 days, overdue included', () => {
    expect(dueWithin(list, today, 14).map((d) => d.title)).toEqual(['overdue', 'today', 'soon']);
  });
});

describe('calculator form', () => {
  const errorsOf = (values: object) => {
    const result = calculatorSchema.safeParse({ ...emptyCalculator(), ...values });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };
  it('puts each problem next to its field', () => {
    expect(errorsOf({ amount: '1' }).start).toBe(DEADLINE_MESSAGES.start);
    expect(errorsOf({ start: '2026-11-02', amount: 'deux' }).amount).toBeDefined();
    expect(errorsOf({ start: '2026-11-02', amount: '0' }).amount).toBe(DEADLINE_MESSAGES.amount);
    expect(errorsOf({ start: '2026-11-02', amount: '15', direction: 'before', distance: 'etranger' }).distance).toBe(
      DEADLINE_MESSAGES.countdownDistance,
    );
    expect(errorsOf({ start: '2026-11-02', amount: '15' })).toEqual({});
  });
  it('converts to the computeDeadline input', () => {
    expect(toDeadlineInput({ ...emptyCalculator(), start: '2026-11-02', amount: ' 15 ', unit: 'jours' })).toEqual({
      start: '2026-11-02',
      amount: 15,
      unit: 'jours',
      direction: 'after',
      location: 'metropole',
      distance: 'none',
    });
  });
});
