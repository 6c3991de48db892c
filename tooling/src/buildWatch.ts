/**
 * The shell's build writes `builds/latest.json` (the id of the newest deployed build) and
 * `builds/meta/<id>.json` (that build's route rules). The running shell polls the first and
 * reloads on its next navigation when the id differs from its own.
 */
import webpack, { type Compiler } from 'webpack';

let currentId: string | undefined;

/** One id per build process; PRETOIRE_BUILD_ID overrides it (CI can pass the commit). */
export function buildId(): string {
  currentId ??= process.env.PRETOIRE_BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return currentId;
}

export class BuildWatchPlugin {
  constructor(private readonly id: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BuildWatchPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildWatchPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const timestamp = Date.now();
          const latest = JSON.stringify({ id: this.id, timestamp });
          const meta = JSON.stringify({ id: this.id, timestamp, routeRules: {} });
          compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(latest));
          compilation.emitAsset(`builds/meta/${this.id}.json`, new webpack.sources.RawSource(meta));
        },
      );
    });
  }
}
