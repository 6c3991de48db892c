import { BOOKING_LIMIT, browserRate, checkRate, rateMessage } from './rateLimit.ts';

describe('per-browser rate limit', () => {
  const limit = { key: 'test', max: 3, windowMs: 10 * 60_000 };
  const now = 1_000_000_000;

  it('allows up to the maximum within the window, then says how long to wait', () => {
    expect(checkRate({ stamps: [now - 1000, now - 2000], now, limit }).allowed).toBe(true);
    const refused = checkRate({ stamps: [now - 9 * 60_000, now - 60_000, now - 1000], now, limit });
    expect(refused).toMatchObject({ allowed: false, waitMinutes: 1 });
    expect(checkRate({ stamps: [now - 11 * 60_000, now - 60_000, now - 1000], now, limit }).allowed).toBe(true);
    expect(rateMessage(2)).toBe(
      'Vous avez envoyé plusieurs demandes en peu de temps. Merci de réessayer dans 2 minutes.',
    );
  });

  it('remembers submissions in this browser', () => {
    localStorage.clear();
    for (let i = 0; i < BOOKING_LIMIT.max; i += 1) {
      const rate = browserRate(BOOKING_LIMIT, now + i);
      expect(rate.allowed).toBe(true);
      rate.record();
    }
    expect(browserRate(BOOKING_LIMIT, now + 10).allowed).toBe(false);
    expect(browserRate(BOOKING_LIMIT, now + BOOKING_LIMIT.windowMs + 10).allowed).toBe(true);
  });
});
