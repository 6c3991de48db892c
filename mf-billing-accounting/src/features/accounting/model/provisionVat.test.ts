/**
 * The VAT of the receipts equals the VAT invoiced, over a year with demandes de provision (to the
 * cabinet's account and through CARPA), partial payments, a reversed payment and avoirs (partial,
 * and total on an invoice that deducted a provision, then deducted again by a new invoice) — in the
 * livre-journal, in the FEC (read back by fecCheck) and in the VAT totals, on receipts and on débits.
 */
import {
  computeTotals,
  type InvoiceTotals,
  type ProvisionDeduction,
  provisionDeduction,
} from 'shared-data/invoiceTotals';
import { buildBook } from './book.ts';
import { buildFec } from './fec.ts';
import { checkFec, parseFec } from './fecCheck.ts';
import type { InvoiceLike, PaymentLike } from './receipts.ts';
import { yearTotals } from './totals.ts';

type Doc = InvoiceLike & InvoiceTotals & { paidCents: number; provisionRequestIds?: string[] };

const fees = (ht: number, vatRate: 20 | 0 = 20) => ({
  kind: 'honoraires' as const,
  quantity: 1,
  unitPriceCents: ht,
  vatRate,
});
const debours = (cents: number) => ({
  kind: 'debours' as const,
  quantity: 1,
  unitPriceCents: cents,
  vatRate: 0 as const,
});

function doc(
  id: string,
  kind: Doc['kind'],
  issueDate: string,
  lines: Parameters<typeof computeTotals>[0],
  deduction?: ProvisionDeduction,
): Doc {
  const totals = computeTotals(lines, deduction?.provisionCents ?? 0);
  const prefix = kind === 'provision' ? 'DP' : 'FA';
  return {
    id: `${prefix}${id}`,
    kind,
    number: `${prefix}-2026-${id}`,
    clientId: 'c1',
    issueDate,
    clientSnapshot: { name: 'DURAND Claire' },
    ...totals,
    ...(deduction ?? {}),
    paidCents: 0,
  };
}
/** What a provision deducts once `paidCents` of it was received by the cabinet. */
const received = (provision: Doc, paidCents: number) => provisionDeduction([{ ...provision, paidCents }]);
const pay = (id: string, invoiceId: string, date: string, amountCents: number, extra: Partial<PaymentLike> = {}) => ({
  id,
  invoiceId,
  clientId: 'c1',
  date,
  amountCents,
  method: 'virement' as const,
  reference: '',
  ...extra,
});

