import { EXPENSE_CATEGORY_CODES } from 'shared-data';
import { expense, invoice, payment } from './fixtures.test-helpers.ts';
import { buildLedger, entryImbalance, expenseEntry, receiptEntry } from './ledger.ts';
import { ACCOUNTS, EXPENSE_CATEGORIES, EXPENSE_CATEGORY_OPTIONS, treasuryAccount } from './pcg.ts';
import { buildReceipts } from './receipts.ts';

const names = new Map([['c1', 'DUPONT Marie']]);

describe('PCG mapping', () => {
  it('gives every form 2035 category a French label and a 6xx expense account', () => {
    expect(EXPENSE_CATEGORY_OPTIONS.map((option) => option.value)).toEqual([...EXPENSE_CATEGORY_CODES]);
    for (const code of EXPENSE_CATEGORY_CODES) {
      const { label, account } = EXPENSE_CATEGORIES[code];
      expect(label.length).toBeGreaterThan(3);
      expect(account.number).toMatch(/^6\d{5}$/);
      expect(account.label.length).toBeGreaterThan(3);
    }
    const numbers = EXPENSE_CATEGORY_CODES.map((code) => EXPENSE_CATEGORIES[code].account.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('uses 706 honoraires, 44571 / 44566 TVA, 4671 débours, 512 bank and 530 for cash', () => {
    expect(ACCOUNTS.honoraires.number).toBe('706000');
    expect(ACCOUNTS.tvaCollectee.number).toBe('445710');
    expect(ACCOUNTS.tvaDeductible.number).toBe('445660');
    expect(ACCOUNTS.debours.number).toBe('467100');
    expect(treasuryAccount('virement').number).toBe('512000');
    expect(treasuryAccount('carpa').number).toBe('512000');
    expect(treasuryAccount('especes').number).toBe('530000');
    expect(EXPENSE_CATEGORIES.loyers.account.number).toBe('613200');
  });
});

describe('receipts (livre-journal)', () => {
  it('splits a full payment into fees, VAT and débours', () => {
    const { rows, problems } = buildReceipts({
      payments: [payment({ id: 'p1', invoiceId: 'i1' })],
      invoices: [invoice({ id: 'i1' })],
      clientNames: names,
    });
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      clientName: 'DUPONT Marie',
      invoiceNumber: '2026-i1',
      methodLabel: 'Virement',
      amountCents: 123_500,
      honorairesCents: 100_000,
      tvaCents: 20_000,
      deboursCents: 3_500,
    });
  });

  it('allocates VAT on what remains due: partial payments add up to the invoice’s VAT exactly', () => {
    const thirds = [41_167, 41_167, 41_166];
    const { rows } = buildReceipts({
      payments: thirds.map((amountCents, i) =>
        payment({ id: `p${i}`, invoiceId: 'i1', amountCents, date: `2026-0${i + 2}-01` }),
      ),
      invoices: [invoice({ id: 'i1' })],
      clientNames: names,
    });
    expect(rows.map((row) => row.tvaCents)).toEqual([6_667, 6_667, 6_666]);
    expect(rows.reduce((sum, row) => sum + row.tvaCents, 0)).toBe(20_000);
    expect(rows.reduce((sum, row) => sum + row.deboursCents, 0)).toBe(3_500);
    for (const row of rows) expect(row.honorairesCents + row.tvaCents + row.deboursCents).toBe(row.amountCents);
  });

  it('counts a payment on an avoir as a refund, and keeps a payment whose invoice is unknown', () => {
    const { rows, problems } = buildReceipts({
      payments: [payment({ id: 'r1', invoiceId: 'a1', amountCents: 12_000 }), payment({ id: 'x', invoiceId: 'nope' })],
      invoices: [invoice({ id: 'a1', kind: 'avoir', totalTtcCents: -12_000, totalTvaCents: -2_000, deboursCents: 0 })],
      clientNames: names,
    });
    expect(rows.find((row) => row.id === 'r1')).toMatchObject({ amountCents: -12_000, tvaCents: -2_000 });
    expect(rows.find((row) => row.id === 'x')).toMatchObject({ tvaCents: 0, honorairesCents: 123_500 });
    expect(problems).toEqual([expect.stringContaining('facture introuvable')]);
  });
});

describe('ledger entries', () => {
  it('books a receipt: bank debit, fees / VAT / débours credits, balanced', () => {
    const { rows } = buildReceipts({
      payments: [payment({ id: 'p1', invoiceId: 'i1', method: 'especes' })],
      invoices: [invoice({ id: 'i1' })],
      clientNames: names,
    });
    const entry = receiptEntry(rows[0]!);
    expect(entry.lines.map((l) => [l.account.number, l.debitCents, l.creditCents])).toEqual([
      ['530000', 123_500, 0],
      ['706000', 0, 100_000],
      ['445710', 0, 20_000],
      ['467100', 0, 3_500],
    ]);
    expect(entryImbalance(entry)).toBe(0);
    expect(entry).toMatchObject({ journal: 'RE', pieceRef: '2026-i1', settlementMethod: 'Espèces' });
  });

  it('books an expense on its 2035 account; under the franchise the VAT stays in the expense', () => {
    const normal = expenseEntry(expense({ id: 'e1' }), 'encaissements');
    expect(normal.lines.map((l) => [l.account.number, l.debitCents, l.creditCents])).toEqual([
      ['613200', 100_000, 0],
      ['445660', 20_000, 0],
      ['512000', 0, 120_000],
    ]);
    const franchise = expenseEntry(expense({ id: 'e1' }), 'franchise');
    expect(franchise.lines.map((l) => [l.account.number, l.debitCents, l.creditCents])).toEqual([
      ['613200', 120_000, 0],
      ['512000', 0, 120_000],
    ]);
    const noVat = expenseEntry(
      expense({ id: 'e2', category: 'cotisations', htCents: 9_500, tvaCents: 0, ttcCents: 9_500 }),
      'encaissements',
    );
    expect(noVat.lines).toHaveLength(2);
    expect(noVat.pieceRef).toBe('F-001');
    expect(expenseEntry(expense({ id: 'e3', reference: '' }), 'debits').pieceRef).toBe('DEP-e3');
  });

  it('orders the book by date, receipts before expenses on the same day, every entry balanced', () => {
    const { rows } = buildReceipts({
      payments: [payment({ id: 'p1', invoiceId: 'i1', date: '2026-02-05' })],
      invoices: [invoice({ id: 'i1' })],
      clientNames: names,
    });
    const ledger = buildLedger({
      receipts: rows,
      expenses: [expense({ id: 'e1', date: '2026-02-05' }), expense({ id: 'e0', date: '2026-01-31' })],
      regime: 'encaissements',
    });
    expect(ledger.map((entry) => entry.sourceId)).toEqual(['e0', 'p1', 'e1']);
    for (const entry of ledger) expect(entryImbalance(entry)).toBe(0);
  });
});
