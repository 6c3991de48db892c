/** @jest-environment node */
/**
 * Contract tests of the local platform: every route it serves, each answer checked against the
 * XP Z12-013 OpenAPI documents by a checker of its own (openapi-backend, as the server), invalid
 * requests refused in the documents' error format, and the checker shown to catch a drift.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { OpenAPIBackend } from 'openapi-backend';
import { webhookSignature } from './auth.ts';
import { createApi, definitionPath, ERRATA, readDefinition, responseProblems, type ServiceName } from './contract.ts';
import { type RunningPlatform, startPlatform } from './server.ts';
import { PlatformTestClient, sampleInvoiceXml, type WireReply } from './testing.ts';

jest.setTimeout(30_000);

const LEROY = { name: 'Cabinet Leroy', siren: '908765431', clientId: 'cabinet-leroy', clientSecret: 'secret-leroy' };
const DURAND = {
  name: 'Cabinet Durand & Associés',
  siren: '812345676',
  clientId: 'cabinet-durand',
  clientSecret: 'secret-durand',
};
const KNOWN_ELSEWHERE = { siren: '913220281', name: 'Boulangerie Morel' };

let platform: RunningPlatform;
let leroy: PlatformTestClient;
let durand: PlatformTestClient;
const checkers = {} as Record<ServiceName, OpenAPIBackend>;

/** The answer of `operationId` conforms to its OpenAPI document. */
function expectConforms(service: ServiceName, operationId: string, reply: WireReply): void {
  expect(responseProblems(checkers[service], operationId, reply)).toEqual([]);
}

function expectError(reply: WireReply, status: number, errorCode?: string): void {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  const body = reply.body as { errorCode: string; errorMessage?: string };
  expect(typeof body.errorCode).toBe('string');
  if (errorCode) expect(body.errorCode).toBe(errorCode);
}

const invoice = (number: string) =>
  sampleInvoiceXml({
    number,
    seller: { name: LEROY.name, siren: LEROY.siren, electronicAddress: LEROY.siren },
    buyer: { name: DURAND.name, siren: DURAND.siren, electronicAddress: DURAND.siren },
  });

beforeAll(async () => {
  checkers.flow = await createApi('flow');
  checkers.directory = await createApi('directory');
  platform = await startPlatform({ port: 0, cabinets: [LEROY, DURAND], directory: [KNOWN_ELSEWHERE] });
  leroy = new PlatformTestClient(platform.url, LEROY.clientId, LEROY.clientSecret);
  durand = new PlatformTestClient(platform.url, DURAND.clientId, DURAND.clientSecret);
});

afterAll(() => platform.stop());

beforeEach(async () => {
  expect((await fetch(`${platform.url}/stand-in/reset`, { method: 'POST' })).status).toBe(204);
});

afterEach(() => {
  // The server checks each of its own answers too: none drifted.
  const violations = platform.contractViolations.splice(0);
  expect(violations).toEqual([]);
});

describe('the OpenAPI documents', () => {
  it('are the XP Z12-013 1.3.0 definitions of the reference package, valid OpenAPI 3.0.3', async () => {
    const shared = path.resolve(import.meta.dirname, '../../../../shared/reference/france-rfe/afnor-xp-z12-013');
    for (const service of ['flow', 'directory'] as const) {
      const definition = readDefinition(service, { errata: false });
      expect(definition.openapi).toBe('3.0.3');
      expect(definition.info.version).toBe('1.3.0');
      const copy = path.join(shared, path.basename(definitionPath(service)));
      // Same content as the package's copy in shared/ (reformatted by Biome only), where it is present.
      if (fs.existsSync(copy))
        expect(isDeepStrictEqual(definition, JSON.parse(fs.readFileSync(copy, 'utf8')))).toBe(true);
    }
    // Both, as read (with the erratum), are valid against the OpenAPI 3 schema (strict).
    for (const service of ['flow', 'directory'] as const) await createApi(service, { checkDefinition: true });
    expect(checkers.flow.getOperations().map((operation) => operation.operationId)).toEqual([
      'createFlow',
      'searchFlows',
      'getFlow',
      'listWebhooks',
      'createWebhook',
      'deleteWebhook',
      'getHealth',
    ]);
  });

  it('are read with one erratum, where the Flow Service contradicts itself (ReasonCode oneOf), and no other', async () => {
    expect(ERRATA.flow.map((erratum) => erratum.pointer)).toEqual(['#/components/schemas/ReasonCode']);
    expect(ERRATA.directory).toEqual([]);
    const rejected = {
      flowId: 'f1',
      submittedAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      name: 'vide.xml',
      flowSyntax: 'CII',
      flowProfile: 'Undefined',
      processingRule: 'Undefined',
      processingRuleSource: 'Computed',
      flowType: 'Undefined',
      flowDirection: 'Out',
    };
    const reply = (reasonCode: unknown) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: {
        ...rejected,
        acknowledgement: {
          status: 'Error',
          details: [{ level: 'Error', item: 'file', reasonCode, reasonMessage: 'Le fichier est vide.' }],
        },
      },
    });
    // As published, a named reason matches both branches of the oneOf, so it never validates…
    const published = await createApi('flow', { errata: false });
    expect(responseProblems(published, 'getFlow', reply('EmptyFlow')).join()).toContain(
      'must match exactly one schema in oneOf',
    );
    expect(responseProblems(published, 'getFlow', reply('IRR_VID_F'))).toEqual([]);
    // …read as anyOf, named and extended reasons pass, anything but a string still fails.
    expect(responseProblems(checkers.flow, 'getFlow', reply('EmptyFlow'))).toEqual([]);
    expect(responseProblems(checkers.flow, 'getFlow', reply('IRR_VID_F'))).toEqual([]);
    expect(responseProblems(checkers.flow, 'getFlow', reply(42))).toHaveLength(1);
  });
});

