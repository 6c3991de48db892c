import {
  dayTotalProblem,
  durationProblem,
  entryLock,
  isFutureDate,
  makeTimeEntryFormSchema,
  proposedRate,
  TIME_MESSAGES,
  timeEntryFormSchema,
  toTimeEntry,
  toTimeEntryForm,
  workChanged,
} from './timeEntryForm.ts';

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

describe('a date in the future', () => {
  const on = (today: string) => (values: unknown) => {
    const result = makeTimeEntryFormSchema({ today: () => today }).safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };
  it('is refused on the date field; today and the past are accepted', () => {
    expect(on('2027-02-28')({ ...valid, date: '2027-03-01' })).toEqual({
      date: 'La date ne peut pas être dans le futur : saisissez le temps une fois le travail fait.',
    });
    expect(on('2027-03-01')({ ...valid, date: '2027-03-01' })).toEqual({});
    expect(on('2027-03-01')({ ...valid, date: '2026-12-31' })).toEqual({});
    expect(isFutureDate('2027-03-01', '2027-02-28')).toBe(true);
    expect(isFutureDate('2027-02-28', '2027-02-28')).toBe(false);
  });
  it('reads today at each validation (a page left open overnight accepts the new day)', () => {
    let today = '2027-02-28';
    const schema = makeTimeEntryFormSchema({ today: () => today });
    expect(schema.safeParse({ ...valid, date: '2027-03-01' }).success).toBe(false);
    today = '2027-03-01';
    expect(schema.safeParse({ ...valid, date: '2027-03-01' }).success).toBe(true);
  });
});

describe('the confirmation question and the lock', () => {
  it('asks in French with the duration in words', () => {
    expect(TIME_MESSAGES.confirmDuration(20 * 60).replace(/\s/g, ' ')).toBe(
      '20 h sur une seule entrée : confirmez-vous ?',
    );
  });
  it('says how the duration was read, and how to write minutes', () => {
    expect(TIME_MESSAGES.durationReading('20')).toBe(
      'Un nombre seul compte en heures : pour des minutes, écrivez « 20 min ».',
    );
    expect(TIME_MESSAGES.durationReading('8,5')).toBe('Un nombre seul compte en heures.');
    expect(TIME_MESSAGES.durationReading('11:00')).toBe('Vérifiez la durée avant d’enregistrer.');
  });
  it('locks an entry on an issued invoice or in a draft, with the reason', () => {
    expect(entryLock({ billed: false, invoiceId: null })).toBeNull();
    expect(entryLock({ billed: false })).toBeNull();
    expect(entryLock({ billed: true, invoiceId: 'f1' })).toBe(TIME_MESSAGES.billed);
    expect(entryLock({ billed: false, invoiceId: 'draft' })).toBe(TIME_MESSAGES.inDraft);
    expect(TIME_MESSAGES.billed).toMatch(/facture émise/);
    expect(TIME_MESSAGES.inDraft).toMatch(/brouillon/);
  });
});

describe('editing', () => {
  it('loads an entry into the form and back, and sees a change made elsewhere', () => {
    const work = { date: '2026-03-02', minutes: 135, description: 'Analyse', rateCents: 18_050 };
    expect(toTimeEntryForm(work)).toEqual({
      date: '2026-03-02',
      duration: '2:15',
      description: 'Analyse',
      rate: '180,50',
    });
    expect(issues(toTimeEntryForm(work))).toEqual({});
    expect(workChanged(work, { ...work })).toBe(false);
    expect(workChanged(work, { ...work, minutes: 120 })).toBe(true);
    expect(workChanged(work, { ...work, description: 'Autre' })).toBe(true);
  });
});

describe('durationProblem: the form’s duration rules, for a timesheet cell too', () => {
  it('says what is wrong, in the form’s words', () => {
    expect(durationProblem(' ')).toBe(TIME_MESSAGES.durationMissing);
    expect(durationProblem('1:5')).toBe(TIME_MESSAGES.durationInvalid);
    expect(durationProblem('0:00')).toBe(TIME_MESSAGES.durationZero);
    expect(durationProblem('90')).toBe(TIME_MESSAGES.durationOver24h);
    expect(durationProblem('1,5')).toBeNull();
    const form = timeEntryFormSchema.safeParse({ ...valid, duration: '1:5' });
    expect(form.error?.issues[0]?.message).toBe(TIME_MESSAGES.durationInvalid);
  });
});

describe('proposedRate', () => {
  it('proposes the dossier’s agreed rate, else the member’s own, else nothing', () => {
    // The convention d'honoraires binds: a member's higher rate never overrides it.
    expect(proposedRate({ memberRateCents: 18_000, caseRateCents: 30_000 })).toEqual({
      cents: 30_000,
      source: 'dossier',
    });
    expect(proposedRate({ memberRateCents: 18_000 })).toEqual({ cents: 18_000, source: 'member' });
    expect(proposedRate({ caseRateCents: 30_000 })).toEqual({ cents: 30_000, source: 'dossier' });
    expect(proposedRate({})).toBeNull();
  });
});
