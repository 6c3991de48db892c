import { invoiceState, isAwaiting, isLate, remainingCents, STATE_LABELS } from './state.ts';

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
    expect(invoiceState({ ...base, paidCents: 60_000 }, '2026-04-02')).toBe('partialUnpaid');
    expect(remainingCents({ ...base, paidCents: 60_000 })).toBe(60_000);
    expect(invoiceState({ ...base, paidCents: 120_000 }, '2026-04-02')).toBe('paid');
    expect(invoiceState({ ...base, paidCents: 100_000, creditedCents: 20_000 }, '2026-04-02')).toBe('paid');
    expect(invoiceState({ ...base, creditedCents: 120_000 }, '2026-04-02')).toBe('cancelled');
  });
  it('says « partiellement réglée » when 0 < paid < net, late or not, and lists it by its due date', () => {
    const partly = { ...base, paidCents: 1 };
    expect(invoiceState(partly, '2026-03-31')).toBe('partial');
    expect(invoiceState(partly, '2026-04-01')).toBe('partialUnpaid');
    expect(STATE_LABELS.partial).toBe('Partiellement réglée');
    expect(STATE_LABELS.partialUnpaid).toMatch(/partiellement réglée/);
    expect(isAwaiting('partial') && isLate('partialUnpaid')).toBe(true);
    expect(isAwaiting('partialUnpaid') || isLate('partial')).toBe(false);
    // A payment reversed: nothing paid any more, pending again.
    expect(invoiceState({ ...partly, paidCents: 0 }, '2026-03-31')).toBe('pending');
    expect(invoiceState({ ...base, paidCents: 119_999 }, '2026-03-01')).toBe('partial');
  });
  it('keeps drafts and avoirs apart', () => {
    expect(invoiceState({ ...base, status: 'draft' }, '2026-04-02')).toBe('draft');
    expect(invoiceState({ ...base, kind: 'avoir' }, '2026-04-02')).toBe('avoir');
    expect(remainingCents({ ...base, kind: 'avoir' })).toBe(0);
  });
});
