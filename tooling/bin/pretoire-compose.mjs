#!/usr/bin/env node
import { runCli } from './tsx-run.mjs';

await runCli('compose.ts');
