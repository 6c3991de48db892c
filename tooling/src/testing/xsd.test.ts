/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schemaFiles, validateAgainstSchema } from './xsd.ts';

// xmllint (WebAssembly) starts in a worker thread for each check: generous on a loaded machine.
jest.setTimeout(30_000);

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
// An entry schema whose types come from a schema in a sub-folder, which imports a third one.
const dir = mkdtempSync(path.join(tmpdir(), 'xsd-'));
mkdirSync(path.join(dir, 'types'));
const ENTRY = path.join(dir, 'invoice.xsd');
writeFileSync(
  ENTRY,
  `<xs:schema ${XS} xmlns:t="urn:test:types" targetNamespace="urn:test:invoice" elementFormDefault="qualified">
  <xs:import namespace="urn:test:types" schemaLocation="types/amount.xsd"/>
  <xs:element name="Invoice"><xs:complexType><xs:sequence>
    <xs:element name="Code" type="t:CodeType"/>
    <xs:element name="Total" type="t:AmountType"/>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
);
writeFileSync(
  path.join(dir, 'types', 'amount.xsd'),
  `<xs:schema ${XS} targetNamespace="urn:test:types">
  <xs:include schemaLocation="code.xsd"/>
  <xs:simpleType name="AmountType"><xs:restriction base="xs:decimal"/></xs:simpleType>
</xs:schema>`,
);
writeFileSync(
  path.join(dir, 'types', 'code.xsd'),
  `<xs:schema ${XS} targetNamespace="urn:test:types">
  <xs:simpleType name="CodeType"><xs:restriction base="xs:token">
    <xs:enumeration value="380"/><xs:enumeration value="381"/>
  </xs:restriction></xs:simpleType>
</xs:schema>`,
);
const invoice = (code: string, total: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:test:invoice"><Code>${code}</Code><Total>${total}</Total></Invoice>`;

describe('validateAgainstSchema (xmllint-wasm)', () => {
  it('passes the imported and included schemas along, by their path from the entry', () => {
    expect(schemaFiles(ENTRY).map((file) => file.fileName)).toEqual([
      'invoice.xsd',
      'types/amount.xsd',
      'types/code.xsd',
    ]);
  });

  it('resolves for a valid document', async () => {
    await expect(validateAgainstSchema(invoice('380', '1200.50'), ENTRY)).resolves.toBeUndefined();
  });

  it('rejects an invalid document with xmllint’s messages', async () => {
    await expect(validateAgainstSchema(invoice('999', '1200.50'), ENTRY, 'bad-code.xml')).rejects.toThrow(
      /bad-code\.xml does not validate against invoice\.xsd:[\s\S]*'999' is not an element of the set \{'380', '381'\}/,
    );
    await expect(validateAgainstSchema(invoice('380', '1 200,50'), ENTRY)).rejects.toThrow(
      /'1 200,50' is not a valid value of the atomic type '\{urn:test:types\}AmountType'/,
    );
    await expect(validateAgainstSchema('<Invoice xmlns="urn:test:invoice"><Code>380</Code>', ENTRY)).rejects.toThrow(
      /does not validate/,
    );
  });
});
