/**
 * Expenses through the real IndexedDB adapter and policy: receipt checks, replace and delete; a
 * supplier's e-invoice file read (shared-data's reader, in the browser environment) and saved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Expense, getDataStore, getFileStore, paths, receivedInvoiceId } from 'shared-data';
import { freshDemoData, seedExpense, signInAs } from 'shared-data/testing';
import { type ExpenseFormValues, emptyExpenseValues } from '../model/expenseForm.ts';
import { type ImportedInvoice, importedExpenseValues } from '../model/receivedInvoice.ts';
import { deleteExpense, readInvoiceFile, saveExpense } from './expenseActions.ts';

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

const FIXTURES = path.resolve(__dirname, '../../../../../shared-data/src/testing/fixtures');
const fixture = (name: string, type: string) =>
  file(name, new Uint8Array(readFileSync(path.join(FIXTURES, name))), type);
const PAPETERIE_ID = receivedInvoiceId('401234562', 'F-2026-00417');

async function imported(source: File): Promise<ImportedInvoice> {
  const result = await readInvoiceFile(source);
  if (!result.ok) throw new Error(result.message);
  return result.imported;
}

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

describe('readInvoiceFile', () => {
  it('reads the Factur-X PDF of Prétoire’s billing and a supplier’s CII into a prefilled form', async () => {
    const pdf = await imported(fixture('facturx-pretoire.pdf', 'application/pdf'));
    expect(pdf.invoice).toMatchObject({ syntax: 'Factur-X', number: 'FA-2026-0001', totalTtcCents: 114_299 });
    expect(pdf).toMatchObject({ category: 'honorairesNonRetrocedes', supplierKey: '812345676' });

    const cii = await imported(fixture('fournisseur-papeterie-cii.xml', 'application/xml'));
    expect(cii).toMatchObject({ category: 'fournitures', supplierKey: '401234562' });
    expect(importedExpenseValues(cii)).toEqual({
      date: '2026-04-02',
      supplier: 'Papeterie Lyonnaise SAS',
      category: 'fournitures',
      reference: 'F-2026-00417',
      ht: '1125,50',
      tva: '109,89',
      ttc: '1235,39',
      method: '',
    });
  });

  it('refuses a supplier’s avoir, a PDF without invoice XML and an empty file, in French', async () => {
    await expect(readInvoiceFile(fixture('en16931-ubl-creditnote1.xml', 'text/xml'))).resolves.toEqual({
      ok: false,
      message: expect.stringMatching(/^Ce fichier est un avoir du fournisseur \(n° 018304 \/ 28865\), pas une facture/),
    });
    await expect(readInvoiceFile(file('scan.pdf', PDF, 'application/pdf'))).resolves.toEqual({
      ok: false,
      message: expect.stringMatching(/^« scan\.pdf » est un PDF illisible/),
    });
    await expect(readInvoiceFile(file('vide.xml', new Uint8Array(0), 'text/xml'))).resolves.toEqual({
      ok: false,
      message: '« vide.xml » est vide.',
    });
  });
});

describe('saveExpense of an imported invoice', () => {
  it('saves it under its supplier and number, with its e-invoice data and the original file as receipt', async () => {
    const source = fixture('fournisseur-papeterie-cii.xml', 'application/xml');
    const invoice = await imported(source);
    const id = await saveExpense({
      firmId,
      uid,
      values: { ...importedExpenseValues(invoice), method: 'virement' },
      receipt: source,
      imported: invoice,
    });
    expect(id).toBe(PAPETERIE_ID);
    const stored = await read(id);
    expect(stored).toMatchObject({
      date: '2026-04-02',
      supplier: 'Papeterie Lyonnaise SAS',
      category: 'fournitures',
      reference: 'F-2026-00417',
      htCents: 112_550,
      tvaCents: 10_989,
      ttcCents: 123_539,
      method: 'virement',
      supplierSiren: '401234562',
      source: 'fichier',
      einvoice: {
        syntax: 'CII',
        flowId: null,
        issueDate: '2026-04-02',
        vatBreakdown: [
          { rate: 20, baseCents: 46_570, vatCents: 9_314 },
          { rate: 5.5, baseCents: 8_500, vatCents: 468 },
          { rate: 2.1, baseCents: 57_480, vatCents: 1_207 },
        ],
      },
      receiptName: 'fournisseur-papeterie-cii.xml',
    });
    expect(stored?.receiptPath).toMatch(
      new RegExp(`^firms/${firmId}/receipts/${id}-.*-fournisseur-papeterie-cii\\.xml$`),
    );
    await expect(getFileStore().downloadUrl(stored!.receiptPath!)).resolves.toEqual(expect.any(String));

    // Edited later (the payment date), it stays an imported e-invoice.
    await saveExpense({
      firmId,
      uid,
      id,
      previous: stored,
      values: { ...importedExpenseValues(invoice), method: 'virement', date: '2026-04-20' },
    });
    expect(await read(id)).toMatchObject({ date: '2026-04-20', source: 'fichier', supplierSiren: '401234562' });
  });

  it('refuses the same supplier’s invoice of the same number, already received through the plateforme', async () => {
    await seedExpense(
      { supplier: 'Papeterie Lyonnaise', reference: 'F-2026-00417', date: '2026-04-05', source: 'plateforme' },
      { id: PAPETERIE_ID },
    );
    const source = fixture('fournisseur-papeterie-cii.xml', 'application/xml');
    const invoice = await imported(source);
    const upload = jest.spyOn(getFileStore(), 'upload');
    await expect(
      saveExpense({
        firmId,
        uid,
        values: { ...importedExpenseValues(invoice), method: 'carte' },
        receipt: source,
        imported: invoice,
      }),
    ).rejects.toMatchObject({
      message: 'Cette facture de Papeterie Lyonnaise (n° F-2026-00417) est déjà enregistrée : dépense du 5 avr. 2026.',
    });
    // Refused before sending the file; the first one is untouched.
    expect(upload).not.toHaveBeenCalled();
    upload.mockRestore();
    expect(await read(PAPETERIE_ID)).toMatchObject({ source: 'plateforme', method: 'carte', ttcCents: 12_000 });
  });

  it('refuses a duplicate imported meanwhile (the transaction re-reads), and removes the receipt it sent', async () => {
    const source = fixture('fournisseur-papeterie-cii.xml', 'application/xml');
    const invoice = await imported(source);
    const values = { ...importedExpenseValues(invoice), method: 'virement' };
    // Another person's import lands between the check before the upload and the transaction.
    const store = getDataStore();
    const upload = getFileStore().upload.bind(getFileStore());
    const uploads: string[] = [];
    jest.spyOn(getFileStore(), 'upload').mockImplementation(async (target, blob, options) => {
      uploads.push(target);
      const stored = await upload(target, blob, options);
      await seedExpense(
        { supplier: 'Papeterie Lyonnaise SAS', date: '2026-04-03', source: 'fichier' },
        { id: PAPETERIE_ID },
      );
      return stored;
    });
    try {
      await expect(saveExpense({ firmId, uid, values, receipt: source, imported: invoice })).rejects.toMatchObject({
        message:
          'Cette facture de Papeterie Lyonnaise SAS (n° F-2026-00417) est déjà enregistrée : dépense du 3 avr. 2026.',
      });
    } finally {
      jest.restoreAllMocks();
    }
    expect(uploads).toHaveLength(1);
    await expect(getFileStore().downloadUrl(uploads[0]!)).rejects.toBeDefined();
    expect((await store.get<Expense>(paths.expense(firmId, PAPETERIE_ID))).data?.date).toBe('2026-04-03');
  });
});
