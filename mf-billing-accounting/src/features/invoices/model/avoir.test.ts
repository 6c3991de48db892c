import type { Invoice } from 'shared-data';
import { avoirProblem } from './avoir.ts';

// Issued for 1 028,80 € HT at 20 %: 1 234,56 € TTC, nothing credited yet.
const invoice = {
  kind: 'facture',
  status: 'issued',
  number: 'FA-2026-0007',
  lines: [{ kind: 'honoraires', designation: 'Conseil', quantity: 1, unitPriceCents: 102_880, vatRate: 20 }],
  provisionCents: 0,
  netToPayCents: 123_456,
  creditedCents: 0,
} as Invoice;

describe('avoirProblem', () => {
  it('says what remains to credit the way every amount of a message is written (1 234,56 €)', () => {
    expect(avoirProblem(invoice, { mode: 'partial', amountHtCents: 200_000, reason: 'Geste commercial' })).toBe(
      'L’avoir dépasse ce qui reste à créditer sur cette facture (1 234,56 € TTC).',
    );
  });

  it('accepts an avoir within what remains, and refuses one on anything but an issued invoice', () => {
    expect(avoirProblem(invoice, { mode: 'partial', amountHtCents: 10_000, reason: '' })).toBeNull();
    expect(avoirProblem(invoice, { mode: 'total' })).toBeNull();
    expect(avoirProblem({ ...invoice, status: 'draft' }, { mode: 'total' })).toBe(
      'Un avoir ne corrige qu’une facture émise.',
    );
  });
});
