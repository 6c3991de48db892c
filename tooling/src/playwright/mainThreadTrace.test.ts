import { mainThreadWork } from './mainThreadTrace.ts';

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
