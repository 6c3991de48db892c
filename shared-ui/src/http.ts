/**
 * The HTTP helper every part uses. Requests without a body (GET, HEAD, OPTIONS) are retried
 * once on 408, 409, 425, 429, 500, 502, 503 or 504; requests with a body (POST, PUT, PATCH,
 * DELETE) are never retried, since a retry could create a duplicate (an invoice, a booking).
 * The seed's sentence reads the other way round; we follow the safe reading (see README).
 */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const RETRIABLE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export function isRetriable(method: string, status: number): boolean {
  return RETRIABLE_METHODS.includes(method.toUpperCase()) && RETRY_STATUSES.includes(status);
}

/** `fetch`, retried once on a transient status for a request without a body (see above): every part's HTTP calls. */
export async function httpRequest(
  input: string | URL,
  init: RequestInit = {},
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const response = await fetchImpl(input, init);
  if (!isRetriable(method, response.status)) return response;
  return fetchImpl(input, init);
}
