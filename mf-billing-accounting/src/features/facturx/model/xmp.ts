/**
 * XMP metadata of a Factur-X PDF/A-3B: PDF/A identification, Dublin Core, dates, Factur-X properties
 * and their extension schema — or, for a document that is no invoice (a demande de provision), of a
 * plain PDF/A-3B: the same without the Factur-X properties and schema. Pure.
 */
import { FACTURX_CONFORMANCE_LEVEL } from './cii.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** `2026-03-31T09:00:00Z` (seconds, UTC): the same instant as the Info dictionary's dates. */
export function xmpDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function buildXmp({
  title,
  author,
  producer,
  creatorTool,
  date,
  documentType,
}: {
  title: string;
  author: string;
  producer: string;
  creatorTool: string;
  date: Date;
  /** null: a plain PDF/A, no Factur-X data (nothing attached). */
  documentType: 'INVOICE' | null;
}): string {
  const when = xmpDate(date);
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">',
    '<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>',
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${escapeXml(author)}</rdf:li></rdf:Seq></dc:creator>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    `<xmp:CreatorTool>${escapeXml(creatorTool)}</xmp:CreatorTool>`,
    `<xmp:CreateDate>${when}</xmp:CreateDate><xmp:ModifyDate>${when}</xmp:ModifyDate><xmp:MetadataDate>${when}</xmp:MetadataDate>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    `<pdf:Producer>${escapeXml(producer)}</pdf:Producer>`,
    '</rdf:Description>',
    ...(documentType === null
      ? []
      : [
          '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">',
          `<fx:DocumentType>${documentType}</fx:DocumentType>`,
          '<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>',
          '<fx:Version>1.0</fx:Version>',
          `<fx:ConformanceLevel>${FACTURX_CONFORMANCE_LEVEL}</fx:ConformanceLevel>`,
          '</rdf:Description>',
          '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
          '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
          '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>',
          '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
          '<pdfaSchema:prefix>fx</pdfaSchema:prefix>',
          '<pdfaSchema:property><rdf:Seq>',
          property('DocumentFileName', 'name of the embedded XML invoice file'),
          property('DocumentType', 'INVOICE'),
          property('Version', 'The actual version of the Factur-X XML schema'),
          property('ConformanceLevel', 'The conformance level of the embedded Factur-X data'),
          '</rdf:Seq></pdfaSchema:property>',
          '</rdf:li></rdf:Bag></pdfaExtension:schemas>',
          '</rdf:Description>',
        ]),
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}
