#!/usr/bin/env node
import { runCli } from './tsx-run.mjs';

await runCli('e2e.ts');
