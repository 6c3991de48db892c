import type { InvoiceLine } from 'shared-data';
import { ereportSchema } from 'shared-data/testing';
import { computeTotals } from 'shared-data/invoiceTotals';
import { buildReceipts, type PaymentLike } from '../../accounting/model/receipts.ts';
import {
  b2cReport,
  ereportDocument,
  ereportId,
  ereportStatusText,
  kindsToReport,
  ofPeriod,
  paymentsReport,
  periodBounds,
  periodLabel,
  previousMonth,
  reportableMonths,
  type SaleInvoice,
  splitByWeights,
} from './ereporting.ts';

type Line = Pick<InvoiceLine, 'kind' | 'quantity' | 'unitPriceCents' | 'vatRate'>;
const fee = (cents: number, vatRate: 20 | 0 = 20): Line => ({
  kind: 'honoraires',
  quantity: 1,
  unitPriceCents: cents,
  vatRate,
});
const debours = (cents: number): Line => ({ kind: 'debours', quantity: 1, unitPriceCents: cents, vatRate: 0 });

/** An issued invoice with its sealed totals (shared-data's one computation), as the book reads it. */
function invoice(
  id: string,
  {
    kind = 'facture',
    issueDate,
    client,
    lines,
  }: { kind?: 'facture' | 'avoir'; issueDate: string; client: 'physique' | 'morale'; lines: Line[] },
) {
  return {
    id,
    kind,
    status: 'issued' as const,
    number: `FA-${id}`,
    clientId: `client-${id}`,
    issueDate,
    clientSnapshot: { kind: client, name: `Client ${id}` },
    ...computeTotals(lines),
  };
}

const payment = (id: string, invoiceId: string, date: string, amountCents: number): PaymentLike => ({
  id,
  invoiceId,
  clientId: `client-${invoiceId}`,
  date,
  amountCents,
  method: 'virement',
  reference: id,
});

// A business: 1 000 € at 20 %, 500 € exempt, 100 € débours (TTC 1 800 €), paid in two halves.
const A = invoice('A', {
  issueDate: '2026-09-20',
  client: 'morale',
  lines: [fee(100_000), fee(50_000, 0), debours(10_000)],
});
// An individual: 333,33 € at 20 % (VAT 66,67 €), then a partial avoir of 100 € HT, refunded.
const B = invoice('B', { issueDate: '2026-10-03', client: 'physique', lines: [fee(33_333)] });
const B_AVOIR = invoice('Bav', { kind: 'avoir', issueDate: '2026-10-20', client: 'physique', lines: [fee(10_000)] });
// An individual, exempt fees and débours.
const C = invoice('C', { issueDate: '2026-10-05', client: 'physique', lines: [fee(10_000, 0), debours(2_000)] });
const DRAFT = {
  ...invoice('D', { issueDate: '2026-10-08', client: 'physique', lines: [fee(99_900)] }),
  status: 'draft' as const,
};
const INVOICES = [A, B, B_AVOIR, C, DRAFT];

const PAYMENTS = [
  payment('pA1', 'A', '2026-09-30', 90_000),
  payment('pA2', 'A', '2026-10-02', 90_000),
  payment('pB', 'B', '2026-10-10', 40_000),
  payment('pBav', 'Bav', '2026-10-25', 12_000),
  payment('pC', 'C', '2026-10-06', 12_000),
  payment('pX', 'inconnue', '2026-10-07', 5_000),
];

