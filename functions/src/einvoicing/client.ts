/**
 * The cabinet's plateforme agréée, as the AFNOR XP Z12-013 documents define it: the Flow Service
 * (deposit a flow, search flows, download one) and the Directory Service (who receives at which
 * address), typed by the TypeScript generated from both OpenAPI documents (generated/, see
 * openapiTypes.ts) and called with openapi-fetch. Authentication is OAuth 2 client credentials
 * against the cabinet's token URL; the token is kept until shortly before it expires, and asked
 * again once when the platform answers 401. Every failure becomes a PlatformError with a French
 * message the cabinet can read on the transmission.
 */
import { createHash } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { components as DirectoryComponents, paths as DirectoryPaths } from './generated/directory-service';
import type { components as FlowComponents, paths as FlowPaths } from './generated/flow-service';

export type Flow = FlowComponents['schemas']['Flow'];
export type FlowInfo = FlowComponents['schemas']['FlowInfo'];
export type FullFlowInfo = FlowComponents['schemas']['FullFlowInfo'];
export type SearchFlowFilters = FlowComponents['schemas']['SearchFlowFilters'];
export type SearchFlowContent = FlowComponents['schemas']['SearchFlowContent'];
export type DirectoryLine = DirectoryComponents['schemas']['directoryLinePayloadStatusLegalUnitFacilityRoutingCode'];
export type LegalUnit = DirectoryComponents['schemas']['legalUnitPayloadHistory'];

/** What the cabinet configured (settings/einvoicing) and its secret (platformCredentials/current). */
export type PlatformAccount = { platformUrl: string; tokenUrl: string; clientId: string; clientSecret: string };

/**
 * `injoignable`: no answer, or the platform is down (retried later); `identifiants`: the
 * platform refuses the cabinet's client id or secret (retried later too: the owner may fix them);
 * `refus`: the platform refused this request (retrying the same request changes nothing).
 */
export type PlatformErrorKind = 'injoignable' | 'identifiants' | 'refus';

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: PlatformErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** How long a call may take before the platform counts as unreachable. */
export const PLATFORM_TIMEOUT_MS = 20_000;
/** A token is asked again this long before the expiry the platform announced. */
const TOKEN_MARGIN_MS = 30_000;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const unreachable = (url: string, cause?: unknown) =>
  new PlatformError(
    `La plateforme agréée ne répond pas (${hostOf(url)})${
      cause instanceof Error && cause.name === 'TimeoutError' ? ' dans le délai' : ''
    } : nouvel essai automatique.`,
    'injoignable',
  );

const credentialsRefused = () =>
  new PlatformError(
    'La plateforme agréée refuse les identifiants du cabinet (identifiant client ou secret) : vérifiez-les dans Paramètres › Facturation.',
    'identifiants',
    401,
  );

/** A failed answer of an operation as a PlatformError (the platform's own words kept as details). */
function failure(status: number, body: unknown): PlatformError {
  if (status === 401) return credentialsRefused();
  if (status === 403)
    return new PlatformError(
      'La plateforme agréée refuse l’accès à ce compte : vérifiez que le cabinet y est bien inscrit.',
      'identifiants',
      status,
    );
  if (status === 429 || status >= 500)
    return new PlatformError(
      `La plateforme agréée est indisponible (erreur ${status}) : nouvel essai automatique.`,
      'injoignable',
      status,
    );
  const error = (body ?? {}) as { errorCode?: string; errorMessage?: string; details?: string };
  const said = [error.errorMessage, error.details].filter(Boolean).join(' — ');
  return new PlatformError(
    `La plateforme agréée a refusé la demande (${status}${error.errorCode ? ` ${error.errorCode}` : ''})${said ? ` : ${said}` : '.'}`,
    'refus',
    status,
  );
}

const tokens = new Map<string, { token: string; expiresAt: number }>();
/** Forgets every token kept (tests; a changed secret is another key anyway). */
export function forgetTokens(): void {
  tokens.clear();
}

const tokenKey = (account: PlatformAccount) =>
  createHash('sha256').update(`${account.tokenUrl}\n${account.clientId}\n${account.clientSecret}`).digest('hex');

export type ClientOptions = { fetch?: typeof fetch; timeoutMs?: number };

/** OAuth 2 client credentials (RFC 6749 §4.4), the client authenticated by HTTP Basic (§2.3.1). */
async function accessToken(account: PlatformAccount, options: ClientOptions, renew = false): Promise<string> {
  const key = tokenKey(account);
  const kept = tokens.get(key);
  if (!renew && kept && kept.expiresAt > Date.now()) return kept.token;
  const basic = Buffer.from(
    `${encodeURIComponent(account.clientId)}:${encodeURIComponent(account.clientSecret)}`,
  ).toString('base64');
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(account.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        authorization: `Basic ${basic}`,
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(options.timeoutMs ?? PLATFORM_TIMEOUT_MS),
    });
  } catch (error) {
    throw unreachable(account.tokenUrl, error);
  }
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
  if (response.status === 400 || response.status === 401) {
    tokens.delete(key);
    throw credentialsRefused();
  }
  if (!response.ok || typeof body.access_token !== 'string') throw failure(response.status, body);
  const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 300) * 1000;
  tokens.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) });
  return body.access_token;
}