describe('the trap of the provision: its VAT is booked once, when received', () => {
  // 1 125,00 € HT + 225,00 € TVA + 13,00 € débours; a provision of 500,00 € TTC received first.
  const provision = doc('0001', 'provision', '2026-02-02', [fees(41_667)]);
  const invoice = doc('0002', 'facture', '2026-03-02', [fees(112_500), debours(1_300)], received(provision, 50_000));
  const payments = [
    pay('p0', provision.id, '2026-02-10', 50_000),
    pay('p1', invoice.id, '2026-03-10', 40_000),
    pay('p2', invoice.id, '2026-03-20', 46_300),
  ];
  const book = buildBook({
    payments,
    invoices: [provision, invoice],
    clients: [],
    expenses: [],
    regime: 'encaissements',
  });

  it('the provision is a receipt with its VAT, and the balance carries only the rest of the VAT', () => {
    expect(provision.totalTtcCents).toBe(50_000);
    expect(invoice).toMatchObject({ totalTvaCents: 22_500, provisionVatCents: 8_333, netToPayCents: 86_300 });
    const vat = book.receipts.map((row) => row.tvaCents);
    expect(vat[0]).toBe(8_333);
    // Before: the two payments of the balance carried 142,46 € and the provision nothing.
    expect(vat[1]! + vat[2]!).toBe(22_500 - 8_333);
    expect(vat.reduce((a, b) => a + b, 0)).toBe(22_500);
    expect(book.receipts.reduce((sum, row) => sum + row.deboursCents, 0)).toBe(1_300);
    expect(book.receipts[0]).toMatchObject({ provision: true, honorairesCents: 41_667 });
  });

  it('in the FEC too: 44571 is credited with the invoice’s VAT, once', () => {
    const fec = buildFec({ entries: book.ledger, siret: '81234567800019', year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
    expect(vatCredited(fec.content)).toBe(22_500);
    expect(parseFec(fec.content).lines.some((line) => line.NatOp === 'Provision sur honoraires')).toBe(true);
  });
});

/** Σ credit − Σ debit of 44571 in a FEC, in cents. */
function vatCredited(content: string): number {
  const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);
  return parseFec(content)
    .lines.filter((line) => line.CompteNum.startsWith('44571'))
    .reduce((sum, line) => sum + cents(line.Credit) - cents(line.Debit), 0);
}

describe('a year of a cabinet: VAT of the receipts = VAT invoiced (issued − credited)', () => {
  // A: a provision paid to the cabinet's account, the final invoice paid in two parts.
  const dp1 = doc('0001', 'provision', '2026-02-02', [fees(100_000)]);
  const f1 = doc('0001', 'facture', '2026-03-02', [fees(250_000), debours(1_300)], received(dp1, 120_000));
  // B: a provision (fees and débours) paid to CARPA; the fees taken with the client's authorisation
  // on 20 May are the cabinet's receipt that day (a payment by CARPA); then the final invoice.
  const dp2 = doc('0002', 'provision', '2026-04-01', [fees(60_000), debours(5_000)]);
  const f2 = doc('0002', 'facture', '2026-06-01', [fees(90_000), debours(5_000)], received(dp2, 77_000));
  // C: partial payments, one of them recorded by mistake and reversed.
  const f3 = doc('0003', 'facture', '2026-07-01', [fees(100_000)]);
  // D: a partial avoir (500 € HT), the rest paid.
  const f4 = doc('0004', 'facture', '2026-08-01', [fees(200_000)]);
  const a4 = { ...doc('0005', 'avoir', '2026-08-20', [fees(50_000)]), creditFor: f4.id };
  // E: an invoice deducting a provision, cancelled by a total avoir (the provision given back and its
  // payment refunded), then a new invoice deducting the same provision.
  const dp3 = doc('0003', 'provision', '2026-09-01', [fees(30_000)]);
  const f5 = doc('0006', 'facture', '2026-10-01', [fees(80_000)], received(dp3, 36_000));
  const a5 = { ...doc('0007', 'avoir', '2026-10-18', [fees(80_000)], received(dp3, 36_000)), creditFor: f5.id };
  const f6 = doc('0008', 'facture', '2026-11-02', [fees(70_000)], received(dp3, 36_000));
  const documents = [dp1, f1, dp2, f2, f3, f4, a4, dp3, f5, a5, f6];
  const payments: PaymentLike[] = [
    pay('a0', dp1.id, '2026-02-10', 120_000),
    pay('a1', f1.id, '2026-03-15', 100_000),
    pay('a2', f1.id, '2026-04-10', 181_300 - 100_000),
    pay('b0', dp2.id, '2026-05-20', 77_000, { method: 'carpa', reference: 'Prélèvement CARPA n° 2' }),
    pay('b1', f2.id, '2026-06-30', f2.netToPayCents, { method: 'cheque' }),
    pay('c1', f3.id, '2026-07-01', 50_000),
    pay('c2', f3.id, '2026-07-02', 30_000),
    pay('c2-annulation', f3.id, '2026-07-05', -30_000, { reversalOf: 'c2', reason: 'Chèque rejeté' }),
    pay('c3', f3.id, '2026-07-20', 70_000),
    pay('d1', f4.id, '2026-09-01', 180_000),
    pay('e0', dp3.id, '2026-09-10', 36_000),
    pay('e1', f5.id, '2026-10-15', f5.netToPayCents),
    pay('e2', a5.id, '2026-10-20', a5.netToPayCents),
    pay('e3', f6.id, '2026-11-05', f6.netToPayCents),
  ];
  const invoicedVat = documents.reduce(
    (sum, d) => sum + (d.kind === 'facture' ? d.totalTvaCents : d.kind === 'avoir' ? -d.totalTvaCents : 0),
    0,
  );

  it('every invoice ends settled: the scenario is a whole year', () => {
    const paid = new Map<string, number>();
    for (const p of payments) paid.set(p.invoiceId, (paid.get(p.invoiceId) ?? 0) + p.amountCents);
    expect(paid.get(f1.id)).toBe(f1.netToPayCents);
    expect(paid.get(f2.id)).toBe(f2.netToPayCents);
    expect(paid.get(f3.id)).toBe(f3.netToPayCents);
    expect(paid.get(f4.id)).toBe(f4.netToPayCents - a4.netToPayCents);
    expect(paid.get(f6.id)).toBe(f6.netToPayCents);
    expect(invoicedVat).toBe(50_000 + 18_000 + 20_000 + 40_000 - 10_000 + 16_000 - 16_000 + 14_000);
  });

  it('in the livre-journal, the FEC (read back) and the VAT totals on receipts', () => {
    const book = buildBook({ payments, invoices: documents, clients: [], expenses: [], regime: 'encaissements' });
    expect(book.problems).toEqual([]);
    const journalVat = book.receipts.reduce((sum, row) => sum + row.tvaCents, 0);
    expect(journalVat).toBe(invoicedVat);
    // The reversal takes back exactly what the reversed payment carried.
    const byId = new Map(book.receipts.map((row) => [row.id, row]));
    expect(byId.get('c2-annulation')!.tvaCents).toBe(-byId.get('c2')!.tvaCents);
    expect(byId.get('c2-annulation')).toMatchObject({ reversal: true, amountCents: -30_000 });
    const fec = buildFec({ entries: book.ledger, siret: '81234567800019', year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
    expect(vatCredited(fec.content)).toBe(invoicedVat);
    expect(fec.content).toContain('Contre-passation FA-2026-0003 DURAND Claire : Chèque rejeté');
    const totals = yearTotals({ year: 2026, receipts: book.receipts, expenses: [], regime: 'encaissements' });
    expect(totals.year.tvaCollecteeCents).toBe(invoicedVat);
    // Débours are split apart: those of the provisions once, those of the invoices for the rest.
    expect(book.receipts.reduce((sum, row) => sum + row.deboursCents, 0)).toBe(1_300 + 5_000);
  });

  it('on débits: the invoices’ VAT at issue less what their provisions carried, the provisions’ at receipt', () => {
    const book = buildBook({ payments, invoices: documents, clients: [], expenses: [], regime: 'debits' });
    const totals = yearTotals({
      year: 2026,
      receipts: book.receipts,
      expenses: [],
      invoices: documents,
      regime: 'debits',
    });
    expect(totals.year.tvaCollecteeCents).toBe(invoicedVat);
    // The first provision's VAT in February (received), the final invoice's rest in March (issued).
    expect(totals.months[1]!.tvaCollecteeCents).toBe(20_000);
    expect(totals.months[2]!.tvaCollecteeCents).toBe(50_000 - 20_000);
  });
});

describe('a partial avoir on an invoice with débours: the receipts carry what remains of each part', () => {
  // 1 000,00 € HT + 200,00 € TVA + 100,00 € débours = 1 300,00 €; an avoir of 500,00 € HT (600,00 € TTC,
  // 100,00 € of VAT, no débours): 150,00 € of VAT in the end — before, the receipts carried 181,54 €.
  const invoice = doc('0001', 'facture', '2026-03-02', [fees(100_000), debours(10_000)]);
  const avoir = { ...doc('0002', 'avoir', '2026-03-20', [fees(50_000)]), creditFor: invoice.id };
  const netVat = invoice.totalTvaCents - avoir.totalTvaCents;
  const receipts = (payments: PaymentLike[]) =>
    buildBook({ payments, invoices: [invoice, avoir], clients: [], expenses: [], regime: 'encaissements' }).receipts;
  const sum = (rows: { tvaCents: number }[]) => rows.reduce((total, row) => total + row.tvaCents, 0);
  const sumDebours = (rows: { deboursCents: number }[]) => rows.reduce((total, row) => total + row.deboursCents, 0);

  it('the avoir first: the rest paid in two parts carries the net VAT and every débours', () => {
    const rows = receipts([pay('p1', invoice.id, '2026-04-01', 30_000), pay('p2', invoice.id, '2026-04-20', 40_000)]);
    expect(sum(rows)).toBe(netVat);
    expect(sumDebours(rows)).toBe(10_000);
    expect(rows.every((row) => row.honorairesCents >= 0)).toBe(true);
  });

  it('paid in part before the avoir: the months already closed keep their VAT, the rest settles exactly', () => {
    const rows = receipts([pay('p1', invoice.id, '2026-03-10', 65_000), pay('p2', invoice.id, '2026-04-01', 5_000)]);
    // March's receipt keeps the invoice's proportions of its day (VAT 200/1 300 of 650 €).
    expect(rows.find((row) => row.id === 'p1')!.tvaCents).toBe(10_000);
    expect(sum(rows)).toBe(netVat);
    expect(sumDebours(rows)).toBe(10_000);
  });

  it('paid in full, then the avoir refunded: the refund takes back the avoir’s VAT', () => {
    const rows = receipts([pay('p1', invoice.id, '2026-03-10', 130_000), pay('r1', avoir.id, '2026-03-25', 60_000)]);
    expect(rows.find((row) => row.id === 'r1')).toMatchObject({ amountCents: -60_000, tvaCents: -10_000 });
    expect(sum(rows)).toBe(netVat);
    expect(sumDebours(rows)).toBe(10_000);
  });

  it('the avoir leaves nothing to collect: a regularisation on its date, no money moved, the FEC balanced', () => {
    // 1 000 € paid (153,85 € of VAT, 76,92 € of débours), then an avoir of 250 € HT (300 € TTC) for the rest.
    const small = { ...doc('0003', 'avoir', '2026-03-20', [fees(25_000)]), creditFor: invoice.id };
    const book = buildBook({
      payments: [pay('p1', invoice.id, '2026-03-10', 100_000)],
      invoices: [invoice, small],
      clients: [],
      expenses: [],
      regime: 'encaissements',
    });
    const regularisation = book.receipts.find((row) => row.regularisation)!;
    expect(regularisation).toMatchObject({ date: '2026-03-20', amountCents: 0, tvaCents: -385, deboursCents: 2_308 });
    expect(sum(book.receipts)).toBe(invoice.totalTvaCents - small.totalTvaCents);
    expect(sumDebours(book.receipts)).toBe(10_000);
    const fec = buildFec({ entries: book.ledger, siret: '81234567800019', year: 2026 });
    if (!fec.ok) throw new Error(fec.message);
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
    expect(vatCredited(fec.content)).toBe(invoice.totalTvaCents - small.totalTvaCents);
    expect(fec.content).toContain(
      'Régularisation FA-2026-0003 DURAND Claire : ventilation de FA-2026-0001 après avoir',
    );
  });
});
