/**
 * The `redirect` query only ever leads to a same-origin path. Anything else — another host
 * (`//evil.example`, `/\evil.example`), a scheme (`https:`, `javascript:`), control characters,
 * backslashes, encoded tricks — falls back to the given default.
 */
export const DEFAULT_AFTER_LOGIN = '/app';

/** The `redirect` query as a same-origin path to go to after sign-in, or `fallback` (`/app`) when it is anything else. */
export function safeRedirectPath(value: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Only a path: one leading slash, never two, never a backslash or a control character.
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001f\u007f-\u009f\s]/.test(value)) return fallback;
  // Encoded slashes or backslashes at the start would become a host once decoded by someone.
  let decoded = value;
  try {
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i += 1) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (decoded.startsWith('//') || /^\/[\\/]/.test(decoded) || /[\\\u0000-\u001f\u007f-\u009f]/.test(decoded))
    return fallback;
  const base = 'https://pretoire.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
