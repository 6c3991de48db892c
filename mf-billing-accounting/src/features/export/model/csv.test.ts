import Papa from 'papaparse';
import type { Invoice, Payment } from 'shared-data';
import { csvDate, INVOICE_COLUMNS, inPeriod, invoicesCsv, paymentsCsv } from './csv.ts';

// The UTF-8 byte order mark Excel needs to read the accents (shared-ui's csv.ts writes it).
const BOM = '\uFEFF';

const base: Invoice = {
  kind: 'facture',
  number: 'FA-2026-0002',
  status: 'issued',
  clientId: 'c1',
  caseId: 'k1',
  lines: [{ kind: 'honoraires', designation: 'Conseil', quantity: 1, unitPriceCents: 100_000, vatRate: 20 }],
  totalHtCents: 100_000,
  totalTvaCents: 20_000,
  totalTtcCents: 123_456,
  deboursCents: 3_456,
  provisionCents: 10_000,
  netToPayCents: 113_456,
  vatBreakdown: [{ rate: 20, baseCents: 100_000, vatCents: 20_000 }],
  paidCents: 13_456,
  creditedCents: 0,
  lastPaymentDate: '2026-03-20',
  issueDate: '2026-03-14',
  dueDate: '2026-04-13',
  periodStart: null,
  periodEnd: null,
  paymentTerms: '30 jours',
  vatExemptMention: null,
  creditFor: null,
  creditForNumber: null,
  issuerSnapshot: null,
  clientSnapshot: {
    name: 'Dupont; Fils "SA"',
    kind: 'morale',
    address: '',
    siren: '732829320',
    vatNumber: null,
    email: '',
  },
  createdBy: 'u',
  issuedBy: 'u',
  createdAt: '2026-03-14T10:00:00.000Z',
  updatedAt: '2026-03-14T10:00:00.000Z',
};
const lookups = { clientNames: new Map([['c1', 'Dupont']]), caseReferences: new Map([['k1', '2026-0001']]) };

describe('billing CSV (French conventions)', () => {
  it('writes dates JJ/MM/AAAA (amounts: shared-ui csvAmount)', () => {
    expect(csvDate('2026-03-14')).toBe('14/03/2026');
    expect(csvDate(null)).toBe('');
  });

  it('writes a BOM, one header row, `;` separators, and quotes what needs it', () => {
    const draft = { ...base, status: 'draft' as const, number: null };
    const avoir = {
      ...base,
      kind: 'avoir' as const,
      number: 'FA-2026-0003',
      totalTtcCents: 1_000,
      netToPayCents: 1_000,
      paidCents: 0,
    };
    const csv = invoicesCsv({ invoices: [avoir, base, draft], lookups, today: '2026-03-30' });
    expect(csv.startsWith(BOM)).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...INVOICE_COLUMNS]);
    expect(parsed.data).toHaveLength(3); // header + the two issued documents; the draft is left out
    expect(parsed.data[1]).toEqual([
      'FA-2026-0002',
      'Facture',
      '14/03/2026',
      '13/04/2026',
      'Dupont; Fils "SA"',
      '732829320',
      '2026-0001',
      '1000,00',
      '200,00',
      '1234,56',
      '34,56',
      '100,00',
      '1134,56',
      '134,56',
      '1000,00',
      // 1 000,00 € paid of 1 134,56 €.
      'Partiellement réglée',
    ]);
    expect(parsed.data[2]?.slice(0, 2)).toEqual(['FA-2026-0003', 'Avoir']);
    expect(parsed.data[2]?.[9]).toBe('-10,00');
  });

  it('neutralises spreadsheet formulas in free text', () => {
    const payment: Payment = {
      invoiceId: 'i',
      invoiceNumber: 'FA-2026-0002',
      clientId: 'c1',
      clientName: '=HYPERLINK("x")',
      caseId: null,
      date: '2026-03-20',
      amountCents: 13_456,
      tvaCents: 2_243,
      deboursCents: 0,
      method: 'cheque',
      reference: 'n° 123',
      createdBy: 'u',
      createdAt: '2026-03-20T10:00:00.000Z',
    };
    const rows = Papa.parse<string[]>(paymentsCsv({ payments: [payment], lookups }).slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(rows[1]).toEqual(['20/03/2026', 'FA-2026-0002', '\'=HYPERLINK("x")', '', '134,56', 'Chèque', 'n° 123']);
  });

  it('keeps a period inclusive at both ends', () => {
    expect(inPeriod('2026-03-01', { from: '2026-03-01', to: '2026-03-31' })).toBe(true);
    expect(inPeriod('2026-03-31', { from: '2026-03-01', to: '2026-03-31' })).toBe(true);
    expect(inPeriod('2026-04-01', { from: '2026-03-01', to: '2026-03-31' })).toBe(false);
    expect(inPeriod(null, { from: '', to: '' })).toBe(false);
  });
});
