/**
 * The FEC's year read page by page, on ten years of a cabinet: the same entries as a book built
 * from every document of that year, only that year's documents read, a FEC that reads back clean.
 */
import { getDataStore, type Expense, type Invoice, type Payment, paths } from 'shared-data';
import { DEMO_IDS, freshDemoData, installReadCounter, loadTenYearCabinet, signInAs } from 'shared-data/testing';
import { buildBook } from '../model/book.ts';
import { buildFec } from '../model/fec.ts';
import { checkFec } from '../model/fecCheck.ts';
import type { ExpenseLike } from '../model/ledger.ts';
import type { InvoiceLike, PaymentLike } from '../model/receipts.ts';
import { readYearLedger } from './fecActions.ts';

jest.setTimeout(90_000);

const firmId = DEMO_IDS.firmId;
const all = async <T>(collection: string) =>
  (await getDataStore().query<T>({ collection })).docs.map((doc) => ({ ...doc.data, id: doc.id }));

beforeEach(async () => {
  await freshDemoData();
  signInAs(DEMO_IDS.ownerUid);
  await loadTenYearCabinet({ scale: 0.05 });
});

it('reads the year’s documents only, in pages, and gives the same entries as the whole book', async () => {
  const year = new Date().getFullYear() - 3;
  const inYear = (date: string | null) => !!date && date.startsWith(`${year}-`);
  const payments = (await all<Payment>(paths.payments(firmId))).filter((p) => inYear(p.date));
  const expenses = (await all<Expense>(paths.expenses(firmId))).filter((e) => inYear(e.date));
  const avoirs = (await all<Invoice>(paths.invoices(firmId))).filter((i) => i.kind === 'avoir' && inYear(i.issueDate));
  expect(payments.length).toBeGreaterThan(20);
  expect(payments.every((p) => typeof p.tvaCents === 'number')).toBe(true);

  const reads = installReadCounter();
  const progress: number[] = [];
  const entries = await readYearLedger({ firmId, year, regime: 'encaissements', onProgress: (n) => progress.push(n) });
  expect(reads.bySourceAndCollection.query).toEqual({
    payments: payments.length,
    expenses: expenses.length,
    ...(avoirs.length ? { invoices: avoirs.length } : {}),
  });
  expect(progress.at(-1)).toBe(payments.length + expenses.length + avoirs.length);

  const whole = buildBook({
    payments: payments as unknown as PaymentLike[],
    invoices: (await all<Invoice>(paths.invoices(firmId))) as unknown as InvoiceLike[],
    clients: [],
    expenses: expenses as unknown as ExpenseLike[],
    regime: 'encaissements',
  });
  // The whole history replays other years' avoirs too: the year's entries are the same.
  expect(entries).toEqual(whole.ledger.filter((entry) => entry.date.startsWith(`${year}-`)));
  const fec = buildFec({ entries, siret: '81234567800019', year });
  if (!fec.ok) throw new Error(fec.message);
  expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
});
