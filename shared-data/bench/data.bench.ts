/** `npx tsx shared-data/bench/data.bench.ts` — the data benchmark in plain Node. */
import 'fake-indexeddb/auto';
import { runDataBench } from '../src/bench.ts';

await runDataBench();
