import type { Invoice } from 'shared-data';
import { computeTotals } from 'shared-data/invoiceTotals';
import { buildCiiXml, splitAddress } from './cii.ts';
import { sampleInvoice, sampleIssuer, sampleClient, sampleProvision } from './sample.ts';
import { validateAgainstXsd } from '../testing/xsd.ts';

// xmllint (WebAssembly) starts in a worker thread for each check: generous on a loaded machine.
jest.setTimeout(30_000);

const number = (xml: string, tag: string) => Number(new RegExp(`<ram:${tag}[^>]*>([^<]+)<`).exec(xml)![1]);

describe('Factur-X CII XML (EN 16931)', () => {
  it('validates against the official XSD: invoice with débours, provision, period', async () => {
    const xml = buildCiiXml({ invoice: sampleInvoice(30), issuer: sampleIssuer(), client: sampleClient() });
    await validateAgainstXsd(xml);
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
  });

  it('keeps the EN 16931 totals coherent (BR-CO-10 to 16)', () => {
    const invoice = sampleInvoice(3);
    const xml = buildCiiXml({ invoice, issuer: sampleIssuer(), client: sampleClient() });
    const lineSum = [...xml.matchAll(/<ram:LineTotalAmount>([^<]+)</g)]
      .slice(0, -1)
      .reduce((s, m) => s + Number(m[1]), 0);
    expect(number(xml, 'TaxBasisTotalAmount')).toBeCloseTo(lineSum, 2);
    expect(number(xml, 'GrandTotalAmount')).toBeCloseTo(
      number(xml, 'TaxBasisTotalAmount') + number(xml, 'TaxTotalAmount'),
      2,
    );
    expect(number(xml, 'DuePayableAmount')).toBeCloseTo(
      number(xml, 'GrandTotalAmount') - number(xml, 'TotalPrepaidAmount'),
      2,
    );
    expect(Math.round(number(xml, 'GrandTotalAmount') * 100)).toBe(invoice.totalTtcCents);
    expect(Math.round(number(xml, 'DuePayableAmount') * 100)).toBe(invoice.netToPayCents);
  });

  it('validates an avoir (381, referencing the invoice) and a franchise invoice', async () => {
    const avoir: Invoice = {
      ...sampleInvoice(2),
      kind: 'avoir',
      number: 'FA-2026-0002',
      creditFor: 'x',
      creditForNumber: 'FA-2026-0001',
    };
    const xml = buildCiiXml({ invoice: avoir, issuer: sampleIssuer(), client: sampleClient() });
    await validateAgainstXsd(xml, 'avoir.xml');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain('<ram:IssuerAssignedID>FA-2026-0001</ram:IssuerAssignedID>');
    const lines = [
      {
        kind: 'honoraires' as const,
        designation: 'Consultation & conseil <urgent>',
        quantity: 1,
        unitPriceCents: 15_000,
        vatRate: 0 as const,
      },
    ];
    const franchise: Invoice = {
      ...sampleInvoice(1),
      lines,
      ...computeTotals(lines),
      vatExemptMention: 'TVA non applicable, art. 293 B du CGI',
    };
    const xml2 = buildCiiXml({
      invoice: franchise,
      issuer: { ...sampleIssuer(), vatFranchise: true, vatNumber: '' },
      client: sampleClient(),
    });
    await validateAgainstXsd(xml2, 'franchise.xml');
    expect(xml2).toContain('TVA non applicable, art. 293 B du CGI');
    expect(xml2).toContain('Consultation &amp; conseil &lt;urgent&gt;');
  });

  it('fails validation for a broken document, saying why (the check is real)', async () => {
    const valid = buildCiiXml({ invoice: sampleInvoice(1), issuer: sampleIssuer(), client: sampleClient() });
    // A required element removed (BT-3, the document type code).
    const noTypeCode = valid.replace('<ram:TypeCode>380</ram:TypeCode>', '');
    expect(noTypeCode).not.toBe(valid);
    await expect(validateAgainstXsd(noTypeCode, 'no-type-code.xml')).rejects.toThrow(
      /no-type-code\.xml does not validate[\s\S]*IssueDateTime': This element is not expected\. Expected is \( \{[^}]+\}TypeCode \)/,
    );
    // An amount in the French notation, in a type the imported data-type schema defines (xs:decimal).
    const frenchAmount = valid.replace(/<ram:GrandTotalAmount>(\d+)\.(\d+)</, '<ram:GrandTotalAmount>$1,$2<');
    expect(frenchAmount).not.toBe(valid);
    await expect(validateAgainstXsd(frenchAmount, 'french-amount.xml')).rejects.toThrow(
      /GrandTotalAmount'.*'\d+,\d+' is not a valid value of the atomic type 'xs:decimal'/,
    );
  });

  it('carries the reform’s data: cadre S1, electronic addresses, VAT exigibility, PMD / PMT / AAB notes', async () => {
    const xml = buildCiiXml({ invoice: sampleInvoice(2), issuer: sampleIssuer(), client: sampleClient() });
    expect(xml).toContain(
      '<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S1</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>',
    );
    expect(xml).toContain('<ram:URIID schemeID="0225">812345676</ram:URIID>'); // the cabinet's SIREN
    expect(xml).toContain('<ram:URIID schemeID="0225">732829320</ram:URIID>'); // the client's
    expect(xml).toContain('<ram:GlobalID schemeID="0009">81234567600017</ram:GlobalID>');
    for (const code of ['PMD', 'PMT', 'AAB']) expect(xml.split(`<ram:SubjectCode>${code}<`)).toHaveLength(2);
    expect(xml).toContain('<ram:DueDateTypeCode>72</ram:DueDateTypeCode>'); // encaissements (default)
    expect(xml).not.toContain('d’après les débits');

    const debits = buildCiiXml({
      invoice: sampleInvoice(2),
      issuer: { ...sampleIssuer(), vatRegime: 'debits' },
      client: { ...sampleClient(), kind: 'physique', siren: null, vatNumber: null },
    });
    await validateAgainstXsd(debits, 'debits.xml');
    expect(debits).toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>');
    expect(debits).not.toContain('<ram:DueDateTypeCode>72</ram:DueDateTypeCode>');
    expect(debits).toContain('Option pour le paiement de la taxe d’après les débits.');
    expect(debits).toContain('<ram:URIID schemeID="EM">contact@lambert.example</ram:URIID>');
    expect(debits).toContain('<ram:Content>B2C</ram:Content><ram:SubjectCode>BAR</ram:SubjectCode>');

    // Under the franchise: no VAT number, the SIREN as tax registration (BT-32), no BT-8.
    const franchise = buildCiiXml({
      invoice: sampleInvoice(1),
      issuer: { ...sampleIssuer(), vatFranchise: true, vatNumber: '', vatRegime: 'debits' },
      client: sampleClient(),
    });
    await validateAgainstXsd(franchise, 'franchise-fc.xml');
    expect(franchise).toContain('<ram:ID schemeID="FC">812345676</ram:ID>');
    expect(franchise).not.toContain('FR19812345676');
    expect(franchise).not.toContain('DueDateTypeCode');
    expect(franchise).not.toContain('d’après les débits');
  });

  it('has none for a demande de provision: a request for an advance is not an invoice (not even a 386)', () => {
    expect(() => buildCiiXml({ invoice: sampleProvision(), issuer: sampleIssuer(), client: sampleClient() })).toThrow(
      /no Factur-X XML/,
    );
  });

  it('splits a French address', () => {
    expect(splitAddress('12 rue de la République, 69002 Lyon')).toEqual({
      line: '12 rue de la République',
      postcode: '69002',
      city: 'Lyon',
    });
  });
});
