/** The expense form's rules: amounts, HT + TVA = TTC (difference shown), category; receipt rules. */
import { emptyExpenseValues, type ExpenseFormValues, expenseFormSchema, valuesToExpense } from './expenseForm.ts';
import { RECEIPT_MAX_BYTES, receiptContentType, receiptError, safeReceiptName } from './receiptRules.ts';

const values = (overrides: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({
  ...emptyExpenseValues('2026-11-02'),
  supplier: 'Bureau Vallée',
  category: 'fournitures',
  ht: '100',
  tva: '20',
  ...overrides,
});

const errors = (input: ExpenseFormValues) => {
  const result = expenseFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('expense form', () => {
  it('computes the TTC when left empty, accepts it when it equals HT + TVA, stores cents', () => {
    expect(errors(values())).toEqual({});
    expect(valuesToExpense(values())).toMatchObject({ htCents: 10_000, tvaCents: 2_000, ttcCents: 12_000 });
    expect(errors(values({ ht: '99,90', tva: '19,98', ttc: '119,88' }))).toEqual({});
    expect(valuesToExpense(values({ ht: '1 234,56', tva: '' }))).toMatchObject({ tvaCents: 0, ttcCents: 123_456 });
  });

  it('refuses HT + TVA ≠ TTC with the difference, next to the TTC', () => {
    const problem = errors(values({ ttc: '125' }));
    expect(Object.keys(problem)).toEqual(['ttc']);
    expect(problem.ttc).toMatch(/^HT \+ TVA = 120,00\s€, différent du TTC saisi \(125,00\s€\) : écart de 5,00\s€\.$/);
  });

  it('refuses missing or malformed fields in French', () => {
    const problem = errors(values({ supplier: ' ', category: '', ht: 'abc', date: '' }));
    expect(problem).toMatchObject({
      supplier: 'Saisissez le fournisseur.',
      category: 'Choisissez la catégorie de la déclaration 2035.',
      ht: expect.stringMatching(/^Le montant HT invalide/),
      date: 'Saisissez la date de la dépense.',
    });
    expect(errors(values({ ht: '0', tva: '' })).ht).toBe('Le montant HT doit être supérieur à zéro.');
    expect(errors(values({ tva: '200' })).tva).toBe('La TVA ne peut pas dépasser le montant HT.');
    expect(errors(values({ category: 'voyages' })).category).toBeDefined();
  });
});

describe('receipt rules', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts a PDF or an image, by type or by extension', () => {
    expect(receiptError(file('facture.pdf', 'application/pdf'))).toBeNull();
    expect(receiptError(file('ticket.JPG', ''))).toBeNull();
    expect(receiptContentType(file('ticket.webp', ''))).toBe('image/webp');
    expect(receiptError(file('scan.png', 'image/png', RECEIPT_MAX_BYTES))).toBeNull();
  });

  it('accepts an e-invoice’s XML, stored as application/xml', () => {
    expect(receiptContentType(file('facture.xml', 'application/xml'))).toBe('application/xml');
    expect(receiptContentType(file('facture.XML', ''))).toBe('application/xml');
    expect(receiptContentType(file('ubl.xml', 'text/xml'))).toBe('application/xml');
    // Plain text is still no receipt.
    expect(receiptError(file('notes.txt', 'text/plain'))).toMatch(/n’est pas accepté/);
  });

  it('refuses another type, an empty file and more than 25 Mo, in French', () => {
    expect(receiptError(file('facture.exe', 'application/x-msdownload'))).toBe(
      '« facture.exe » n’est pas accepté comme justificatif : choisissez un PDF, une image (JPEG, PNG, WebP) ou le XML d’une facture électronique.',
    );
    expect(receiptError(file('note.docx', ''))).toMatch(/n’est pas accepté/);
    expect(receiptError(file('vide.pdf', 'application/pdf', 0))).toBe('« vide.pdf » est vide.');
    expect(receiptError(file('gros.pdf', 'application/pdf', RECEIPT_MAX_BYTES + 1))).toMatch(
      /^« gros.pdf » est trop volumineux \(25 Mo\) : 25 Mo maximum\.$/,
    );
  });

  it('stores a safe file name', () => {
    expect(safeReceiptName('Reçu n°12 (été).pdf')).toBe('Recu-n-12-ete-.pdf');
    expect(safeReceiptName('...')).toBe('justificatif');
  });
});
