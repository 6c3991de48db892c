import {
  emptyInvoiceForm,
  emptyLine,
  fromInvoice,
  invoiceFormSchema,
  toDraftFields,
  totalsOfForm,
} from './invoiceForm.ts';

const values = () => ({
  ...emptyInvoiceForm({ clientId: 'c1', caseId: 'k1', dueDate: '2026-12-01', paymentTerms: 'À 30 jours' }),
  lines: [
    { ...emptyLine(), designation: 'Conclusions', quantity: '1,5', unitPrice: '200' },
    { ...emptyLine('debours'), designation: 'Greffe', unitPrice: '45,00' },
  ],
  provision: '100',
});

describe('invoice form', () => {
  it('maps typed values to cents and totals', () => {
    const fields = toDraftFields(invoiceFormSchema.parse(values()));
    expect(fields.lines[0]).toMatchObject({ quantity: 1.5, unitPriceCents: 20_000, vatRate: 20 });
    expect(fields).toMatchObject({
      totalHtCents: 30_000,
      totalTvaCents: 6000,
      deboursCents: 4500,
      totalTtcCents: 40_500,
    });
    expect(fields.netToPayCents).toBe(30_500);
    expect(totalsOfForm(values()).netToPayCents).toBe(30_500);
  });

  it('gives French messages next to each field', () => {
    const result = invoiceFormSchema.safeParse({
      ...values(),
      clientId: '',
      lines: [{ ...emptyLine(), designation: '', quantity: '0', unitPrice: 'abc' }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.clientId).toBe('Choisissez le client facturé.');
    expect(messages['lines.0.designation']).toBe('Indiquez la désignation de la ligne.');
    expect(messages['lines.0.quantity']).toMatch(/Quantité invalide/);
    expect(messages['lines.0.unitPrice']).toMatch(/Prix unitaire HT invalide/);
  });

  it('requires a line, the exemption mention for a 0 % fee line, and a provision below the total', () => {
    expect(invoiceFormSchema.safeParse({ ...values(), lines: [] }).error?.issues[0]?.message).toBe(
      'Ajoutez au moins une ligne.',
    );
    const exempt = {
      ...values(),
      lines: [{ ...emptyLine(), designation: 'x', unitPrice: '10', vatRate: '0' as const }],
    };
    expect(invoiceFormSchema.safeParse(exempt).error?.issues[0]?.path).toEqual(['vatExemptMention']);
    expect(invoiceFormSchema.safeParse({ ...values(), provision: '5000' }).error?.issues[0]?.message).toMatch(
      /provision déduite dépasse/,
    );
  });

  it('round-trips a stored draft', () => {
    const fields = toDraftFields(invoiceFormSchema.parse(values()));
    const back = fromInvoice({ ...fields, kind: 'facture' } as never);
    expect(back.lines[0]).toMatchObject({ quantity: '1,5', unitPrice: '200' });
    expect(back.provision).toBe('100');
  });

  it('keeps the choice of the relevé des diligences: appended unless unticked, older drafts appended', () => {
    expect(toDraftFields(invoiceFormSchema.parse(values())).statementOfWork).toBe(true);
    const without = toDraftFields(invoiceFormSchema.parse({ ...values(), statementOfWork: false }));
    expect(without.statementOfWork).toBe(false);
    expect(fromInvoice({ ...without, kind: 'facture' } as never).statementOfWork).toBe(false);
    const { statementOfWork: _older, ...older } = without;
    expect(fromInvoice({ ...older, kind: 'facture' } as never).statementOfWork).toBe(true);
  });

  it('a new line is without VAT for a cabinet under the franchise, and débours always', () => {
    expect(emptyLine('honoraires').vatRate).toBe('20');
    expect(emptyLine('honoraires', { franchise: true }).vatRate).toBe('0');
    expect(emptyLine('emoluments', { franchise: true }).vatRate).toBe('0');
    expect(emptyLine('debours').vatRate).toBe('0');
  });
});
