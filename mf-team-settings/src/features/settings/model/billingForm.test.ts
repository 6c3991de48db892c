import { IDENTIFIER_MESSAGES, isValidFrVatNumber, isValidIban } from 'shared-data';
import {
  BILLING_MESSAGES,
  billingFormSchema,
  type BillingFormValues,
  toBillingForm,
  toBillingSettings,
  VAT_REGIME_OPTIONS,
} from './billingForm.ts';

// SIRET 404 833 048 00022 (Luhn key valid): its SIREN's VAT key is 83.
const VALID: BillingFormValues = {
  legalName: 'Cabinet Test',
  address: '1 rue du Palais, 75001 Paris',
  siret: '404 833 048 00022',
  vatFranchise: false,
  vatRegime: 'encaissements',
  vatNumber: 'FR83 404 833 048',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'BNPAFRPPXXX',
  numberingPrefix: 'FA-',
  paymentTermsDays: '30',
  mentions: '',
};

const messagesFor = (values: Partial<BillingFormValues>) => {
  const result = billingFormSchema.safeParse({ ...VALID, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('billing settings form: the identifiers follow shared-data’s rule (the one invoice issuing checks)', () => {
  it('accepts a valid identity', () => {
    expect(messagesFor({})).toEqual([]);
  });

  it('saves what invoice issuing accepts: an alphanumeric VAT key, a foreign IBAN', () => {
    const values = { ...VALID, vatNumber: 'FRK7 404 833 048', iban: 'de89 3704 0044 0532 0130 00', bic: 'COBADEFF' };
    expect(messagesFor(values)).toEqual([]);
    const stored = toBillingSettings(billingFormSchema.parse(values), null);
    expect(stored).toMatchObject({ vatNumber: 'FRK7404833048', iban: 'DE89 3704 0044 0532 0130 00' });
    expect(isValidFrVatNumber(stored.vatNumber, stored.siret.slice(0, 9))).toBe(true);
    expect(isValidIban(stored.iban)).toBe(true);
  });

  it('refuses a wrong VAT number, IBAN or BIC with the shared French messages', () => {
    expect(messagesFor({ vatNumber: 'FR84404833048' })).toEqual([IDENTIFIER_MESSAGES.vatKey]);
    expect(messagesFor({ vatNumber: 'FR44732829320' })).toEqual([IDENTIFIER_MESSAGES.vatSiren]);
    expect(messagesFor({ vatNumber: 'DE123456789' })).toEqual([IDENTIFIER_MESSAGES.vatFormat]);
    expect(messagesFor({ vatNumber: '' })).toEqual([BILLING_MESSAGES.vatRequired]);
    expect(messagesFor({ iban: '' })).toEqual([IDENTIFIER_MESSAGES.ibanRequired, IDENTIFIER_MESSAGES.iban]);
    expect(messagesFor({ iban: 'FR76 3000 6000 0112 3456 7890 188' })).toEqual([IDENTIFIER_MESSAGES.iban]);
    expect(messagesFor({ bic: 'BNP' })).toEqual([IDENTIFIER_MESSAGES.bic]);
  });

  it('needs no VAT number under the franchise', () => {
    expect(messagesFor({ vatFranchise: true, vatNumber: '' })).toEqual([]);
  });
});

describe('billing settings form: the VAT regime (encaissements / débits)', () => {
  const fallback = { name: 'Cabinet', siret: '', address: '' };

  it('starts on encaissements, the rule for services, when nothing was saved (older settings too)', () => {
    expect(toBillingForm(null, fallback).vatRegime).toBe('encaissements');
    expect(toBillingForm({ legalName: 'Cabinet Test', vatFranchise: false }, fallback).vatRegime).toBe('encaissements');
    expect(toBillingForm({ vatRegime: 'debits' }, fallback).vatRegime).toBe('debits');
  });

  it('saves the regime chosen, the one invoices and the accounting read', () => {
    expect(toBillingSettings(billingFormSchema.parse(VALID), null).vatRegime).toBe('encaissements');
    const debits = toBillingSettings(billingFormSchema.parse({ ...VALID, vatRegime: 'debits' }), null);
    expect(debits.vatRegime).toBe('debits');
  });

  it('refuses anything else with a French message', () => {
    expect(messagesFor({ vatRegime: 'franchise' as never })).toEqual([BILLING_MESSAGES.vatRegime]);
  });

  it('offers the two regimes with French labels, encaissements first', () => {
    expect(VAT_REGIME_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      ['encaissements', 'TVA sur les encaissements'],
      ['debits', 'TVA sur les débits (option)'],
    ]);
  });
});
