/**
 * A link taken from someone's settings (a professional's video meeting link) becomes a link in a page
 * or an email only when it is an https address: a stored `javascript:`… is never clickable. Pure; the
 * `shared-data/links` entry (bundled into the app that imports it) and the server's entry.
 */
export function httpsLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
