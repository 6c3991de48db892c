import {
  ACCOUNTING_RETENTION_YEARS,
  addYears,
  CASE_RETENTION_YEARS,
  isPastRetention,
  retentionEnd,
} from './retention.ts';

describe('retention', () => {
  it('keeps a closed dossier 5 years after its closing date, invoices 10 years', () => {
    expect(CASE_RETENTION_YEARS).toBe(5);
    expect(ACCOUNTING_RETENTION_YEARS).toBe(10);
    expect(retentionEnd('2021-03-31')).toBe('2026-03-31');
  });

  it('has no end while the dossier is not closed', () => {
    expect(retentionEnd(null)).toBeNull();
    expect(isPastRetention(null, '2099-01-01')).toBe(false);
  });

  it('is past retention only after the end date', () => {
    expect(isPastRetention('2021-03-31', '2026-03-31')).toBe(false);
    expect(isPastRetention('2021-03-31', '2026-04-01')).toBe(true);
    expect(isPastRetention('2024-01-10', '2026-11-23')).toBe(false);
  });

  it('turns 29 February into 28 February in a common year', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2020-12-31', 10)).toBe('2030-12-31');
  });
});
