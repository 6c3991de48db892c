import { buyerElectronicAddress, isDirectoryAddressOf, sellerElectronicAddress, vatDueDateCode } from './einvoicing.ts';

describe('what every issued invoice carries for the e-invoicing reform', () => {
  it('the cabinet’s address is its SIREN, the first nine digits of its SIRET', () => {
    expect(sellerElectronicAddress('812 345 676 00019')).toEqual({ scheme: '0225', id: '812345676' });
  });

  it('a directory address is the SIREN’s own, in the allowed characters and length', () => {
    expect(isDirectoryAddressOf('732829320', '732829320_FACTURES')).toBe(true);
    expect(isDirectoryAddressOf('732829320', '812345676_FACTURES')).toBe(false);
    expect(isDirectoryAddressOf('732829320', '732829320 factures')).toBe(false);
    expect(isDirectoryAddressOf('732829320', `732829320${'A'.repeat(117)}`)).toBe(false);
    expect(isDirectoryAddressOf('732829320', null)).toBe(false);
  });

  it('the client’s address: the sealed directory one, else its SIREN, else its e-mail, else none', () => {
    const business = { kind: 'morale' as const, siren: '732 829 320', email: 'compta@lambert.example' };
    expect(buyerElectronicAddress({ ...business, electronicAddress: '732829320_FACTURES' })).toEqual({
      scheme: '0225',
      id: '732829320_FACTURES',
    });
    expect(buyerElectronicAddress(business)).toEqual({ scheme: '0225', id: '732829320' });
    expect(buyerElectronicAddress({ kind: 'physique', siren: '732829320', email: ' a@b.fr ' })).toEqual({
      scheme: 'EM',
      id: 'a@b.fr',
    });
    expect(buyerElectronicAddress({ kind: 'physique', email: 'pas une adresse' })).toBeNull();
  });

  it('the VAT is due on payment (72), on the invoice’s date under the débits option (5), never under the franchise', () => {
    expect(vatDueDateCode({ vatFranchise: false })).toBe('72');
    expect(vatDueDateCode({ vatFranchise: false, vatRegime: 'debits' })).toBe('5');
    expect(vatDueDateCode({ vatFranchise: true, vatRegime: 'debits' })).toBeNull();
  });
});
