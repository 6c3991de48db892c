/** An imported e-invoice as an expense: summary line, stored fields, duplicate id, origin kept on edit. */
import type { ReceivedInvoice } from 'shared-data/einvoiceReader';
import { type Expense, receivedInvoiceId } from 'shared-data';
import {
  expenseOriginLabel,
  importedExpenseFields,
  importedExpenseId,
  importedInvoiceSummary,
  keptOriginFields,
} from './receivedInvoice.ts';

const invoice = (overrides: Partial<ReceivedInvoice> = {}): ReceivedInvoice => ({
  syntax: 'UBL',
  number: 'INV-42',
  typeCode: '380',
  issueDate: '2026-04-02',
  dueDate: null,
  currency: 'EUR',
  seller: { name: 'Orange Business', siren: '380129866', vatNumber: 'FR89380129866', electronicAddress: null },
  buyer: { name: 'Cabinet Durand & Associés', siren: '812345676' },
  totalHtCents: 10_000,
  totalVatCents: 2_000,
  totalTtcCents: 12_000,
  amountDueCents: 12_000,
  vatBreakdown: [{ rate: 20, baseCents: 10_000, vatCents: 2_000 }],
  lineNames: ['Forfait internet'],
  ...overrides,
});

describe('importedInvoiceSummary', () => {
  it('says the number, the date and how many VAT rates (an exempt row is no rate)', () => {
    expect(importedInvoiceSummary({ invoice: invoice() })).toBe('Facture n° INV-42 du 2 avr. 2026 — 1 taux de TVA');
    const three = invoice({
      vatBreakdown: [
        { rate: 20, baseCents: 1, vatCents: 0 },
        { rate: 5.5, baseCents: 1, vatCents: 0 },
        { rate: 2.1, baseCents: 1, vatCents: 0 },
        { rate: 0, baseCents: 1, vatCents: 0 },
      ],
    });
    expect(importedInvoiceSummary({ invoice: three })).toMatch(/— 3 taux de TVA$/);
    expect(
      importedInvoiceSummary({ invoice: invoice({ vatBreakdown: [{ rate: 0, baseCents: 1, vatCents: 0 }] }) }),
    ).toMatch(/— sans TVA$/);
  });
});

describe('imported expense fields and id', () => {
  it('records the file as the source, the SIREN, and the e-invoice without a PA flow', () => {
    expect(importedExpenseFields({ invoice: invoice() })).toEqual({
      supplierSiren: '380129866',
      source: 'fichier',
      einvoice: {
        syntax: 'UBL',
        flowId: null,
        issueDate: '2026-04-02',
        vatBreakdown: [{ rate: 20, baseCents: 10_000, vatCents: 2_000 }],
      },
    });
    const foreign = invoice({
      seller: { name: 'De Koksmaat', siren: null, vatNumber: 'NL8200.98.395.B.01', electronicAddress: null },
    });
    expect(importedExpenseFields({ invoice: foreign })).not.toHaveProperty('supplierSiren');
  });

  it('keys the expense on the supplier and the number — the id a reception through the plateforme gives', () => {
    expect(importedExpenseId({ invoice: invoice(), supplierKey: '380129866' })).toBe(
      receivedInvoiceId('380129866', 'INV-42'),
    );
    expect(importedExpenseId({ invoice: invoice(), supplierKey: null })).toBeNull();
  });

  it('keeps the origin of an expense on edit, and adds none to one typed by hand', () => {
    const received = {
      supplierSiren: '380129866',
      source: 'plateforme',
      einvoice: { syntax: 'CII', flowId: 'flow-1', issueDate: '2026-04-02', vatBreakdown: [] },
    } as Partial<Expense> as Expense;
    expect(keptOriginFields(received)).toEqual({
      supplierSiren: '380129866',
      source: 'plateforme',
      einvoice: { syntax: 'CII', flowId: 'flow-1', issueDate: '2026-04-02', vatBreakdown: [] },
    });
    expect(keptOriginFields({} as Expense)).toEqual({});
    expect(keptOriginFields(null)).toEqual({});
  });

  it('labels where an expense came from', () => {
    expect(expenseOriginLabel('plateforme')).toBe('Reçue par la plateforme');
    expect(expenseOriginLabel('fichier')).toBe('Importée');
    expect(expenseOriginLabel('saisie')).toBeNull();
    expect(expenseOriginLabel(undefined)).toBeNull();
  });
});
