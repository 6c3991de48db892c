import { runDataBench } from './bench.ts';

it('runDataBench measures insert, query and write → callback (small run under jest)', async () => {
  const lines: string[] = [];
  const result = await runDataBench({ cases: 1000, log: (line) => lines.push(line) });
  expect(result.queryCount).toBe(50);
  for (const value of [result.insertMs, result.queryMs, result.docWriteToCallbackMs, result.queryWriteToCallbackMs])
    expect(value).toBeGreaterThan(0);
  expect(lines.join('\n')).toContain('insertion de 1');
}, 60_000);
