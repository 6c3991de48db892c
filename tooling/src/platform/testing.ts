/**
 * Test helpers for the local platform: a client that speaks to it as a cabinet's software would
 * (token, deposit, search, download, webhooks), keeping each wire response so a test can check
 * it against the OpenAPI documents; a CII invoice and a Factur-X PDF to deposit. Usable from
 * jest and from Playwright journeys.
 */
import { escapeXml } from './xml.ts';

export type WireReply = {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the answer is JSON, the bytes otherwise, undefined when empty. */
  body?: unknown;
  bytes: Buffer;
};

export async function toWire(response: Response): Promise<WireReply> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const json = (headers['content-type'] ?? '').includes('json');
  return {
    status: response.status,
    headers,
    body: bytes.length === 0 ? undefined : json ? JSON.parse(bytes.toString('utf8')) : bytes,
    bytes,
  };
}

export type Party = { name: string; siren?: string; electronicAddress?: string };

/** A small CII invoice (EN16931), with what the platform reads: parties, SIRENs, addresses, total. */
export function sampleInvoiceXml(options: {
  number: string;
  seller: Party;
  buyer: Party;
  issueDate?: string;
  typeCode?: string;
  totalHt?: string;
  vatRate?: string;
  bar?: string;
}): string {
  const { number, seller, buyer } = options;
  const issueDate = options.issueDate ?? '20261120';
  const ht = Number(options.totalHt ?? '1000.00');
  const rate = Number(options.vatRate ?? '20');
  const vat = Math.round(ht * rate) / 100;
  const money = (value: number) => value.toFixed(2);
  const party = (tag: string, value: Party) =>
    [
      `<ram:${tag}>`,
      `<ram:Name>${escapeXml(value.name)}</ram:Name>`,
      value.siren
        ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${value.siren}</ram:ID></ram:SpecifiedLegalOrganization>`
        : '',
      '<ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>',
      value.electronicAddress
        ? `<ram:URIUniversalCommunication><ram:URIID schemeID="0225">${escapeXml(value.electronicAddress)}</ram:URIID></ram:URIUniversalCommunication>`
        : '',
      `</ram:${tag}>`,
    ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    '<rsm:ExchangedDocumentContext><ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S1</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>',
    `<rsm:ExchangedDocument><ram:ID>${escapeXml(number)}</ram:ID><ram:TypeCode>${options.typeCode ?? '380'}</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">${issueDate}</udt:DateTimeString></ram:IssueDateTime>${
      options.bar
        ? `<ram:IncludedNote><ram:Content>${options.bar}</ram:Content><ram:SubjectCode>BAR</ram:SubjectCode></ram:IncludedNote>`
        : ''
    }</rsm:ExchangedDocument>`,
    '<rsm:SupplyChainTradeTransaction>',
    `<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct><ram:Name>Honoraires</ram:Name></ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${money(ht)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery><ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${money(ht)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>`,
    `<ram:ApplicableHeaderTradeAgreement>${party('SellerTradeParty', seller)}${party('BuyerTradeParty', buyer)}</ram:ApplicableHeaderTradeAgreement>`,
    '<ram:ApplicableHeaderTradeDelivery/>',
    `<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode><ram:ApplicableTradeTax><ram:CalculatedAmount>${money(vat)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>${money(ht)}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:DueDateTypeCode>72</ram:DueDateTypeCode><ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${money(ht)}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${money(ht)}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${money(vat)}</ram:TaxTotalAmount><ram:GrandTotalAmount>${money(ht + vat)}</ram:GrandTotalAmount><ram:DuePayableAmount>${money(ht + vat)}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation></ram:ApplicableHeaderTradeSettlement>`,
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
    '',
  ].join('');
}

/** A one-page PDF embedding `xml` as factur-x.xml (a Factur-X as far as the platform reads one). */
export function facturXPdf(xml: string, title = 'Facture'): Buffer {
  const stream = (dict: string, content: string) =>
    `<< ${dict} /Length ${Buffer.byteLength(content, 'utf8')} >>\nstream\n${content}\nendstream`;
  const objects = [
    '<< /Type /Catalog /Pages 3 0 R /Names << /EmbeddedFiles << /Names [(factur-x.xml) 5 0 R] >> >> /AF [5 0 R] >>',
    `<< /Title (${title}) /Producer (Prétoire tests) >>`,
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>',
    '<< /Type /Filespec /F (factur-x.xml) /UF (factur-x.xml) /AFRelationship /Data /EF << /F 6 0 R >> >>',
    stream('/Type /EmbeddedFile /Subtype /text#2Fxml', xml),
  ];
  let out = '%PDF-1.7\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(out, 'utf8');
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, 'utf8');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 2 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'utf8');
}

/** A cabinet's software talking to the platform. */
export class PlatformTestClient {
  private accessToken?: string;

  constructor(
    readonly platformUrl: string,
    readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  /** POST the token endpoint (client credentials, HTTP Basic). */
  async requestToken(secret = this.clientSecret): Promise<WireReply> {
    return toWire(
      await fetch(`${this.platformUrl}/auth-service/pretoire/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${this.clientId}:${secret}`).toString('base64')}`,
        },
        body: 'grant_type=client_credentials',
      }),
    );
  }

  async token(): Promise<string> {
    if (!this.accessToken) {
      const reply = await this.requestToken();
      if (reply.status !== 200) throw new Error(`Jeton refusé (${reply.status}) : ${reply.bytes.toString('utf8')}`);
      this.accessToken = (reply.body as { access_token: string }).access_token;
    }
    return this.accessToken;
  }

  /** Any request to the platform, with the bearer token unless `auth` is false. */
  async call(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; auth?: boolean } = {},
  ): Promise<WireReply> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.auth !== false) headers.authorization ??= `Bearer ${await this.token()}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return toWire(await fetch(`${this.platformUrl}${path}`, { method, headers, body }));
  }

  /** POST /v1/flows: the file and its flowInfo, as multipart/form-data. */
  async deposit(
    file: Buffer | string,
    flowInfo: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<WireReply> {
    const form = new FormData();
    form.append('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }));
    const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
    const pdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: pdf ? 'application/pdf' : 'application/xml' }),
      String(flowInfo.name ?? 'flux'),
    );
    return this.call('POST', '/flow-service/v1/flows', { body: form, headers });
  }

  async search(where: Record<string, unknown>, extra: { limit?: number; cursor?: string } = {}): Promise<WireReply> {
    return this.call('POST', '/flow-service/v1/flows/search', { json: { where, ...extra } });
  }

  /** Every flow matching `where`, following the cursors. */
  async searchAll(where: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const results: Record<string, unknown>[] = [];
    let cursor: string | undefined;
    do {
      const reply = await this.search(where, { limit: 100, ...(cursor ? { cursor } : {}) });
      if (reply.status !== 200) throw new Error(`Recherche refusée (${reply.status})`);
      const page = reply.body as { results: Record<string, unknown>[]; nextCursor?: string };
      results.push(...page.results);
      cursor = page.nextCursor;
    } while (cursor);
    return results;
  }

  async download(flowId: string, docType = 'Original'): Promise<WireReply> {
    return this.call('GET', `/flow-service/v1/flows/${encodeURIComponent(flowId)}?docType=${docType}`);
  }
}
