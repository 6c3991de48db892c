import { paymentFormSchema, paymentProblem } from './paymentForm.ts';

describe('payments', () => {
  const ok = {
    amountCents: 5000,
    remainingCents: 10_000,
    date: '2026-04-02',
    issueDate: '2026-04-01',
    today: '2026-04-10',
  };
  it('refuses more than what remains, saying how much remains', () => {
    expect(paymentProblem(ok)).toBeNull();
    expect(paymentProblem({ ...ok, amountCents: 10_001 })?.message).toBe(
      'Le paiement dépasse le reste dû : il reste 100,00 € à régler.',
    );
    expect(paymentProblem({ ...ok, remainingCents: 0 })?.message).toMatch(/déjà entièrement réglée/);
  });
  it('refuses a date before the issue or in the future', () => {
    expect(paymentProblem({ ...ok, date: '2026-03-31' })?.field).toBe('date');
    expect(paymentProblem({ ...ok, date: '2026-04-11' })?.field).toBe('date');
  });
  it('validates the form in French', () => {
    const result = paymentFormSchema.safeParse({ date: '', amount: '0', method: 'virement', reference: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Indiquez la date du paiement.',
      'Indiquez un montant positif (par ex. 250,00).',
    ]);
  });
});
