/**
 * Bench of the accounting models (run: `npm run bench:accounting`): a cabinet with 10,000
 * receipts (payments of 4,000 invoices, some partial) and 5,000 expenses over one year. Prints
 * the time to build the book (receipts + ledger), the FEC generation time and size (goal: under
 * 2 s in the browser; this runs the same pure code in Node) and the totals computation time.
 */
import { buildBook } from '../src/features/accounting/model/book.ts';
import { buildFec } from '../src/features/accounting/model/fec.ts';
import { checkFec } from '../src/features/accounting/model/fecCheck.ts';
import type { ExpenseLike } from '../src/features/accounting/model/ledger.ts';
import { EXPENSE_CATEGORY_OPTIONS, type PaymentMethod } from '../src/features/accounting/model/pcg.ts';
import type { InvoiceLike, PaymentLike } from '../src/features/accounting/model/receipts.ts';
import { bncEstimate, yearTotals } from '../src/features/accounting/model/totals.ts';
import { computeTotals } from 'shared-data/invoiceTotals';

const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 10_000);
const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 5_000);
const YEAR = 2026;
const GOAL_MS = 2_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOfYear = (i: number) => {
  const date = new Date(Date.UTC(YEAR, 0, 1 + (i % 365)));
  return `${YEAR}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const METHODS: PaymentMethod[] = ['virement', 'cheque', 'carte', 'especes', 'prelevement'];

const invoiceCount = Math.ceil(RECEIPTS / 2.5);
const invoices: InvoiceLike[] = Array.from({ length: invoiceCount }, (_, i) => {
  const ht = 20_000 + (i % 50) * 1_000;
  const debours = i % 4 === 0 ? 3_500 : 0;
  return {
    id: `inv-${i}`,
    kind: 'facture',
    number: `FA-${YEAR}-${pad(i + 1, 5)}`,
    clientId: `client-${i % 800}`,
    issueDate: dayOfYear(i % 300),
    ...computeTotals([
      { kind: 'honoraires', quantity: 1, unitPriceCents: ht, vatRate: 20 },
      ...(debours ? [{ kind: 'debours' as const, quantity: 1, unitPriceCents: debours, vatRate: 0 as const }] : []),
    ]),
    clientSnapshot: { displayName: `Client ${i % 800}` },
  };
});
const payments: PaymentLike[] = Array.from({ length: RECEIPTS }, (_, i) => {
  const invoice = invoices[i % invoiceCount]!;
  return {
    id: `pay-${pad(i, 6)}`,
    invoiceId: invoice.id,
    clientId: invoice.clientId,
    date: dayOfYear((i % 300) + 20),
    amountCents: Math.max(1, Math.floor(invoice.totalTtcCents / 3)),
    method: METHODS[i % METHODS.length]!,
    reference: `REG-${i}`,
  };
});
const expenses: ExpenseLike[] = Array.from({ length: EXPENSES }, (_, i) => {
  const ht = 1_000 + (i % 97) * 137;
  const tva = Math.round(ht * 0.2);
  return {
    id: `exp-${pad(i, 6)}`,
    date: dayOfYear(i),
    supplier: `Fournisseur ${i % 120}`,
    category: EXPENSE_CATEGORY_OPTIONS[i % EXPENSE_CATEGORY_OPTIONS.length]!.value,
    reference: `F-${i}`,
    htCents: ht,
    tvaCents: tva,
    ttcCents: ht + tva,
    method: METHODS[i % METHODS.length]!,
  };
});

const time = <T>(run: () => T): [T, number] => {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
};

// Warm-up once (JIT), then measure.
buildFec({
  entries: buildBook({ payments, invoices, clients: [], expenses, regime: 'encaissements' }).ledger,
  siret: '81234567800019',
  year: YEAR,
});

const [book, bookMs] = time(() => buildBook({ payments, invoices, clients: [], expenses, regime: 'encaissements' }));
const [fec, fecMs] = time(() => buildFec({ entries: book.ledger, siret: '81234567800019', year: YEAR }));
if (!fec.ok) throw new Error(fec.message);
const [, totalsMs] = time(() => {
  yearTotals({ year: YEAR, receipts: book.receipts, expenses: book.expenses, regime: book.regime });
  bncEstimate({ year: YEAR, receipts: book.receipts, expenses: book.expenses, regime: book.regime });
});
const [problems, checkMs] = time(() => checkFec({ fileName: fec.fileName, content: fec.content }));

const size = new TextEncoder().encode(fec.content).length;
console.log(`Cabinet : ${RECEIPTS} encaissements, ${EXPENSES} dépenses (exercice ${YEAR})`);
console.log(`Livre (recettes + écritures) : ${bookMs.toFixed(0)} ms`);
console.log(
  `FEC ${fec.fileName} : ${fecMs.toFixed(0)} ms, ${(size / 1024 / 1024).toFixed(2)} Mo, ` +
    `${fec.entryCount} écritures, ${fec.lineCount} lignes (objectif < ${GOAL_MS} ms avec le livre : ` +
    `${bookMs + fecMs < GOAL_MS ? 'atteint' : 'NON atteint'})`,
);
console.log(`Totaux mensuels, TVA et estimation 2035 : ${totalsMs.toFixed(0)} ms`);
console.log(`Relecture du FEC (contrôle des règles) : ${checkMs.toFixed(0)} ms, ${problems.length} anomalie(s)`);
