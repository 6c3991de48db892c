/** Expenses through the real IndexedDB adapter and policy: receipt checks, replace and delete. */
import { type Expense, getDataStore, getFileStore, paths } from 'shared-data';
import { freshDemoData, seedExpense, signInAs } from 'shared-data/testing';
import { type ExpenseFormValues, emptyExpenseValues } from '../model/expenseForm.ts';
import { deleteExpense, saveExpense } from './expenseActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) => new File([bytes], name, { type });

const values = (overrides: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({
  ...emptyExpenseValues('2026-11-02'),
  supplier: 'Bureau Vallée',
  category: 'fournitures',
  ht: '100',
  tva: '20',
  ...overrides,
});

const read = async (id: string) => (await getDataStore().get<Expense>(paths.expense(firmId, id))).data;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('saveExpense', () => {
  it('records the amounts in cents with the TTC computed, and the receipt in the file store', async () => {
    const progress: number[] = [];
    const id = await saveExpense({
      firmId,
      uid,
      values: values(),
      receipt: file('Reçu papeterie.pdf', PDF, 'application/pdf'),
      onProgress: (p) => progress.push(p.bytesTransferred),
    });
    const stored = await read(id);
    expect(stored).toMatchObject({
      htCents: 10_000,
      tvaCents: 2_000,
      ttcCents: 12_000,
      receiptName: 'Reçu papeterie.pdf',
    });
    expect(stored?.receiptPath).toMatch(new RegExp(`^firms/${firmId}/receipts/${id}-.*-Recu-papeterie\\.pdf$`));
    await expect(getFileStore().downloadUrl(stored!.receiptPath!)).resolves.toEqual(expect.any(String));
    expect(progress.length).toBeGreaterThan(0);
  });

  it('refuses a receipt of the wrong type, too large, or whose bytes are a program — nothing is written', async () => {
    const before = (await getDataStore().query({ collection: paths.expenses(firmId) })).docs.length;
    await expect(
      saveExpense({ firmId, uid, values: values(), receipt: file('facture.exe', EXE, 'application/x-msdownload') }),
    ).rejects.toMatchObject({ code: 'file-type-not-allowed', message: expect.stringMatching(/n’est pas accepté/) });
    await expect(
      saveExpense({ firmId, uid, values: values(), receipt: file('facture.pdf', EXE, 'application/pdf') }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/exécutable/) });
    const big = file('scan.pdf', PDF, 'application/pdf');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await expect(saveExpense({ firmId, uid, values: values(), receipt: big })).rejects.toMatchObject({
      message: expect.stringMatching(/trop volumineux .* 25 Mo maximum/),
    });
    expect((await getDataStore().query({ collection: paths.expenses(firmId) })).docs.length).toBe(before);
  });

  it('replaces the receipt on edit (the old file is removed) and keeps the author', async () => {
    const seeded = await seedExpense({ createdBy: 'demo-member-1' });
    const first = await saveExpense({
      firmId,
      uid,
      id: seeded.id,
      previous: seeded.data,
      values: values(),
      receipt: file('a.pdf', PDF, 'application/pdf'),
    });
    const withFirst = (await read(first))!;
    await saveExpense({
      firmId,
      uid,
      id: seeded.id,
      previous: withFirst,
      values: values({ ht: '200', tva: '40', ttc: '240' }),
      receipt: file('b.pdf', PDF, 'application/pdf'),
    });
    const edited = (await read(seeded.id))!;
    expect(edited).toMatchObject({
      htCents: 20_000,
      ttcCents: 24_000,
      receiptName: 'b.pdf',
      createdBy: 'demo-member-1',
    });
    await expect(getFileStore().downloadUrl(withFirst.receiptPath!)).rejects.toBeDefined();
  });

  it('deletes the expense and its receipt', async () => {
    const id = await saveExpense({ firmId, uid, values: values(), receipt: file('a.pdf', PDF, 'application/pdf') });
    const stored = (await read(id))!;
    await deleteExpense({ firmId, id, expense: stored });
    expect(await read(id)).toBeNull();
    await expect(getFileStore().downloadUrl(stored.receiptPath!)).rejects.toBeDefined();
  });
});
