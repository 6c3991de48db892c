import { DEADLINE_MESSAGES } from './computeDeadline.ts';
import { calculatorSchema, DEADLINE_FORM_MESSAGES, emptyCalculator, saveDeadlineSchema } from './deadlineForm.ts';

const errorsOf = (values: object, schema: typeof calculatorSchema | typeof saveDeadlineSchema = calculatorSchema) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('délai calculator form', () => {
  it('reports a missing start date and a missing amount together, each next to its field', () => {
    expect(errorsOf(emptyCalculator())).toEqual({
      start: DEADLINE_MESSAGES.start,
      amount: DEADLINE_FORM_MESSAGES.amount,
    });
  });
  it('refuses a fractional or zero amount', () => {
    expect(errorsOf({ ...emptyCalculator(), start: '2026-01-15', amount: '1,5' }).amount).toBe(
      DEADLINE_FORM_MESSAGES.amount,
    );
    expect(errorsOf({ ...emptyCalculator(), start: '2026-01-15', amount: '0' }).amount).toBe(DEADLINE_MESSAGES.amount);
  });
  it('refuses an unsupported combination: a distance extension on a countdown', () => {
    const values = {
      ...emptyCalculator(),
      start: '2026-01-15',
      amount: '15',
      direction: 'before',
      distance: 'etranger',
    };
    expect(errorsOf(values)).toEqual({ distance: DEADLINE_MESSAGES.countdownDistance });
  });
  it('accepts a complete calculation', () => {
    expect(errorsOf({ ...emptyCalculator(), start: '2026-01-15', amount: '1' })).toEqual({});
  });
  it('requires a title, a dossier and a responsible teammate to save', () => {
    expect(errorsOf({ title: ' ', caseId: '', assigneeUid: '' }, saveDeadlineSchema)).toEqual({
      title: DEADLINE_FORM_MESSAGES.title,
      caseId: DEADLINE_FORM_MESSAGES.caseId,
      assigneeUid: DEADLINE_FORM_MESSAGES.assignee,
    });
  });
});
