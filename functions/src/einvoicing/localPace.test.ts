/** @jest-environment node */
import {
  EINVOICING_QUICK_FOR_MS,
  EINVOICING_SYNC_AT_REST_MS,
  EINVOICING_SYNC_EVERY_MS,
  syncPace,
} from './localPace.ts';

/** The ticks at which a run starts over `durationMs`, the timer asking every EINVOICING_SYNC_EVERY_MS. */
function runsOver(durationMs: number, changesAt: number[] = []) {
  let clock = 0;
  const pace = syncPace(() => clock);
  const runs: number[] = [];
  for (clock = 0; clock <= durationMs; clock += EINVOICING_SYNC_EVERY_MS) {
    if (changesAt.includes(clock)) pace.quicken();
    if (pace.due()) runs.push(clock);
  }
  return runs;
}

describe('the local e-invoicing sync’s pace', () => {
  it('syncs at every tick for a while after starting, then once a minute at rest', () => {
    const runs = runsOver(5 * 60_000);
    const quick = runs.filter((at) => at < EINVOICING_QUICK_FOR_MS);
    expect(quick).toHaveLength(EINVOICING_QUICK_FOR_MS / EINVOICING_SYNC_EVERY_MS);
    const atRest = runs.filter((at) => at >= EINVOICING_QUICK_FOR_MS);
    expect(atRest.length).toBeGreaterThan(0);
    for (const [i, at] of atRest.entries())
      expect(at - (i === 0 ? quick.at(-1)! : atRest[i - 1]!)).toBeGreaterThanOrEqual(EINVOICING_SYNC_AT_REST_MS);
  });

  it('goes back to every tick after a change, at once', () => {
    const change = 4 * 60_000;
    const runs = runsOver(6 * 60_000, [change]);
    const after = runs.filter((at) => at >= change && at < change + EINVOICING_QUICK_FOR_MS);
    expect(after[0]).toBe(change);
    expect(after).toHaveLength(EINVOICING_QUICK_FOR_MS / EINVOICING_SYNC_EVERY_MS);
  });
});
