import { mainThreadWork, selfTimeByEvent } from './mainThreadTrace.ts';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, dur: number, tdur: number, name = 'RunTask') => ({
  name,
  ph: 'X',
  pid,
  tid,
  dur: dur * 1000,
  tdur: tdur * 1000,
});

test('sums the tasks of the busiest renderer main thread: CPU, on the clock, the longest', () => {
  const work = mainThreadWork([
    thread(1, 10, 'CrRendererMain'),
    thread(2, 20, 'CrRendererMain'),
    thread(3, 30, 'CrBrowserMain'),
    // The page's renderer.
    task(1, 10, 40, 25),
    task(1, 10, 120, 70),
    task(1, 10, 8, 8),
    // Another renderer, nearly idle; the browser process, busy; events that are not tasks.
    task(2, 20, 5, 5),
    task(3, 30, 500, 500),
    task(1, 10, 300, 300, 'FunctionCall'),
  ]);
  expect(work).toEqual({ cpuMs: 103, taskMs: 168, longestTaskMs: 120, tasks: 3 });
});

test('no task traced: zeros, not a failure', () => {
  expect(mainThreadWork([thread(1, 10, 'CrRendererMain')])).toEqual({
    cpuMs: 0,
    taskMs: 0,
    longestTaskMs: 0,
    tasks: 0,
  });
});

test('splits the CPU time by kind of event, each less what is nested in it', () => {
  const at = (name: string, ts: number, dur: number, tdur = dur) => ({
    name,
    ph: 'X',
    pid: 1,
    tid: 10,
    ts: ts * 1000,
    dur: dur * 1000,
    tdur: tdur * 1000,
  });
  const byEvent = selfTimeByEvent([
    thread(1, 10, 'CrRendererMain'),
    // A task: a script that forces a layout, then a style recalculation; another task, a GC.
    at('RunTask', 0, 100, 90),
    at('FunctionCall', 0, 60, 55),
    at('Layout', 20, 20, 18),
    at('UpdateLayoutTree', 70, 10, 9),
    at('RunTask', 200, 30, 30),
    at('MinorGC', 205, 20, 20),
    // Another thread's work does not count.
    { ...at('Layout', 0, 500), tid: 11 },
  ]);
  expect(byEvent).toEqual([
    { name: 'FunctionCall', ms: 37 },
    { name: 'RunTask', ms: 36 },
    { name: 'MinorGC', ms: 20 },
    { name: 'Layout', ms: 18 },
    { name: 'UpdateLayoutTree', ms: 9 },
  ]);
});
