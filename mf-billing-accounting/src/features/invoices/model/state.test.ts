import { invoiceState, remainingCents } from './state.ts';

const base = {
  kind: 'facture' as const,
  status: 'issued' as const,
  dueDate: '2026-03-31',
  netToPayCents: 120_000,
  paidCents: 0,
  creditedCents: 0,
};

describe('derived invoice states', () => {
  it('is pending until the due date included, then unpaid', () => {
    expect(invoiceState(base, '2026-03-01')).toBe('pending');
    expect(invoiceState(base, '2026-03-31')).toBe('pending');
    expect(invoiceState(base, '2026-04-01')).toBe('unpaid');
  });
  it('is paid once payments and avoirs cover the net, whatever the date', () => {
    expect(invoiceState({ ...base, paidCents: 60_000 }, '2026-04-02')).toBe('unpaid');
    expect(remainingCents({ ...base, paidCents: 60_000 })).toBe(60_000);
    expect(invoiceState({ ...base, paidCents: 120_000 }, '2026-04-02')).toBe('paid');
    expect(invoiceState({ ...base, paidCents: 100_000, creditedCents: 20_000 }, '2026-04-02')).toBe('paid');
    expect(invoiceState({ ...base, creditedCents: 120_000 }, '2026-04-02')).toBe('cancelled');
  });
  it('keeps drafts and avoirs apart', () => {
    expect(invoiceState({ ...base, status: 'draft' }, '2026-04-02')).toBe('draft');
    expect(invoiceState({ ...base, kind: 'avoir' }, '2026-04-02')).toBe('avoir');
    expect(remainingCents({ ...base, kind: 'avoir' })).toBe(0);
  });
});
