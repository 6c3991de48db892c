/**
 * What a page's main thread did between two moments, from a Chrome trace of its tasks (`RunTask`, as DevTools counts them)
 * (benches only). `cpuMs` is the CPU time of those tasks — the work the page itself did;
 * `taskMs` their duration on the clock, which also counts the time the system gave other
 * processes in the middle of a task (on two cores with the Firestore emulator's Java busy on
 * one, often twice the CPU time); `longestTaskMs` the longest of them on the clock.
 */
import type { CDPSession } from 'playwright-core';

export type MainThreadWork = { cpuMs: number; taskMs: number; longestTaskMs: number; tasks: number };
/** CPU time of one kind of trace event on the main thread, less the events inside it (`Layout`, `FunctionCall`, `MinorGC`…). */
export type EventTime = { name: string; ms: number };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * Starts tracing `cdp`'s page; `stop()` ends it and sums its renderer main thread's tasks.
 * `detailed`: also the events inside them (script, style, layout, GC) for `byEvent` — a heavier
 * trace, which itself costs the page a little.
 */
export async function traceMainThread(
  cdp: CDPSession,
  { detailed = false }: { detailed?: boolean } = {},
): Promise<{ stop: () => Promise<MainThreadWork & { byEvent: EventTime[] }> }> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'disabled-by-default-devtools.timeline',
        '__metadata',
        ...(detailed ? ['devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading'] : []),
      ],
    },
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return { ...mainThreadWork(events), byEvent: selfTimeByEvent(events) };
    },
  };
}

/** The complete events of the renderer main thread that ran the most (the page's; a trace may show others, idle). */
function busiestMainThread(events: readonly TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const threadEvents = byThread.get(thread);
    if (threadEvents) threadEvents.push(event);
    else byThread.set(thread, [event]);
  }
  const tasksOf = (threadEvents: TraceEvent[]) => threadEvents.filter((event) => event.name === 'RunTask');
  return [...byThread.values()].sort((a, b) => total(tasksOf(b), 'dur') - total(tasksOf(a), 'dur'))[0] ?? [];
}

/** The main thread's tasks: CPU, on the clock, the longest. */
export function mainThreadWork(events: readonly TraceEvent[]): MainThreadWork {
  const busiest = busiestMainThread(events).filter((event) => event.name === 'RunTask');
  return {
    cpuMs: total(busiest, 'tdur') / 1000,
    taskMs: total(busiest, 'dur') / 1000,
    longestTaskMs: Math.max(0, ...busiest.map((task) => task.dur ?? 0)) / 1000,
    tasks: busiest.length,
  };
}

const total = (tasks: readonly TraceEvent[], field: 'dur' | 'tdur') =>
  tasks.reduce((sum, task) => sum + (task[field] ?? 0), 0);

/**
 * The main thread's CPU time by kind of event, each less the events nested in it (`RunTask` keeps
 * only what no inner event names): where `cpuMs` went — script, style, layout, paint, garbage
 * collection — the largest first.
 */
export function selfTimeByEvent(events: readonly TraceEvent[], count = 10): EventTime[] {
  const timed = busiestMainThread(events)
    .filter((event) => event.ts !== undefined && event.dur !== undefined)
    .sort((a, b) => a.ts! - b.ts! || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const event of timed) {
    while (open.length > 0 && open.at(-1)!.end <= event.ts!) open.pop();
    const cpu = event.tdur ?? event.dur ?? 0;
    self.set(event.name, (self.get(event.name) ?? 0) + cpu);
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - cpu);
    open.push({ end: event.ts! + event.dur!, name: event.name });
  }
  return [...self]
    .filter(([, micros]) => micros > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({ name, ms: micros / 1000 }));
}
