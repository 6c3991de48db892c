/**
 * A per-browser rate limit for the public forms (booking, pilot): at most `max` submissions in a
 * sliding window, remembered in localStorage. It slows a careless or automated visitor down; the
 * data rules and the honeypot do the rest.
 */
export type RateLimit = { key: string; max: number; windowMs: number };

export const BOOKING_LIMIT: RateLimit = { key: 'pretoire.rate.booking', max: 3, windowMs: 10 * 60_000 };
export const PILOT_LIMIT: RateLimit = { key: 'pretoire.rate.pilot', max: 3, windowMs: 60 * 60_000 };

/** Pure rule: the recent timestamps, and whether one more is allowed now (with the wait in minutes). */
export function checkRate({ stamps, now, limit }: { stamps: readonly number[]; now: number; limit: RateLimit }) {
  const recent = stamps.filter((t) => t > now - limit.windowMs && t <= now).sort((a, b) => a - b);
  if (recent.length < limit.max) return { allowed: true as const, recent, waitMinutes: 0 };
  const waitMs = recent[recent.length - limit.max]! + limit.windowMs - now;
  return { allowed: false as const, recent, waitMinutes: Math.max(1, Math.ceil(waitMs / 60_000)) };
}

function read(key: string): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((t): t is number => typeof t === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether this browser may submit now; call `record` after a successful submission. */
export function browserRate(limit: RateLimit, now = Date.now()) {
  const result = checkRate({ stamps: read(limit.key), now, limit });
  return {
    ...result,
    record() {
      try {
        localStorage.setItem(limit.key, JSON.stringify([...result.recent, now]));
      } catch {
        // Private mode without storage: no limit can be remembered.
      }
    },
  };
}

export function rateMessage(waitMinutes: number): string {
  return `Vous avez envoyé plusieurs demandes en peu de temps. Merci de réessayer dans ${waitMinutes} minute${
    waitMinutes > 1 ? 's' : ''
  }.`;
}
