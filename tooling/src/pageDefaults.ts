/**
 * Runs first on every page (the shell's and each standalone page), before any library loads.
 * Zod probes `new Function` to decide whether to compile its parsers; under our CSP (no
 * 'unsafe-eval') that probe is reported as a violation. Jitless Zod never probes.
 */
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