/** fetch with the bearer token (asked again once on a 401) and the time limit; network errors in French. */
function authorizedFetch(account: PlatformAccount, options: ClientOptions) {
  const send = async (request: Request, renew: boolean) => {
    const token = await accessToken(account, options, renew);
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    try {
      return await (options.fetch ?? fetch)(
        new Request(request, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? PLATFORM_TIMEOUT_MS) }),
      );
    } catch (error) {
      throw unreachable(request.url, error);
    }
  };
  return async (request: Request): Promise<Response> => {
    const retry = request.clone();
    const response = await send(request, false);
    if (response.status !== 401) return response;
    // The token may have died with a restart of the platform: one new token, one new try.
    await response.arrayBuffer().catch(() => undefined);
    return send(retry, true);
  };
}

const base = (account: PlatformAccount, service: 'flow-service' | 'directory-service') =>
  `${account.platformUrl.replace(/\/+$/, '')}/${service}`;

export type FlowService = ReturnType<typeof flowService>;

export function flowService(account: PlatformAccount, options: ClientOptions = {}) {
  const client = createClient<FlowPaths>({
    baseUrl: base(account, 'flow-service'),
    fetch: authorizedFetch(account, options),
  });
  return {
    /** POST /v1/flows: the file and its flowInfo (multipart/form-data). */
    async deposit(file: Uint8Array, flowInfo: FlowInfo, contentType: string): Promise<FullFlowInfo> {
      const blob = new Blob([new Uint8Array(file)], { type: contentType });
      const { data, error, response } = await client.POST('/v1/flows', {
        // `format: binary` is typed string by openapi-typescript: the part is a Blob on the wire.
        body: { flowInfo, file: blob as unknown as string },
        bodySerializer: () => {
          const form = new FormData();
          form.append('flowInfo', new Blob([JSON.stringify(flowInfo)], { type: 'application/json' }));
          form.append('file', blob, flowInfo.name);
          return form;
        },
      });
      if (!data) throw failure(response.status, error);
      return data;
    },

    /** One page of POST /v1/flows/search. */
    async search(where: SearchFlowFilters, cursor?: string, limit = 100): Promise<SearchFlowContent> {
      const { data, error, response } = await client.POST('/v1/flows/search', {
        body: { where, limit, ...(cursor ? { cursor } : {}) },
      });
      if (!data) throw failure(response.status, error);
      return data;
    },

    /** GET /v1/flows/{flowId}: the flow's metadata (its acknowledgement…). */
    async metadata(flowId: string): Promise<Flow> {
      const { data, error, response } = await client.GET('/v1/flows/{flowId}', {
        params: { path: { flowId }, query: { docType: 'Metadata' } },
      });
      if (!data) throw failure(response.status, error);
      return data as Flow;
    },

    /** GET /v1/flows/{flowId}?docType=Original: the file as its sender deposited it. */
    async download(flowId: string): Promise<Uint8Array> {
      const { data, error, response } = await client.GET('/v1/flows/{flowId}', {
        params: { path: { flowId }, query: { docType: 'Original' } },
        parseAs: 'arrayBuffer',
      });
      if (!data) throw failure(response.status, error);
      return new Uint8Array(data);
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;

export function directoryService(account: PlatformAccount, options: ClientOptions = {}) {
  const client = createClient<DirectoryPaths>({
    baseUrl: base(account, 'directory-service'),
    fetch: authorizedFetch(account, options),
  });
  return {
    /** POST /v1/directory-line/search: the lines (electronic addresses) of a SIREN. */
    async linesOf(siren: string): Promise<DirectoryLine[]> {
      const { data, error, response } = await client.POST('/v1/directory-line/search', {
        body: { filters: { siren: { op: 'strict', value: siren } }, include: ['siren'], limit: 10 },
      });
      if (!data) throw failure(response.status, error);
      return data.results ?? [];
    },

    /** GET /v1/siren/code-insee:{siren}: the legal unit; null when the directory does not know it. */
    async legalUnit(siren: string): Promise<LegalUnit | null> {
      const { data, error, response } = await client.GET('/v1/siren/code-insee:{siren}', {
        params: { path: { siren } },
      });
      if (response.status === 404) return null;
      if (!data) throw failure(response.status, error);
      return data;
    },
  };
}
