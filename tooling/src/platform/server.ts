/**
 * The stand-in plateforme agréée over HTTP (Node's http server, loopback only):
 *   /flow-service/v1/…       the Flow Service subset the app uses (XP Z12-013 Flow Service 1.3.0)
 *   /directory-service/v1/…  the Directory Service subset (Directory Service 1.3.0)
 *   /auth-service/{custId}/token  OAuth2 client credentials → a bearer JWT
 *   /stand-in/…              the stand-in's own control routes (not part of the norm): reset,
 *                            rejection rules, an invoice's lifecycle — for tests and local runs
 * Requests are routed by the OpenAPI documents (openapi-backend) and validated against them after
 * authentication; every answer of an operation is checked against the documents before it leaves
 * (`checkResponses`, on by default): a drift answers 500 and is kept in `contractViolations`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context, OpenAPIBackend, Request as ApiRequest } from 'openapi-backend';
import { clientCredentialsOf, issueToken, newSigningKey, sameSecret, verifyToken } from './auth.ts';
import { createApi, describeErrors, responseProblems, SERVICE_ROOTS, type ServiceName } from './contract.ts';
import {
  checkRule,
  type DirectoryLine,
  downloadName,
  type FlowInfo,
  flowView,
  fullFlowInfoView,
  type OutcomeRule,
  type PlatformCabinet,
  type PlatformConfig,
  PlatformCore,
  type SearchWhere,
} from './platform.ts';

export type PlatformOptions = PlatformConfig & {
  /** 0 for any free port. */
  port?: number;
  host?: string;
  /** Lifetime of an access token (default one hour). */
  tokenTtlSeconds?: number;
  /** Check every answer against the OpenAPI documents (default true). */
  checkResponses?: boolean;
};

export type RunningPlatform = {
  url: string;
  port: number;
  flowServiceUrl: string;
  directoryServiceUrl: string;
  tokenUrl: string;
  core: PlatformCore;
  /** Answers that did not conform to the documents (replaced by a 500). */
  contractViolations: string[];
  stop(): Promise<void>;
};

/** The header that makes the platform answer a rejection (213) or the buyer's refusal (210) for one deposit. */
export const OUTCOME_HEADER = 'pretoire-stand-in-outcome';

const FILE_LIMIT = 100 * 1024 * 1024;
const JSON_LIMIT = 1024 * 1024;

type Reply = {
  status: number;
  json?: unknown;
  bytes?: Buffer;
  headers?: Record<string, string>;
};

type Extra = { files: Map<string, { bytes: Buffer; type: string; name: string }>; contentType: string };

const errorReply = (status: number, errorCode: string, errorMessage: string, details?: string): Reply => ({
  status,
  json: { errorCode, errorMessage, ...(details ? { details } : {}) },
});

function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname))
    );
  } catch {
    return false;
  }
}

function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? 'too large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let body: Buffer | undefined;
  if (reply.json !== undefined) {
    body = Buffer.from(JSON.stringify(reply.json));
    headers['content-type'] ??= 'application/json';
  } else if (reply.bytes) {
    body = reply.bytes;
    headers['content-type'] ??= 'application/octet-stream';
  }
  if (body) headers['content-length'] = String(body.length);
  response.writeHead(reply.status, headers);
  response.end(body);
}

/** The page of a search: the `seq` of the last flow returned, opaque to the client. */
const encodeCursor = (seq: number) => Buffer.from(JSON.stringify({ after: seq })).toString('base64url');
function decodeCursor(cursor: string): number | null {
  try {
    const { after } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    return typeof after === 'number' && Number.isInteger(after) && after >= 0 ? after : null;
  } catch {
    return null;
  }
}

function pick<T extends Record<string, unknown>>(value: T, fields: string[] | undefined): Partial<T> {
  if (!fields?.length) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.includes(key))) as Partial<T>;
}

