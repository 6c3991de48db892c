import { caseSchema, feeSchema, timeEntrySchema } from './schemas.ts';
import { centsProblem, centsSchema, MONEY_LIMITS, MONEY_MESSAGES } from './money.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('centsSchema', () => {
  it('accepts integer cents within bounds', () => {
    expect(centsSchema().parse(0)).toBe(0);
    expect(centsSchema().parse(MONEY_LIMITS.amountMaxCents)).toBe(1_000_000_000);
  });

  it('refuses an amount above 10 000 000,00 € with a French message', () => {
    expect(messageOf(centsSchema().safeParse(MONEY_LIMITS.amountMaxCents + 1))).toBe(
      'Le montant ne peut pas dépasser 10 000 000,00 €.',
    );
    expect(centsProblem(9_999_999_999_900)).toBe('Le montant ne peut pas dépasser 10 000 000,00 €.');
  });

  it('uses the label, min and max given', () => {
    const rate = { label: 'Le taux horaire', min: 100, max: 200_000 };
    expect(centsProblem(0, rate)).toBe('Le taux horaire doit être d’au moins 1,00 €.');
    expect(centsProblem(200_001, rate)).toBe('Le taux horaire ne peut pas dépasser 2 000,00 €.');
    expect(centsProblem(25_000, rate)).toBeNull();
  });

  it('refuses fractions of a cent', () => {
    expect(centsProblem(10.5)).toBe('Le montant : montant invalide (centimes entiers attendus).');
  });

  it('states the hourly rate range', () => {
    expect(MONEY_MESSAGES.hourlyRate).toBe('Le taux horaire doit être compris entre 1,00 € et 2 000,00 € HT.');
  });
});

describe('stored schemas use the money bounds', () => {
  it('refuses an absurd hourly rate in a dossier fee', () => {
    expect(messageOf(feeSchema.safeParse({ kind: 'temps', hourlyRateCents: 9_999_999_999_900 }))).toBe(
      'Le taux horaire ne peut pas dépasser 2 000,00 €.',
    );
    expect(feeSchema.safeParse({ kind: 'forfait', amountCents: 150_000 }).success).toBe(true);
    expect(caseSchema.shape.fee).toBe(feeSchema);
  });

  it('refuses a time entry of more than 24 h or at an absurd rate', () => {
    const entry = {
      caseId: 'c1',
      uid: 'u1',
      date: '2026-03-02',
      minutes: 60,
      description: 'Rédaction',
      rateCents: 25_000,
      billed: false,
      createdAt: '2026-03-02T10:00:00.000Z',
    };
    expect(timeEntrySchema.safeParse(entry).success).toBe(true);
    expect(messageOf(timeEntrySchema.safeParse({ ...entry, minutes: 25 * 60 }))).toBe(
      'Une saisie ne peut dépasser 24 heures.',
    );
    expect(messageOf(timeEntrySchema.safeParse({ ...entry, rateCents: 9_999_999_999_900 }))).toBe(
      'Le taux horaire ne peut pas dépasser 2 000,00 €.',
    );
  });
});
