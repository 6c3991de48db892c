/** @jest-environment node */
import { readCii, readInvoice } from './cii.ts';
import { facturXPdf, sampleInvoiceXml } from './testing.ts';

jest.setTimeout(30_000);

const xml = sampleInvoiceXml({
  number: 'F2026-0042',
  seller: { name: 'Cabinet Leroy', siren: '908765431', electronicAddress: '908765431_STATUTS' },
  buyer: { name: 'Cabinet Durand & Associés', siren: '812345676', electronicAddress: '812345676' },
  bar: 'B2B',
});

describe('reading an invoice to route it', () => {
  it('reads the parties’ SIRENs and electronic addresses, the number, date, total, profile and processing rule', () => {
    expect(readCii(xml)).toEqual({
      ok: true,
      invoice: {
        number: 'F2026-0042',
        typeCode: '380',
        issueDate: '20261120',
        seller: {
          name: 'Cabinet Leroy',
          siren: '908765431',
          electronicAddress: { value: '908765431_STATUTS', scheme: '0225' },
        },
        buyer: {
          name: 'Cabinet Durand & Associés',
          siren: '812345676',
          electronicAddress: { value: '812345676', scheme: '0225' },
        },
        currency: 'EUR',
        grandTotal: '1200.00',
        profile: 'CIUS',
        processingRule: 'B2B',
        businessProcess: 'S1',
      },
    });
  });

  it('reads alike whatever the namespace prefixes', () => {
    const renamed = xml
      .replace(/rsm:/g, 'inv:')
      .replace(/xmlns:rsm=/, 'xmlns:inv=')
      .replace(/ram:/g, 'r:')
      .replace(/xmlns:ram=/, 'xmlns:r=');
    expect(readCii(renamed)).toEqual(readCii(xml));
  });

  it('reads the factur-x.xml of a Factur-X PDF', async () => {
    const read = await readInvoice(facturXPdf(xml), 'Factur-X');
    expect(read).toMatchObject({ ok: true, embedded: true, invoice: { number: 'F2026-0042' } });
  });

  it('says why it cannot read a file', async () => {
    expect(await readInvoice(Buffer.alloc(0), 'CII')).toMatchObject({ ok: false, reasonCode: 'EmptyFlow' });
    expect(await readInvoice(Buffer.from('<a>'), 'CII')).toMatchObject({ ok: false, reasonCode: 'InvalidSchema' });
    expect(await readInvoice(Buffer.from(xml), 'Factur-X')).toMatchObject({ ok: false, reasonCode: 'FlowTypeError' });
    expect(await readInvoice(Buffer.from('%PDF-1.7\nnot really'), 'Factur-X')).toMatchObject({
      ok: false,
      reasonCode: 'InvalidSchema',
    });
    const withoutNumber = xml.replace(/<ram:ID>F2026-0042<\/ram:ID>/, '');
    expect(readCii(withoutNumber)).toMatchObject({ ok: false, message: expect.stringContaining('BT-1') });
    expect(
      readCii('<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('Invoice'),
    });
  });
});