/** The livre-journal's receipts (accounting's own computation of each payment's VAT share). */
const journal = () => buildReceipts({ payments: PAYMENTS, invoices: INVOICES, clientNames: new Map() }).rows;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('paiements: the payments received, per day and VAT rate, from the journal', () => {
  it('splits each receipt between its invoice’s rates: TTC received and VAT collected, débours left out', () => {
    const report = paymentsReport({ receipts: journal(), invoices: INVOICES, period: '2026-10' });
    expect(report.lines).toEqual([
      // The second half of A: 600 € at 20 % (VAT 100 €) and 250 € exempt; its 50 € of débours left out.
      { date: '2026-10-02', rate: 20, amountCents: 60_000, vatCents: 10_000 },
      { date: '2026-10-02', rate: 0, amountCents: 25_000, vatCents: 0 },
      { date: '2026-10-06', rate: 0, amountCents: 10_000, vatCents: 0 },
      // A payment whose invoice is not found: counted without VAT, and said.
      { date: '2026-10-07', rate: 0, amountCents: 5_000, vatCents: 0 },
      { date: '2026-10-10', rate: 20, amountCents: 40_000, vatCents: 6_667 },
      // The refund of an avoir: negative.
      { date: '2026-10-25', rate: 20, amountCents: -12_000, vatCents: -2_000 },
    ]);
    expect(report.totalCents).toBe(128_000);
    expect(report.vatCents).toBe(14_667);
    expect(report.problems).toEqual(['Paiement du 07/10/2026 : facture introuvable, compté sans TVA.']);
  });

  it('adds up, month by month, to the journal’s receipts: nothing dropped, no VAT moved', () => {
    const receipts = journal();
    for (const period of ['2026-09', '2026-10', '2026-11']) {
      const month = receipts.filter((row) => row.date.startsWith(period));
      const report = paymentsReport({ receipts, invoices: INVOICES, period });
      expect(report.totalCents).toBe(sum(month.map((row) => row.amountCents - row.deboursCents)));
      expect(report.vatCents).toBe(sum(month.map((row) => row.tvaCents)));
      expect(sum(report.lines.map((line) => line.amountCents))).toBe(report.totalCents);
    }
    // Every receipt of the journal counted (September, October: none left out of both months).
    expect(sum(receipts.filter((row) => row.date < '2026-11').map((row) => row.tvaCents))).toBe(10_000 + 14_667);
  });

  it('payments that settle an invoice carry exactly its amounts per rate, whatever the instalments', () => {
    const invoices = [A];
    // 1 800 € in awkward instalments over three months.
    const instalments = [33_333, 66_667, 1, 49_999, 30_000].map((amount, index) =>
      payment(`p${index}`, 'A', `2026-${String(10 + Math.min(index, 2)).padStart(2, '0')}-0${index + 1}`, amount),
    );
    expect(sum(instalments.map((p) => p.amountCents))).toBe(A.totalTtcCents);
    const receipts = buildReceipts({ payments: instalments, invoices, clientNames: new Map() }).rows;
    const lines = ['2026-10', '2026-11', '2026-12'].flatMap(
      (period) => paymentsReport({ receipts, invoices, period }).lines,
    );
    const at = (rate: number) => lines.filter((line) => line.rate === rate);
    expect(sum(at(20).map((line) => line.amountCents))).toBe(120_000);
    expect(sum(at(20).map((line) => line.vatCents))).toBe(20_000);
    expect(sum(at(0).map((line) => line.amountCents))).toBe(50_000);
    expect(sum(at(0).map((line) => line.vatCents))).toBe(0);
  });

  it('splits by weights to the cent', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(-100, [2, 1])).toEqual([-67, -33]);
    expect(splitByWeights(0, [5, 5])).toEqual([0, 0]);
    expect(splitByWeights(7, [0, 0])).toEqual([7, 0]);
  });
});

describe('b2c: invoices and avoirs issued to individuals, per day and VAT rate', () => {
  it('HT and VAT of the month’s issued invoices to individuals; avoirs negative; businesses and drafts out', () => {
    const report = b2cReport({ invoices: INVOICES, period: '2026-10' });
    expect(report.lines).toEqual([
      { date: '2026-10-03', rate: 20, amountCents: 33_333, vatCents: 6_667 },
      { date: '2026-10-05', rate: 0, amountCents: 10_000, vatCents: 0 },
      { date: '2026-10-20', rate: 20, amountCents: -10_000, vatCents: -2_000 },
    ]);
    expect(report.totalCents).toBe(33_333);
    expect(report.vatCents).toBe(4_667);
    expect(b2cReport({ invoices: INVOICES, period: '2026-09' }).lines).toEqual([]);
  });
});

describe('the month and the documents', () => {
  it('reports completed months, last month by default', () => {
    expect(previousMonth('2026-11-26')).toBe('2026-10');
    expect(previousMonth('2027-01-03')).toBe('2026-12');
    expect(reportableMonths('2027-02-10', 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(periodBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodLabel('2026-10')).toBe('octobre 2026');
    expect(ofPeriod('2026-10')).toBe('d’octobre 2026');
    expect(ofPeriod('2026-03')).toBe('de mars 2026');
  });

  it('payment data only where VAT is due on receipts (not under the option for débits)', () => {
    expect(kindsToReport('encaissements')).toEqual(['paiements', 'b2c']);
    expect(kindsToReport('franchise')).toEqual(['paiements', 'b2c']);
    expect(kindsToReport('debits')).toEqual(['b2c']);
  });

  it('the document the owner creates is what the schema expects, one id per kind and month', () => {
    const report = b2cReport({ invoices: INVOICES as SaleInvoice[], period: '2026-10' });
    const document = ereportDocument({ report, period: '2026-10', uid: 'demo-owner', now: '2026-11-02T09:00:00.000Z' });
    expect(ereportSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      kind: 'b2c',
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'aTransmettre',
      flowId: null,
      reason: null,
      transmittedAt: null,
      createdBy: 'demo-owner',
    });
    expect(ereportId('paiements', '2026-10')).toBe('paiements-2026-10');
  });

  it('says where a report stands in French', () => {
    const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
    expect(ereportStatusText({ status: 'aTransmettre', reason: null, transmittedAt: null }, day)).toBe('À transmettre');
    expect(
      ereportStatusText({ status: 'transmis', reason: null, transmittedAt: '2026-11-03T10:00:00.000Z' }, day),
    ).toBe('Transmis le 03/11/2026');
    expect(ereportStatusText({ status: 'rejete', reason: 'Période déjà déclarée.', transmittedAt: null }, day)).toBe(
      'Rejeté : Période déjà déclarée.',
    );
    expect(ereportStatusText({ status: 'echec', reason: null, transmittedAt: null }, day)).toBe(
      'Échec : motif non précisé',
    );
  });
});
