/**
 * One Module Federation runtime in the page, not one per remote. The remotes' production builds
 * leave it out (experiments.externalRuntime) and take it from `_FEDERATION_RUNTIME_CORE`: the shell sets it
 * there with the runtime it runs on (this module's default export is the shell's runtime plugin),
 * a remote's standalone page with federation-runtime.js (federationRuntimeEntry.ts). Our own plugin
 * rather than MF's provideExternalRuntime, whose CommonJS build put a second runtime in the shell.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

export function provideFederationRuntime(): void {
  const scope = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  scope._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pretoire-federation-runtime',
    beforeInit(args) {
      provideFederationRuntime();
      return args;
    },
  };
}
