// Runs one of tooling's TypeScript entry points under tsx (Node 20 cannot strip types itself).
import { register } from 'tsx/esm/api';

register();

/** @param {string} script path under tooling/src/cli */
export async function runCli(script) {
  await import(new URL(`../src/cli/${script}`, import.meta.url).href);
}
