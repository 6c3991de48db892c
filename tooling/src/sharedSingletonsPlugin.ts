/**
 * Every shared library is a singleton taken as loaded (shareStrategy 'loaded-first'). On each
 * loadShare, Module Federation compares the loaded version with the consumer's range only to
 * print a console warning, with a semver parser that compiles its regular expressions at every
 * call, time a public page's start-up cannot spare (Total Blocking Time). This plugin takes the
 * loaded singleton without that comparison. The real check is the shell's, once per remote and
 * before mounting it, with a French panel (shell/src/remotes/compatibility.ts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

export default function sharedSingletonsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pretoire-shared-singletons',
    resolveShare(args) {
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (shared && args.shareInfo.shareConfig?.singleton) args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
