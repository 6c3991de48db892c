/**
 * `pretoire-webpack build|serve`, run from an app's folder: loads its webpack.config.ts (made
 * by createFederatedConfig) and builds it for production or serves it in development.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';
import {
  createFederationRuntimeConfig,
  createPrerenderConfig,
  type FederatedAppOptions,
  isFastBuild,
  prerenderBundle,
} from '../createFederatedConfig.ts';
import { writePrerendered } from '../prerender/index.ts';

type ConfigFactory = ((
  env: unknown,
  argv: { mode: Configuration['mode'] },
) => Configuration & { devServer?: DevServerConfiguration }) & { options?: FederatedAppOptions };

/** Runs one webpack build; prints its errors and warnings; exits the process when it fails. */
function compile(buildConfig: Configuration): Promise<void> {
  return new Promise((resolve) => {
    webpack(buildConfig, (error, stats) => {
      if (error) {
        console.error(error);
        process.exit(1);
      }
      if (!stats) process.exit(1);
      const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) process.exit(1);
      resolve();
    });
  });
}

const command = process.argv[2];
if (command !== 'build' && command !== 'serve') {
  console.error('Usage : pretoire-webpack build|serve (depuis le dossier d’une application)');
  process.exit(2);
}

const configUrl = pathToFileURL(path.resolve('webpack.config.ts')).href;
const factory = ((await import(configUrl)) as { default: ConfigFactory }).default;
const config = factory({}, { mode: command === 'build' ? 'production' : 'development' });
const appName = path.basename(process.cwd());

if (command === 'build') {
  const started = Date.now();
  const { devServer: _unused, ...buildConfig } = config;
  await compile(buildConfig);
  const options = factory.options;
  // A remote's standalone page brings the federation runtime its build leaves to the shell.
  if (options && !options.host) await compile(createFederationRuntimeConfig(options));
  // The public pages' HTML (see tooling/src/prerender): not for the skew tests' quick builds.
  if (options?.prerender && !isFastBuild()) {
    await compile(createPrerenderConfig(options));
    const routes = await writePrerendered(prerenderBundle(options.dir), path.join(options.dir, 'dist'));
    console.log(`${appName}: prérendu de ${routes.join(', ')}`);
  }
  console.log(`${appName}: build de production prêt en ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  const { devServer, ...compilerConfig } = config;
  const server = new WebpackDevServer(devServer ?? {}, webpack(compilerConfig));
  await server.start();
  console.log(`${appName}: http://localhost:${String(devServer?.port)}`);
}
