/**
 * OAuth2 client credentials, as both XP Z12-013 documents declare (`OAuth2`: client id/secret
 * pair, and `BearerAuth`: a JWT): the platform's token endpoint checks a cabinet's client id and
 * secret (HTTP Basic or form fields, RFC 6749 §2.3.1) and issues a JWT (HS256, signed with a key
 * drawn at each start, so tokens die with the process) naming the cabinet's SIREN.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export type ClientCredentials = { clientId: string; clientSecret: string };
export type TokenClaims = { sub: string; siren: string; iss: string; iat: number; exp: number; jti: string };

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function newSigningKey(): Buffer {
  return randomBytes(32);
}

export function issueToken(key: Buffer, claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>, ttlSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds, jti: randomUUID() }));
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The claims of a token this key signed and that has not expired; the reason otherwise. */
export function verifyToken(
  key: Buffer,
  token: string,
): { claims: TokenClaims } | { error: 'INVALID_TOKEN' | 'EXPIRED_TOKEN' } {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return { error: 'INVALID_TOKEN' };
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'INVALID_TOKEN' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { error: 'INVALID_TOKEN' };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return { error: 'EXPIRED_TOKEN' };
  return { claims };
}

/** Compares two secrets in constant time (their digests, so lengths do not leak either). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The client credentials of a token request: HTTP Basic first, else the form's client_id / client_secret. */
export function clientCredentialsOf(
  authorization: string | undefined,
  form: URLSearchParams,
): ClientCredentials | null {
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    // RFC 6749 §2.3.1: both are form-urlencoded before Basic encoding.
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  }
  const clientId = form.get('client_id');
  const clientSecret = form.get('client_secret');
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/**
 * The signature of a webhook event, as the Flow Service describes it (createWebhook): the SHA-256
 * fingerprint (hex) of `payload + "@" + epochSeconds`, signed by HMAC-SHA-256 with the webhook's
 * signing key (base64), the result base64-encoded — sent as `Afnor-Signature`, with the epoch in
 * `Afnor-Signature-Timestamp`.
 */
export function webhookSignature(signingKey: string, payload: string, epochSeconds: number): string {
  const fingerprint = createHash('sha256').update(`${payload}@${epochSeconds}`).digest('hex');
  return createHmac('sha256', Buffer.from(signingKey, 'base64')).update(fingerprint).digest('base64');
}
