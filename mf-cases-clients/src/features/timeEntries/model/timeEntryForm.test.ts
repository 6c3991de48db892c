import { dayTotalProblem, TIME_MESSAGES, timeEntryFormSchema, toTimeEntry } from './timeEntryForm.ts';

const valid = { date: '2026-03-02', duration: '1:30', description: 'Rédaction', rate: '250' };
const issues = (values: unknown) => {
  const result = timeEntryFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('time entry form', () => {
  it('accepts a valid entry and stores minutes and cents', () => {
    expect(issues(valid)).toEqual({});
    expect(toTimeEntry({ ...valid, duration: '90 min' }, 'c1', 'u1', '2026-03-02T10:00:00.000Z')).toMatchObject({
      minutes: 90,
      rateCents: 25_000,
    });
  });
  it('refuses a rate of 0 and an absurd rate', () => {
    const message = 'Le taux horaire doit être compris entre 1,00 € et 2 000,00 € HT.';
    expect(issues({ ...valid, rate: '0' })).toEqual({ rate: message });
    expect(issues({ ...valid, rate: '99 999 999 999' })).toEqual({ rate: message });
    expect(issues({ ...valid, rate: '2 000' })).toEqual({});
  });
  it('refuses "90" (90 hours) and says how to write minutes', () => {
    expect(issues({ ...valid, duration: '90' }).duration).toMatch(/pour des minutes, écrivez 90 min/);
    expect(issues({ ...valid, duration: '90 min' })).toEqual({});
  });
});

describe('dayTotalProblem', () => {
  it('refuses more than 24 hours on one day, saying what is already logged', () => {
    expect(dayTotalProblem('2026-03-02', 20 * 60, 4 * 60)).toBeNull();
    expect(dayTotalProblem('2026-03-02', 20 * 60, 4 * 60 + 1)).toBe(
      'Le total d’une journée ne peut pas dépasser 24 heures. Déjà 20:00 saisies le 02/03/2026.',
    );
    expect(TIME_MESSAGES.closed).toMatch(/clos/);
  });
});
