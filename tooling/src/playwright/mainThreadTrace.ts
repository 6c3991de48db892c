/**
 * What a page's main thread did between two moments, from a Chrome trace of its tasks (`RunTask`, as DevTools counts them)
 * (benches only). `cpuMs` is the CPU time of those tasks — the work the page itself did;
 * `taskMs` their duration on the clock, which also counts the time the system gave other
 * processes in the middle of a task (on two cores with the Firestore emulator's Java busy on
 * one, often twice the CPU time); `longestTaskMs` the longest of them on the clock.
 */
import type { CDPSession } from 'playwright-core';

export type MainThreadWork = { cpuMs: number; taskMs: number; longestTaskMs: number; tasks: number };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** Starts tracing `cdp`'s page; `stop()` ends it and sums its renderer main thread's tasks. */
export async function traceMainThread(cdp: CDPSession): Promise<{ stop: () => Promise<MainThreadWork> }> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline', '__metadata'] },
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return mainThreadWork(events);
    },
  };
}

/** The renderer main thread that ran the most (the page's; a trace may show others, idle). */
export function mainThreadWork(events: readonly TraceEvent[]): MainThreadWork {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    const tasks = byThread.get(thread);
    if (tasks) tasks.push(event);
    else byThread.set(thread, [event]);
  }
  const busiest = [...byThread.values()].sort((a, b) => total(b, 'dur') - total(a, 'dur'))[0] ?? [];
  return {
    cpuMs: total(busiest, 'tdur') / 1000,
    taskMs: total(busiest, 'dur') / 1000,
    longestTaskMs: Math.max(0, ...busiest.map((task) => task.dur ?? 0)) / 1000,
    tasks: busiest.length,
  };
}

const total = (tasks: readonly TraceEvent[], field: 'dur' | 'tdur') =>
  tasks.reduce((sum, task) => sum + (task[field] ?? 0), 0);
