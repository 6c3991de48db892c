import { buildDemoData } from '../demo.ts';
import { DEMO_IDS } from '../demoIds.ts';
import { isValidIban } from '../bankIdentifiers.ts';
import { isValidFrVatNumber, isValidSiret } from '../identifiers.ts';
import { collectionBase, computeTotals, remainingCents, settlementOf } from '../invoiceTotals.ts';
import { parentOf, paths } from '../paths.ts';
import type { BillingSettings, Invoice, Payment } from '../schemas.ts';

const NOW = new Date(2026, 10, 22, 9, 0);
const TODAY = '2026-11-22';
const docs = buildDemoData(NOW);
const of = <T>(collection: string) =>
  docs
    .filter(([path]) => parentOf(path) === collection)
    .map(([path, data]) => ({ id: path.split('/').at(-1)!, ...(data as T) }));
const invoices = of<Invoice>(paths.invoices(DEMO_IDS.firmId));
const payments = of<Payment>(paths.payments(DEMO_IDS.firmId));

describe('billing demo', () => {
  it('stores what recording it through the app would: settlements, what remains, each receipt’s VAT', () => {
    const issued = invoices.filter((invoice) => invoice.status === 'issued');
    for (const invoice of invoices) {
      expect(invoice.settlement).toBe(settlementOf(invoice));
      // The sum of its parts: what remains is the net à payer less what was paid and credited.
      expect(invoice.dueCents).toBe(remainingCents(invoice));
      if (invoice.status === 'issued' && invoice.kind !== 'avoir')
        expect(invoice.due!.baseCents).toBe(invoice.netToPayCents - invoice.paidCents - invoice.creditedCents);
    }
    expect(new Set(issued.map((invoice) => invoice.settlement))).toEqual(
      new Set(['open', 'partial', 'paid', 'cancelled', 'avoir']),
    );
    expect(payments.every((payment) => typeof payment.tvaCents === 'number')).toBe(true);
    // A fully paid invoice's receipts carry exactly the VAT it collects.
    for (const invoice of issued.filter((i) => i.settlement === 'paid' && i.creditedCents === 0 && i.paidCents > 0)) {
      const vat = payments.filter((p) => p.invoiceId === invoice.id).reduce((sum, p) => sum + p.tvaCents!, 0);
      expect(vat).toBe(collectionBase(invoice).vatCents);
    }
  });

  it('has a complete, valid billing identity', () => {
    const settings = docs.find(([path]) => path === paths.settings(DEMO_IDS.firmId, 'billing'))![1] as BillingSettings;
    expect(isValidSiret(settings.siret)).toBe(true);
    expect(isValidFrVatNumber(settings.vatNumber, settings.siret.slice(0, 9))).toBe(true);
    expect(isValidIban(settings.iban)).toBe(true);
    expect(settings.legalName && settings.address && settings.bic && settings.numberingPrefix).toBeTruthy();
  });

  it('numbers issued invoices and avoirs without gaps, in issue-date order, matching the counter', () => {
    const issued = invoices.filter((i) => i.status === 'issued').sort((a, b) => (a.number! < b.number! ? -1 : 1));
    const byYear = new Map<string, Invoice[]>();
    for (const invoice of issued)
      byYear.set(invoice.number!.slice(3, 7), [...(byYear.get(invoice.number!.slice(3, 7)) ?? []), invoice]);
    for (const [year, list] of byYear) {
      for (const [i, invoice] of list.entries())
        expect(invoice.number).toBe(`FA-${year}-${String(i + 1).padStart(4, '0')}`);
      for (let i = 1; i < list.length; i += 1) expect(list[i]!.issueDate! >= list[i - 1]!.issueDate!).toBe(true);
      const counter = docs.find(([path]) => path === paths.counter(DEMO_IDS.firmId, `invoices-${year}`))![1];
      expect(counter.value).toBe(list.length);
    }
    expect(invoices.filter((i) => i.status === 'draft').every((i) => i.number === null)).toBe(true);
  });

  it('has payments summing to each invoice’s paidCents, and every derived state', () => {
    const states = new Set<string>();
    for (const invoice of invoices) {
      const paid = payments.filter((p) => p.invoiceId === invoice.id).reduce((sum, p) => sum + p.amountCents, 0);
      expect(paid).toBe(invoice.paidCents);
      if (invoice.status === 'draft' || invoice.kind === 'avoir') continue;
      const remaining = invoice.netToPayCents - invoice.paidCents - invoice.creditedCents;
      expect(remaining).toBeGreaterThanOrEqual(0);
      if (remaining === 0) states.add(invoice.paidCents ? 'paid' : 'cancelled');
      else states.add(invoice.dueDate! < TODAY ? 'unpaid' : 'pending');
      if (remaining > 0 && invoice.paidCents > 0) states.add('partial');
    }
    expect(states).toEqual(new Set(['paid', 'cancelled', 'unpaid', 'pending', 'partial']));
    const avoirs = invoices.filter((i) => i.kind === 'avoir');
    expect(avoirs.length).toBeGreaterThanOrEqual(1);
    for (const avoir of avoirs)
      expect(invoices.find((i) => i.id === avoir.creditFor)?.creditedCents).toBe(avoir.netToPayCents);
    expect(payments.every((p) => p.date <= TODAY)).toBe(true);
  });

  it('carries the totals of the one computation issuing seals, from each invoice’s lines', () => {
    for (const { id: _id, ...invoice } of [...invoices, ...of<Invoice>(paths.invoices(DEMO_IDS.otherFirmId))])
      expect(invoice).toMatchObject(computeTotals(invoice.lines, invoice.provisionCents));
  });

  it('bills Cabinet Leroy under the VAT franchise', () => {
    const leroy = of<Invoice>(paths.invoices(DEMO_IDS.otherFirmId));
    expect(leroy[0]?.vatExemptMention).toBe('TVA non applicable, art. 293 B du CGI');
    expect(leroy[0]?.totalTvaCents).toBe(0);
  });
});
