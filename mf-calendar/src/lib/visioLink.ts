/**
 * A video meeting link as the professional's settings give it (mf-team-settings checks it is https):
 * checked again before it becomes a link in the page, so a stored value that is not an https address
 * (`javascript:`…) is never clickable.
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