describe('the token endpoint (OAuth2 client credentials)', () => {
  it('issues a bearer JWT to a cabinet with its client id and secret, in Basic or in the form', async () => {
    const basic = await leroy.requestToken();
    expect(basic.status).toBe(200);
    expect(basic.headers['cache-control']).toBe('no-store');
    const granted = basic.body as { access_token: string; token_type: string; expires_in: number };
    expect(granted.token_type).toBe('Bearer');
    expect(granted.expires_in).toBe(3600);
    const claims = JSON.parse(Buffer.from(granted.access_token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: LEROY.clientId, siren: LEROY.siren, iss: platform.url });

    const form = await fetch(`${platform.url}/auth-service/pretoire/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: DURAND.clientId,
        client_secret: DURAND.clientSecret,
      }),
    });
    expect(form.status).toBe(200);
  });

  it('refuses a wrong secret (401 invalid_client) and another grant (400 unsupported_grant_type)', async () => {
    const wrong = await leroy.requestToken('pas-le-bon');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_client' });
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
    const grant = await fetch(`${platform.url}/auth-service/pretoire/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=a&password=b',
    });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('authentication of the services', () => {
  it('answers 401 in the error format without a token, with a forged one, or an expired one', async () => {
    const none = await leroy.call('POST', '/flow-service/v1/flows/search', {
      json: { where: { flowDirection: ['In'] } },
      auth: false,
    });
    expectError(none, 401, 'MISSING_TOKEN');
    expectConforms('flow', 'searchFlows', none);
    const forged = await leroy.call('GET', '/flow-service/v1/webhooks', {
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expectError(forged, 401, 'INVALID_TOKEN');
    expectConforms('flow', 'listWebhooks', forged);

    const shortLived = await startPlatform({ port: 0, cabinets: [LEROY], tokenTtlSeconds: 0 });
    try {
      const client = new PlatformTestClient(shortLived.url, LEROY.clientId, LEROY.clientSecret);
      const expired = await client.call('GET', '/flow-service/v1/webhooks');
      expectError(expired, 401, 'EXPIRED_TOKEN');
    } finally {
      await shortLived.stop();
    }
  });

  it('refuses with 403 an Organization-Id other than the caller’s SIREN', async () => {
    const reply = await leroy.call('GET', '/flow-service/v1/webhooks', {
      headers: { 'organization-id': DURAND.siren },
    });
    expectError(reply, 403, 'FORBIDDEN_ACCESS');
    expectConforms('flow', 'listWebhooks', reply);
    expect(
      (await leroy.call('GET', '/flow-service/v1/webhooks', { headers: { 'organization-id': LEROY.siren } })).status,
    ).toBe(200);
  });
});

describe('Flow Service', () => {
  it('GET /v1/healthcheck answers 200 without a token', async () => {
    const reply = await leroy.call('GET', '/flow-service/v1/healthcheck', { auth: false });
    expect(reply.status).toBe(200);
    expectConforms('flow', 'getHealth', reply);
  });

  it('POST /v1/flows takes a multipart invoice and its flowInfo and answers 202 with the FullFlowInfo', async () => {
    const reply = await leroy.deposit(invoice('F2026-0001'), {
      name: 'F2026-0001.xml',
      flowSyntax: 'CII',
      trackingId: 'facture-1',
      processingRule: 'B2B',
    });
    expect(reply.status).toBe(202);
    expectConforms('flow', 'createFlow', reply);
    expect(reply.body).toMatchObject({ name: 'F2026-0001.xml', flowSyntax: 'CII', trackingId: 'facture-1' });
  });

  it('POST /v1/flows refuses an invalid flowInfo, a missing file, a bad checksum format, a non-uuid Request-Id (400)', async () => {
    const noSyntax = await leroy.deposit(invoice('F1'), { name: 'F1.xml' });
    expectError(noSyntax, 400, 'MISSING_REQUIRED_FIELD');
    expect((noSyntax.body as { details: string }).details).toContain('flowSyntax');
    expectConforms('flow', 'createFlow', noSyntax);

    const badSyntax = await leroy.deposit(invoice('F1'), { name: 'F1.xml', flowSyntax: 'PDF' });
    expectError(badSyntax, 400, 'INVALID_REQUEST');
    expectConforms('flow', 'createFlow', badSyntax);

    const badHash = await leroy.deposit(invoice('F1'), { name: 'F1.xml', flowSyntax: 'CII', sha256: 'abc' });
    expectError(badHash, 400);
    expectConforms('flow', 'createFlow', badHash);

    const form = new FormData();
    form.append(
      'flowInfo',
      new Blob([JSON.stringify({ name: 'F1.xml', flowSyntax: 'CII' })], { type: 'application/json' }),
    );
    const noFile = await leroy.call('POST', '/flow-service/v1/flows', { body: form });
    expectError(noFile, 400, 'MISSING_REQUIRED_FIELD');
    expectConforms('flow', 'createFlow', noFile);

    const badRequestId = await leroy.deposit(
      invoice('F1'),
      { name: 'F1.xml', flowSyntax: 'CII' },
      { 'request-id': '42' },
    );
    expectError(badRequestId, 400, 'INVALID_REQUEST');
    expectConforms('flow', 'createFlow', badRequestId);

    const json = await leroy.call('POST', '/flow-service/v1/flows', {
      json: { flowInfo: { name: 'F1.xml', flowSyntax: 'CII' }, file: 'x' },
    });
    expectError(json, 400, 'INVALID_CONTENT_TYPE');
  });

  it('POST /v1/flows/search filters by the spec’s criteria, pages with cursors, refuses an empty or invalid search', async () => {
    for (const number of ['F2026-0001', 'F2026-0002', 'F2026-0003'])
      await leroy.deposit(invoice(number), { name: `${number}.xml`, flowSyntax: 'CII' });
    const out = await leroy.search({ flowDirection: ['Out'] });
    expect(out.status).toBe(200);
    expectConforms('flow', 'searchFlows', out);
    const outBody = out.body as { results: { name: string; flowType: string }[]; filters: unknown; limit: number };
    expect(outBody.results.map((flow) => flow.name)).toEqual(['F2026-0001.xml', 'F2026-0002.xml', 'F2026-0003.xml']);
    expect(outBody.filters).toEqual({ flowDirection: ['Out'] });
    expect(outBody.limit).toBe(25);

    const first = await leroy.search({ flowType: ['CustomerInvoiceLC'] }, { limit: 4 });
    expectConforms('flow', 'searchFlows', first);
    const firstBody = first.body as { results: unknown[]; nextCursor?: string };
    expect(firstBody.results).toHaveLength(4);
    expect(firstBody.nextCursor).toEqual(expect.any(String));
    const next = await leroy.search({ flowType: ['CustomerInvoiceLC'] }, { limit: 100, cursor: firstBody.nextCursor! });
    expectConforms('flow', 'searchFlows', next);
    const nextBody = next.body as { results: unknown[]; nextCursor?: string };
    expect(nextBody.results).toHaveLength(5); // 3 invoices × (200, 202, 203) = 9
    expect(nextBody.nextCursor).toBeUndefined();

    const empty = await leroy.search({});
    expectError(empty, 400, 'MISSING_REQUIRED_FIELD');
    expectConforms('flow', 'searchFlows', empty);
    const tooMany = await leroy.search({ flowDirection: ['In'] }, { limit: 500 });
    expectError(tooMany, 400, 'INVALID_REQUEST');
    expectConforms('flow', 'searchFlows', tooMany);
    const badDate = await leroy.search({ updatedAfter: 'hier' });
    expectError(badDate, 400, 'INVALID_REQUEST');
    expectConforms('flow', 'searchFlows', badDate);
    const badCursor = await leroy.search({ flowDirection: ['In'] }, { cursor: 'pas-un-curseur' });
    expectError(badCursor, 400, 'INVALID_CURSOR');
    const malformed = await leroy.call('POST', '/flow-service/v1/flows/search', {
      body: '{"where":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(malformed, 400);
    expectConforms('flow', 'searchFlows', malformed);
  });

  it('GET /v1/flows/{flowId} gives the metadata (JSON) or the file (octet-stream), 404 otherwise or for another cabinet', async () => {
    const xml = invoice('F2026-0001');
    const deposit = await leroy.deposit(xml, { name: 'F2026-0001.xml', flowSyntax: 'CII' });
    const { flowId } = deposit.body as { flowId: string };

    const metadata = await leroy.call('GET', `/flow-service/v1/flows/${flowId}`);
    expect(metadata.status).toBe(200);
    expectConforms('flow', 'getFlow', metadata);
    expect(metadata.body).toMatchObject({
      flowId,
      flowType: 'CustomerInvoice',
      flowDirection: 'Out',
      acknowledgement: { status: 'Ok' },
    });

    const original = await leroy.download(flowId);
    expect(original.status).toBe(200);
    expectConforms('flow', 'getFlow', original);
    expect(original.headers['content-type']).toBe('application/octet-stream');
    expect(original.headers['content-disposition']).toBe('attachment;filename="F2026-0001.xml"');
    expect(original.bytes.toString('utf8')).toBe(xml);

    for (const docType of ['Converted', 'ReadableView']) {
      const missing = await leroy.download(flowId, docType);
      expectError(missing, 404, 'MISSING_RESOURCE');
      expectConforms('flow', 'getFlow', missing);
    }
    const unknown = await leroy.call('GET', '/flow-service/v1/flows/inconnu');
    expectError(unknown, 404, 'MISSING_RESOURCE');
    expectConforms('flow', 'getFlow', unknown);
    expectError(await durand.call('GET', `/flow-service/v1/flows/${flowId}`), 404, 'MISSING_RESOURCE');
    const badDocType = await leroy.download(flowId, 'Lisible');
    expectError(badDocType, 400, 'INVALID_REQUEST');
    expectConforms('flow', 'getFlow', badDocType);
    const tooLong = await leroy.call('GET', `/flow-service/v1/flows/${'x'.repeat(65)}`);
    expectError(tooLong, 400, 'INVALID_REQUEST');
    expectConforms('flow', 'getFlow', tooLong);
  });

  it('GET/POST/DELETE /v1/webhooks manage a cabinet’s subscriptions, delivering signed Flow events', async () => {
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pa`;
    try {
      const created = await durand.call('POST', '/flow-service/v1/webhooks', {
        json: { callbackUrl, flowTypes: ['SupplierInvoice'], flowDirection: 'In' },
      });
      expect(created.status).toBe(201);
      expectConforms('flow', 'createWebhook', created);
      const { webhookId, signingKey } = created.body as { webhookId: string; signingKey: string };
      expect(Buffer.from(signingKey, 'base64')).toHaveLength(32);

      const listed = await durand.call('GET', '/flow-service/v1/webhooks');
      expect(listed.status).toBe(200);
      expectConforms('flow', 'listWebhooks', listed);
      expect(listed.body).toEqual({
        count: 1,
        webhookIds: [webhookId],
        webhooks: [
          {
            webhookId,
            callbackUrl,
            flowTypes: ['SupplierInvoice'],
            flowDirection: 'In',
            createdAt: expect.any(String),
          },
        ],
      });
      expect((await leroy.call('GET', '/flow-service/v1/webhooks')).body).toEqual({
        count: 0,
        webhookIds: [],
        webhooks: [],
      });

      await leroy.deposit(invoice('F2026-0001'), { name: 'F2026-0001.xml', flowSyntax: 'CII' });
      await platform.core.idle();
      expect(received).toHaveLength(1);
      const event = received[0]!;
      const timestamp = Number(event.headers['afnor-signature-timestamp']);
      expect(event.headers['afnor-signature']).toBe(webhookSignature(signingKey, event.body, timestamp));
      // The callback's body is a Flow (components.callbacks.WebhookCallback), as getFlow's metadata.
      expectConforms('flow', 'getFlow', {
        status: 200,
        headers: { 'content-type': event.headers['content-type']! },
        body: JSON.parse(event.body),
        bytes: Buffer.from(event.body),
      });
      expect(JSON.parse(event.body)).toMatchObject({
        flowType: 'SupplierInvoice',
        flowDirection: 'In',
        name: 'F2026-0001.xml',
      });

      const elsewhere = await durand.call('POST', '/flow-service/v1/webhooks', {
        json: { callbackUrl: 'https://exemple.fr/pa' },
      });
      expectError(elsewhere, 400, 'INVALID_CALLBACK_URL');
      expectConforms('flow', 'createWebhook', elsewhere);
      const notUri = await durand.call('POST', '/flow-service/v1/webhooks', {
        json: { callbackUrl: 'pas une adresse' },
      });
      expectError(notUri, 400, 'INVALID_REQUEST');
      expectConforms('flow', 'createWebhook', notUri);

      const deleted = await durand.call('DELETE', `/flow-service/v1/webhooks/${webhookId}`);
      expect(deleted.status).toBe(204);
      expectConforms('flow', 'deleteWebhook', deleted);
      const again = await durand.call('DELETE', `/flow-service/v1/webhooks/${webhookId}`);
      expectError(again, 404, 'MISSING_RESOURCE');
      expectConforms('flow', 'deleteWebhook', again);
      const notUuid = await durand.call('DELETE', '/flow-service/v1/webhooks/abc');
      expectError(notUuid, 400, 'INVALID_REQUEST');
      expectConforms('flow', 'deleteWebhook', notUuid);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('Directory Service', () => {
  it('GET /v1/healthcheck answers 200', async () => {
    const reply = await leroy.call('GET', '/directory-service/v1/healthcheck', { auth: false });
    expect(reply.status).toBe(200);
    expectConforms('directory', 'getHealth', reply);
  });

  it('GET /v1/siren/code-insee:{siren} gives the legal unit, with the fields asked; 404 when unknown, 400 when not a SIREN', async () => {
    const found = await leroy.call('GET', `/directory-service/v1/siren/code-insee:${DURAND.siren}`);
    expect(found.status).toBe(200);
    expectConforms('directory', 'getCompanyBySiren', found);
    expect(found.body).toEqual({
      siren: DURAND.siren,
      businessName: DURAND.name,
      entityType: 'PrivateVatRegistered',
      administrativeStatus: 'A',
    });
    const fields = await leroy.call(
      'GET',
      `/directory-service/v1/siren/code-insee:${DURAND.siren}?fields=siren,businessName`,
    );
    expectConforms('directory', 'getCompanyBySiren', fields);
    expect(fields.body).toEqual({ siren: DURAND.siren, businessName: DURAND.name });
    const unknown = await leroy.call('GET', '/directory-service/v1/siren/code-insee:123456789');
    expectError(unknown, 404, 'MISSING_RESOURCE');
    expectConforms('directory', 'getCompanyBySiren', unknown);
    const invalid = await leroy.call('GET', '/directory-service/v1/siren/code-insee:12345');
    expectError(invalid, 400, 'INVALID_REQUEST');
    expectConforms('directory', 'getCompanyBySiren', invalid);
  });

  it('POST /v1/directory-line/search says whether a SIREN can receive and at which address', async () => {
    const receiving = await leroy.call('POST', '/directory-service/v1/directory-line/search', {
      json: { filters: { siren: { op: 'strict', value: DURAND.siren } }, include: ['siren'] },
    });
    expect(receiving.status).toBe(200);
    expectConforms('directory', 'searchDirectoryLine', receiving);
    expect(receiving.body).toMatchObject({
      totalNumberOfResults: 1,
      results: [
        {
          addressingIdentifier: DURAND.siren,
          platformType: 'WK',
          directoryLineStatus: 'Enabled',
          siren: DURAND.siren,
          legalUnit: { siren: DURAND.siren, businessName: DURAND.name },
        },
      ],
    });
    // Known to the directory (its legal unit) but without a receiving line: it cannot receive.
    const elsewhere = await leroy.call('POST', '/directory-service/v1/directory-line/search', {
      json: { filters: { siren: { op: 'strict', value: KNOWN_ELSEWHERE.siren } } },
    });
    expectConforms('directory', 'searchDirectoryLine', elsewhere);
    expect(elsewhere.body).toMatchObject({ totalNumberOfResults: 0, results: [] });
    expect((await leroy.call('GET', `/directory-service/v1/siren/code-insee:${KNOWN_ELSEWHERE.siren}`)).status).toBe(
      200,
    );
    // The documents contradict themselves here: « Disabled » has eight characters, directoryLineStatus allows seven.
    const disabled = {
      addressingIdentifier: KNOWN_ELSEWHERE.siren,
      siren: KNOWN_ELSEWHERE.siren,
      directoryLineStatus: 'Disabled',
    };
    expect(
      responseProblems(checkers.directory, 'searchDirectoryLine', {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { results: [disabled] },
      }).join(),
    ).toContain('must NOT have more than 7 characters');
    const unknown = await leroy.call('POST', '/directory-service/v1/directory-line/search', {
      json: { filters: { siren: { op: 'strict', value: '123456789' } } },
    });
    expectConforms('directory', 'searchDirectoryLine', unknown);
    expect(unknown.body).toMatchObject({ totalNumberOfResults: 0, results: [] });
    const all = await leroy.call('POST', '/directory-service/v1/directory-line/search', {
      json: { sorting: [{ field: 'siren', order: 'descending' }], fields: ['siren'], limit: 2, ignore: 1 },
    });
    expectConforms('directory', 'searchDirectoryLine', all);
    expect(all.body).toMatchObject({ totalNumberOfResults: 2, results: [{ siren: DURAND.siren }] });

    const badOperator = await leroy.call('POST', '/directory-service/v1/directory-line/search', {
      json: { filters: { siren: { op: 'contains', value: '812' } } },
    });
    expectError(badOperator, 400, 'INVALID_REQUEST');
    expectConforms('directory', 'searchDirectoryLine', badOperator);
  });

  it('GET /v1/directory-line/code:{addressing-identifier} reads one line; the routes it does not serve answer 501', async () => {
    const line = await leroy.call('GET', `/directory-service/v1/directory-line/code:${DURAND.siren}?include=siren`);
    expect(line.status).toBe(200);
    expectConforms('directory', 'getDirectoryLineById', line);
    expect(line.body).toMatchObject({ addressingIdentifier: DURAND.siren, directoryLineStatus: 'Enabled' });
    const unknown = await leroy.call('GET', '/directory-service/v1/directory-line/code:inconnue');
    expectError(unknown, 404, 'MISSING_RESOURCE');
    expectConforms('directory', 'getDirectoryLineById', unknown);
    const siret = await leroy.call('POST', '/directory-service/v1/siret/search', { json: {} });
    expectError(siret, 501, 'NOT_IMPLEMENTED');
    expectConforms('directory', 'searchFacilityBySiret', siret);
  });
});

describe('the checker', () => {
  const flow = {
    flowId: 'f1',
    submittedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    name: 'F1.xml',
    flowSyntax: 'CII',
    flowProfile: 'CIUS',
    processingRule: 'B2B',
    processingRuleSource: 'Computed',
    flowType: 'CustomerInvoice',
    flowDirection: 'Out',
    acknowledgement: { status: 'Ok' },
  };
  const json = (status: number, body: unknown) => ({ status, headers: { 'content-type': 'application/json' }, body });

  it('passes a conforming answer and catches each kind of drift', () => {
    expect(responseProblems(checkers.flow, 'getFlow', json(200, flow))).toEqual([]);
    const { flowType: _dropped, ...withoutType } = flow;
    expect(responseProblems(checkers.flow, 'getFlow', json(200, withoutType)).join()).toContain('flowType');
    expect(
      responseProblems(checkers.flow, 'getFlow', json(200, { ...flow, flowDirection: 'Entrant' })).join(),
    ).toContain('flowDirection');
    expect(responseProblems(checkers.flow, 'getFlow', json(418, flow))).toEqual([
      'getFlow ne déclare pas le statut 418',
    ]);
    expect(
      responseProblems(checkers.flow, 'getFlow', {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }).join(),
    ).toContain('text/plain');
    expect(responseProblems(checkers.flow, 'searchFlows', json(400, { errorMessage: 'sans code' })).join()).toContain(
      'errorCode',
    );
    expect(responseProblems(checkers.flow, 'deleteWebhook', json(204, {})).join()).toContain('corps inattendu');
    expect(
      responseProblems(checkers.directory, 'getCompanyBySiren', json(200, { siren: '12', entityType: 'Private' })),
    ).toHaveLength(1);
  });
});
