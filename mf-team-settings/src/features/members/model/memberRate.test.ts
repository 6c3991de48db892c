import { RATE_MESSAGES, rateToInput, readRate } from './memberRate.ts';

describe('a member’s hourly rate as typed', () => {
  it('reads euros the French way, and empty as « no own rate »', () => {
    expect(readRate('180,50')).toEqual({ ok: true, cents: 18_050 });
    expect(readRate('1 250 €')).toEqual({ ok: true, cents: 125_000 });
    expect(readRate('  ')).toEqual({ ok: true, cents: null });
  });
  it('refuses what is not an amount, and a rate outside 1 € – 2 000 € HT', () => {
    expect(readRate('deux cents')).toEqual({ ok: false, message: RATE_MESSAGES.invalid });
    expect(readRate('0')).toEqual({ ok: false, message: RATE_MESSAGES.bounds });
    expect(readRate('2 000,01')).toEqual({ ok: false, message: RATE_MESSAGES.bounds });
    expect(RATE_MESSAGES.bounds).toBe('Le taux horaire doit être compris entre 1,00 € et 2 000,00 € HT.');
  });
  it('shows a stored rate back in the field', () => {
    expect(rateToInput(18_050)).toBe('180,50');
    expect(rateToInput(undefined)).toBe('');
  });
});
