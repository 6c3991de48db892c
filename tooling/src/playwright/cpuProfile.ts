/**
 * Where a page's JavaScript spent its time between two moments (benches only): a CPU profile of
 * the page (CDP `Profiler`), summed by self time per function and per source file — through the
 * build's source maps, so a minified chunk reads as `@firebase/firestore/…` or
 * `mf-cases-clients/src/…` — to say whose code an interaction's main-thread work is. Time outside
 * JavaScript shows as `(garbage collector)`, `(program)` (layout, style, the browser's own work).
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { APPS, repoRoot } from '../apps.ts';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] };
export type SelfTime = { name: string; ms: number };
export type CpuSummary = { totalMs: number; byFunction: SelfTime[]; bySource: SelfTime[] };

/** Starts profiling `cdp`'s page (a sample every 100 µs); `stop(file)` writes the `.cpuprofile` and sums it. */
export async function profileCpu(cdp: CDPSession): Promise<{ stop: (file?: string) => Promise<CpuSummary> }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    stop: async (file) => {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.send('Profiler.disable');
      if (file) await writeFile(file, JSON.stringify(profile));
      return summarize(profile);
    },
  };
}

const maps = new Map<string, SourceMapConsumer | null>();
/** The source map of a script the served build loaded (`http://localhost:3003/x.js` → mf-cases-clients/dist/x.js.map). */
function sourceMapOf(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  try {
    const { port, pathname } = new URL(url);
    const app = APPS.find((candidate) => String(candidate.port) === port);
    const file = app && path.join(repoRoot, app.dir, 'dist', `${pathname}.map`);
    if (file && existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    consumer = null;
  }
  maps.set(url, consumer);
  return consumer;
}

/** `node_modules/@firebase/firestore/dist/…` → `@firebase/firestore/dist/…`; `webpack://x/./src/a.ts` → `src/a.ts`. */
const shortSource = (source: string) =>
  source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^\.\//, '');

/** A frame's function and source file, through the source map when there is one. */
function place(frame: CallFrame): { fn: string; source: string } {
  if (!frame.url) return { fn: frame.functionName || '(navigateur)', source: frame.functionName || '(navigateur)' };
  const original = sourceMapOf(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (original?.source) {
    const source = shortSource(original.source);
    return { fn: `${original.name ?? frame.functionName ?? '(anonyme)'} ${source}:${original.line}`, source };
  }
  const source = frame.url.split('?')[0]!.split('/').slice(-1)[0]!;
  return { fn: `${frame.functionName || '(anonyme)'} ${source}:${frame.lineNumber + 1}`, source };
}

/**
 * A sample stands for the time until the next one, but for at most this long (µs, 50 sampling
 * intervals): a longer wait means the thread went unsampled — the system gave the core to another
 * process (the emulator, on two cores) — and putting it all on whatever ran last would name a
 * function for time it did not take (seen: one sample of @tanstack/virtual-core, then 40 ms).
 */
const MAX_SAMPLE_MICROS = 5_000;
export const UNSAMPLED = '(non échantillonné)';

/** Self time per function and per source file, the largest first; idle left out, unsampled waits apart. */
export function summarize(profile: Profile, count = 12): CpuSummary {
  const places = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const bySource = new Map<string, number>();
  const add = (fn: string, source: string, micros: number) => {
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
    bySource.set(source, (bySource.get(source) ?? 0) + micros);
  };
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = places.get(id);
    const micros = profile.timeDeltas[index + 1] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    const { fn, source } = place(frame);
    const own = Math.min(micros, MAX_SAMPLE_MICROS);
    total += micros;
    add(fn, source, own);
    if (micros > own) add(UNSAMPLED, UNSAMPLED, micros - own);
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: micros / 1000 }));
  return { totalMs: total / 1000, byFunction: top(byFunction), bySource: top(bySource) };
}