function parseOutcome(header: string | undefined): Omit<OutcomeRule, 'id'> | undefined | 'invalid' {
  if (header === undefined) return undefined;
  const [status, reasonCode] = header.trim().split(/[\s;:,]+/);
  const rule = { status: status as '210' | '213', reasonCode: reasonCode ?? '' };
  return checkRule(rule) ? 'invalid' : rule;
}

export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const core = new PlatformCore(options);
  const apis: Record<ServiceName, OpenAPIBackend> = {
    flow: await createApi('flow'),
    directory: await createApi('directory'),
  };
  const signingKey = newSigningKey();
  const ttl = options.tokenTtlSeconds ?? 3600;
  const checkResponses = options.checkResponses ?? true;
  const contractViolations: string[] = [];
  let issuer = '';

  function authenticate(headers: http.IncomingHttpHeaders): PlatformCabinet | Reply {
    const authorization = headers.authorization;
    if (!authorization?.toLowerCase().startsWith('bearer '))
      return {
        ...errorReply(401, 'MISSING_TOKEN', 'Jeton d’accès absent (Authorization: Bearer …).'),
        headers: { 'www-authenticate': 'Bearer realm="plateforme-locale"' },
      };
    const verified = verifyToken(signingKey, authorization.slice(7).trim());
    if ('error' in verified)
      return {
        ...errorReply(401, verified.error, verified.error === 'EXPIRED_TOKEN' ? 'Jeton expiré.' : 'Jeton invalide.'),
        headers: { 'www-authenticate': 'Bearer realm="plateforme-locale", error="invalid_token"' },
      };
    const cabinet = core.cabinetBySiren(verified.claims.siren);
    if (!cabinet || cabinet.clientId !== verified.claims.sub)
      return errorReply(401, 'INVALID_TOKEN', 'Le compte de ce jeton n’existe plus.');
    return cabinet;
  }

  // ---- Flow Service ----

  async function flowOperation(operationId: string, c: Context, caller: PlatformCabinet, extra: Extra): Promise<Reply> {
    const body = c.request.requestBody as Record<string, unknown> | undefined;
    switch (operationId) {
      case 'createFlow': {
        if (!extra.contentType.startsWith('multipart/form-data'))
          return errorReply(400, 'INVALID_CONTENT_TYPE', 'Un flux se dépose en multipart/form-data (flowInfo, file).');
        const file = extra.files.get('file');
        if (!file) return errorReply(400, 'MISSING_REQUIRED_FIELD', 'La partie « file » est absente.');
        const outcome = parseOutcome(c.request.headers[OUTCOME_HEADER] as string | undefined);
        if (outcome === 'invalid')
          return errorReply(
            400,
            'INVALID_STAND_IN_OUTCOME',
            `${OUTCOME_HEADER} attend « 210 <motif de refus> » ou « 213 <motif de rejet> ».`,
          );
        if (file.bytes.length > FILE_LIMIT) return errorReply(413, 'FILE_SIZE_EXCEEDED', 'Le fichier dépasse 100 Mo.');
        const flowInfo = body!.flowInfo as FlowInfo;
        const flow = await core.submit(caller, flowInfo, file.bytes, outcome);
        return { status: 202, json: fullFlowInfoView(flow, flowInfo) };
      }
      case 'searchFlows': {
        const where = (body!.where ?? {}) as SearchWhere;
        if (Object.keys(where).length === 0)
          return errorReply(400, 'MISSING_REQUIRED_FIELD', 'Au moins un critère de recherche est requis (where).');
        const afterSeq = body!.cursor === undefined ? 0 : decodeCursor(String(body!.cursor));
        if (afterSeq === null) return errorReply(400, 'INVALID_CURSOR', 'Curseur de pagination illisible.');
        const limit = typeof body!.limit === 'number' ? body!.limit : 25;
        if (limit < 1) return errorReply(400, 'INVALID_LIMIT', 'limit doit valoir au moins 1.');
        const page = core.search(caller.siren, where, limit, afterSeq);
        return {
          status: 200,
          json: {
            limit,
            filters: where,
            results: page.results.map(flowView),
            ...(page.more ? { nextCursor: encodeCursor(page.lastSeq) } : {}),
          },
        };
      }
      case 'getFlow': {
        const flow = core.flow(caller.siren, c.request.params.flowId as string);
        if (!flow) return errorReply(404, 'MISSING_RESOURCE', 'Flux inconnu.');
        const docType = (c.request.query.docType as string | undefined) ?? 'Metadata';
        if (docType === 'Metadata') return { status: 200, json: flowView(flow) };
        const readable = docType === 'Original' || (docType === 'ReadableView' && flow.flowSyntax === 'Factur-X');
        if (!readable)
          return errorReply(
            404,
            'MISSING_RESOURCE',
            docType === 'Converted'
              ? 'Ce flux n’a pas été converti.'
              : 'Ce flux n’a pas de lisible (seul un Factur-X en porte un).',
          );
        return {
          status: 200,
          bytes: flow.file,
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment;filename="${downloadName(flow)}"`,
          },
        };
      }
      case 'listWebhooks': {
        const webhooks = core.listWebhooks(caller.siren);
        return {
          status: 200,
          json: {
            count: webhooks.length,
            webhookIds: webhooks.map((webhook) => webhook.webhookId),
            // The signing key is given once, at creation.
            webhooks: webhooks.map(({ owner: _owner, signingKey: _key, ...webhook }) => webhook),
          },
        };
      }
      case 'createWebhook': {
        const params = body as {
          callbackUrl: string;
          flowTypes?: string[];
          flowDirection?: 'In' | 'Out';
          ackStatus?: 'Pending' | 'Ok' | 'Error';
        };
        if (!isLoopbackUrl(params.callbackUrl))
          return errorReply(
            400,
            'INVALID_CALLBACK_URL',
            'La plateforme locale n’appelle que des adresses de cette machine (127.0.0.1, localhost, [::1]).',
          );
        const webhook = core.addWebhook(caller.siren, {
          callbackUrl: params.callbackUrl,
          ...(params.flowTypes ? { flowTypes: params.flowTypes } : {}),
          ...(params.flowDirection ? { flowDirection: params.flowDirection } : {}),
          ...(params.ackStatus ? { ackStatus: params.ackStatus } : {}),
        });
        return {
          status: 201,
          json: { webhookId: webhook.webhookId, signingKey: webhook.signingKey, createdAt: webhook.createdAt },
        };
      }
      case 'deleteWebhook':
        return core.deleteWebhook(caller.siren, c.request.params.webhookUid as string)
          ? { status: 204 }
          : errorReply(404, 'MISSING_RESOURCE', 'Webhook inconnu.');
      default:
        return errorReply(500, 'INTERNAL_ERROR', `Opération ${operationId} non prise en charge.`);
    }
  }

  // ---- Directory Service ----

  const legalUnitPayload = (siren: string) => {
    const unit = core.legalUnit(siren);
    return (
      unit && {
        siren: unit.siren,
        businessName: unit.name.slice(0, 150),
        entityType: 'PrivateVatRegistered',
        administrativeStatus: 'A',
      }
    );
  };

  const linePayload = (line: DirectoryLine, include: string[] | undefined) => ({
    addressingIdentifier: line.addressingIdentifier,
    platformType: 'WK',
    directoryLineStatus: 'Enabled',
    siren: line.siren,
    ...(include?.includes('siren') ? { legalUnit: legalUnitPayload(line.siren) } : {}),
  });

  function directoryOperation(operationId: string, c: Context): Reply {
    const body = c.request.requestBody as Record<string, unknown> | undefined;
    switch (operationId) {
      case 'getCompanyBySiren': {
        const unit = legalUnitPayload(c.request.params.siren as string);
        if (!unit) return errorReply(404, 'MISSING_RESOURCE', 'SIREN inconnu de l’annuaire.');
        return { status: 200, json: pick(unit, c.request.query.fields as string[] | undefined) };
      }
      case 'getDirectoryLineById': {
        const line = core
          .directoryLines()
          .find((candidate) => candidate.addressingIdentifier === c.request.params['addressing-identifier']);
        if (!line) return errorReply(404, 'MISSING_RESOURCE', 'Adresse de facturation inconnue de l’annuaire.');
        const include = c.request.query.include as string[] | undefined;
        return { status: 200, json: pick(linePayload(line, include), c.request.query.fields as string[] | undefined) };
      }
      case 'searchDirectoryLine': {
        const search = (body ?? {}) as {
          filters?: Record<string, { op?: string; value?: string } | undefined>;
          sorting?: { field?: string; order?: string }[];
          fields?: string[];
          include?: string[];
          limit?: number;
          ignore?: number;
        };
        const filters = search.filters ?? {};
        const matches = (actual: string | undefined, filter: { op?: string; value?: string } | undefined) => {
          if (!filter || filter.value === undefined) return true;
          if (actual === undefined) return false;
          if (filter.op === 'contains') return actual.includes(filter.value);
          if (filter.op === 'startWith') return actual.startsWith(filter.value);
          return actual === filter.value;
        };
        let lines = core
          .directoryLines()
          .filter(
            (line) =>
              matches(line.siren, filters.siren) &&
              matches(line.addressingIdentifier, filters.addressingIdentifier) &&
              matches(undefined, filters.siret) &&
              matches(undefined, filters.routingIdentifier) &&
              matches(undefined, filters.addressingSuffix),
          );
        for (const sort of [...(search.sorting ?? [])].reverse()) {
          const field = sort.field as keyof DirectoryLine | undefined;
          if (!field) continue;
          const direction = sort.order === 'descending' ? -1 : 1;
          lines = [...lines].sort((a, b) => direction * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
        }
        const ignore = search.ignore ?? 0;
        const page = lines.slice(ignore, ignore + (search.limit ?? 50));
        return {
          status: 200,
          json: {
            search: body ?? {},
            totalNumberOfResults: lines.length,
            results: page.map((line) => pick(linePayload(line, search.include), search.fields)),
          },
        };
      }
      default:
        return errorReply(501, 'NOT_IMPLEMENTED', `La plateforme locale ne sert pas ${operationId}.`);
    }
  }

  async function operate(service: ServiceName, c: Context, extra: Extra): Promise<Reply> {
    const operationId = c.operation.operationId!;
    // The healthchecks declare no 401: they answer without a token (readiness probes).
    if (operationId === 'getHealth') return { status: 200 };
    const caller = authenticate(c.request.headers as http.IncomingHttpHeaders);
    if ('status' in caller) return caller;
    // openapi-backend validated the request before this handler (or its validationFail handler).
    if (c.validation && !c.validation.valid) {
      const missing = c.validation.errors?.some((error) => error.keyword === 'required');
      return errorReply(
        400,
        missing ? 'MISSING_REQUIRED_FIELD' : 'INVALID_REQUEST',
        'Requête non conforme à la définition OpenAPI.',
        describeErrors(c.validation.errors ?? []),
      );
    }
    const organization = c.request.headers['organization-id'];
    if (organization !== undefined && organization !== caller.siren)
      return errorReply(403, 'FORBIDDEN_ACCESS', 'Ce compte n’agit que pour son propre SIREN (Organization-Id).');
    return service === 'flow' ? flowOperation(operationId, c, caller, extra) : directoryOperation(operationId, c);
  }

  for (const service of ['flow', 'directory'] as const) {
    const api = apis[service];
    const handlers: Record<string, (c: Context, extra: Extra) => Promise<Reply> | Reply> = {
      notFound: () => errorReply(404, 'MISSING_RESOURCE', 'Adresse inconnue de ce service.'),
      methodNotAllowed: () => errorReply(405, 'METHOD_NOT_ALLOWED', 'Méthode non prise en charge sur cette adresse.'),
      // Authentication comes first: an invalid request from an unknown caller is a 401.
      validationFail: (c, extra) => operate(service, c, extra),
    };
    for (const operation of api.getOperations())
      handlers[operation.operationId!] = (c, extra) => operate(service, c, extra);
    api.register(handlers);
  }

  // ---- OAuth2 token endpoint ----

  async function token(request: http.IncomingMessage): Promise<Reply> {
    const oauthError = (status: number, error: string, description: string): Reply => ({
      status,
      json: { error, error_description: description },
      headers: {
        'cache-control': 'no-store',
        ...(status === 401 ? { 'www-authenticate': 'Basic realm="plateforme-locale"' } : {}),
      },
    });
    const body = await readBody(request, JSON_LIMIT);
    if (body === 'too large') return oauthError(400, 'invalid_request', 'Requête trop volumineuse.');
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return oauthError(400, 'invalid_request', 'Attendu : application/x-www-form-urlencoded.');
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('grant_type') !== 'client_credentials')
      return oauthError(400, 'unsupported_grant_type', 'Seul grant_type=client_credentials est accepté.');
    const credentials = clientCredentialsOf(request.headers.authorization, form);
    const cabinet = credentials && core.cabinetByClientId(credentials.clientId);
    if (!credentials || !cabinet || !sameSecret(credentials.clientSecret, cabinet.clientSecret))
      return oauthError(401, 'invalid_client', 'Identifiant ou secret client inconnu.');
    return {
      status: 200,
      json: {
        access_token: issueToken(signingKey, { sub: cabinet.clientId, siren: cabinet.siren, iss: issuer }, ttl),
        token_type: 'Bearer',
        expires_in: ttl,
      },
      headers: { 'cache-control': 'no-store', pragma: 'no-cache' },
    };
  }

  // ---- control routes of the stand-in ----

  async function control(request: http.IncomingMessage, pathname: string): Promise<Reply> {
    const method = request.method ?? 'GET';
    const json = async () => {
      const body = await readBody(request, JSON_LIMIT);
      if (body === 'too large') throw new Error('Requête trop volumineuse.');
      return body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    };
    if (pathname === '/stand-in' && method === 'GET')
      return {
        status: 200,
        json: {
          description: 'Plateforme agréée locale (stand-in XP Z12-013) de Prétoire — état en mémoire.',
          flowService: `${issuer}${SERVICE_ROOTS.flow}`,
          directoryService: `${issuer}${SERVICE_ROOTS.directory}`,
          tokenUrl: `${issuer}/auth-service/pretoire/token`,
          cabinets: core.cabinets.map(({ clientSecret: _secret, ...cabinet }) => cabinet),
          rules: core.listRules(),
        },
      };
    if (pathname === '/stand-in/reset' && method === 'POST') {
      core.reset();
      return { status: 204 };
    }
    if (pathname === '/stand-in/rules' && method === 'POST') {
      try {
        return { status: 201, json: core.addRule((await json()) as Omit<OutcomeRule, 'id'>) };
      } catch (error) {
        return { status: 400, json: { error: (error as Error).message } };
      }
    }
    if (pathname === '/stand-in/rules' && method === 'DELETE') {
      core.clearRules();
      return { status: 204 };
    }
    const invoice = /^\/stand-in\/invoices\/(\d{9})\/([^/]+)$/.exec(pathname);
    if (invoice && method === 'GET') {
      const found = core.invoice(invoice[1]!, decodeURIComponent(invoice[2]!));
      return found
        ? {
            status: 200,
            json: { number: found.number, seller: found.seller, buyer: found.buyer, statuses: found.statuses },
          }
        : { status: 404, json: { error: 'Facture inconnue de la plateforme.' } };
    }
    return { status: 404, json: { error: 'Route de contrôle inconnue.' } };
  }

  // ---- dispatch ----

  async function handle(request: http.IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    if (/^\/auth-service\/[\w.-]+\/token$/.test(pathname)) {
      return request.method === 'POST'
        ? token(request)
        : { status: 405, json: { error: 'invalid_request', error_description: 'POST attendu.' } };
    }
    if (pathname === '/stand-in' || pathname.startsWith('/stand-in/')) return control(request, pathname);
    const service: ServiceName | null = pathname.startsWith(`${SERVICE_ROOTS.flow}/`)
      ? 'flow'
      : pathname.startsWith(`${SERVICE_ROOTS.directory}/`)
        ? 'directory'
        : null;
    if (!service) return errorReply(404, 'MISSING_RESOURCE', 'Adresse inconnue de la plateforme locale.');
    const api = apis[service];
    const headers = request.headers as Record<string, string | string[]>;
    const method = (request.method ?? 'GET').toLowerCase();
    const operation = api.router.matchOperation({ method, path: pathname, headers });
    const body = await readBody(
      request,
      operation?.operationId === 'createFlow' ? FILE_LIMIT + 1024 * 1024 : JSON_LIMIT,
    );
    const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
    const extra: Extra = { files: new Map(), contentType };
    const apiRequest: ApiRequest = { method, path: pathname, query: url.search, headers };
    if (body === 'too large') {
      return operation?.operationId === 'createFlow'
        ? errorReply(413, 'FILE_SIZE_EXCEEDED', 'Le fichier dépasse 100 Mo.')
        : errorReply(400, 'INVALID_REQUEST', 'Corps de requête trop volumineux.');
    }
    if (contentType.startsWith('multipart/form-data') && body.length > 0) {
      const form = await new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      })
        .formData()
        .catch(() => null);
      if (!form) return errorReply(400, 'INVALID_REQUEST', 'Corps multipart illisible.');
      const parts: Record<string, unknown> = {};
      for (const [name, value] of form) {
        const text = typeof value === 'string' ? value : undefined;
        if (name === 'flowInfo') {
          const raw = text ?? (await (value as Blob).text());
          try {
            parts.flowInfo = JSON.parse(raw);
          } catch {
            parts.flowInfo = raw;
          }
        } else if (typeof value !== 'string') {
          extra.files.set(name, {
            bytes: Buffer.from(await value.arrayBuffer()),
            type: value.type,
            name: (value as File).name ?? name,
          });
          parts[name] = (value as File).name || name;
        } else if (name === 'file') {
          // A file sent as a plain field (no file name) is taken as it is.
          extra.files.set(name, { bytes: Buffer.from(value, 'utf8'), type: 'text/plain', name });
          parts[name] = name;
        } else parts[name] = value;
      }
      apiRequest.body = parts;
    } else if (body.length > 0) {
      apiRequest.body = body.toString('utf8');
    }
    const reply = (await api.handleRequest(apiRequest, extra)) as Reply;
    if (!checkResponses || !operation) return reply;
    const wire = {
      status: reply.status,
      headers: {
        ...reply.headers,
        ...(reply.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(reply.bytes && !reply.headers?.['content-type'] ? { 'content-type': 'application/octet-stream' } : {}),
      },
      body: reply.json ?? reply.bytes,
    };
    const problems = responseProblems(api, operation, wire);
    if (problems.length === 0) return reply;
    contractViolations.push(...problems);
    options.log?.(`Plateforme agréée locale — réponse non conforme à la norme : ${problems.join(' ; ')}`);
    return errorReply(500, 'INTERNAL_ERROR', 'Réponse non conforme à la définition OpenAPI.', problems.join(' ; '));
  }

  const server = http.createServer((request, response) => {
    handle(request).then(
      (reply) => send(response, reply),
      (error: unknown) => {
        options.log?.(`Plateforme agréée locale : ${error instanceof Error ? error.stack : String(error)}`);
        if (!response.headersSent)
          send(response, errorReply(500, 'INTERNAL_ERROR', 'Erreur interne de la plateforme locale.'));
        else response.destroy();
      },
    );
  });
  server.keepAliveTimeout = 1000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  issuer = `http://${host}:${port}`;
  return {
    url: issuer,
    port,
    flowServiceUrl: `${issuer}${SERVICE_ROOTS.flow}`,
    directoryServiceUrl: `${issuer}${SERVICE_ROOTS.directory}`,
    tokenUrl: `${issuer}/auth-service/pretoire/token`,
    core,
    contractViolations,
    stop: async () => {
      await core.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
