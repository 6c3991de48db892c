import { summarize, UNSAMPLED } from './cpuProfile.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 9, columnNumber: 0 });

test('sums self time per function and per script, idle left out, the largest first', () => {
  const summary = summarize({
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('render', 'http://localhost:9/chunk.js') },
      { id: 4, callFrame: frame('(garbage collector)') },
      { id: 5, callFrame: frame('commit', 'http://localhost:9/chunk.js?v=1') },
    ],
    // Each sample's time is the next delta (µs).
    samples: [3, 2, 3, 4, 5, 3],
    timeDeltas: [0, 2_000, 50_000, 1_000, 4_000, 500, 1_500],
  });
  expect(summary.totalMs).toBe(9);
  expect(summary.byFunction).toEqual([
    { name: 'render chunk.js:10', ms: 4.5 },
    { name: '(garbage collector)', ms: 4 },
    { name: 'commit chunk.js:10', ms: 0.5 },
  ]);
  expect(summary.bySource).toEqual([
    { name: 'chunk.js', ms: 5 },
    { name: '(garbage collector)', ms: 4 },
  ]);
});

test('a long wait after a sample is time the thread went unsampled, not that function’s', () => {
  const summary = summarize({
    nodes: [
      { id: 1, callFrame: frame('measure', 'http://localhost:9/chunk.js') },
      { id: 2, callFrame: frame('render', 'http://localhost:9/chunk.js') },
    ],
    // `measure` runs, then nothing is sampled for 40 ms (another process had the core).
    samples: [1, 2],
    timeDeltas: [0, 40_000, 1_000],
  });
  expect(summary.totalMs).toBe(41);
  expect(summary.byFunction).toEqual([
    { name: UNSAMPLED, ms: 35 },
    { name: 'measure chunk.js:10', ms: 5 },
    { name: 'render chunk.js:10', ms: 1 },
  ]);
  expect(summary.bySource).toEqual([
    { name: UNSAMPLED, ms: 35 },
    { name: 'chunk.js', ms: 6 },
  ]);
});
