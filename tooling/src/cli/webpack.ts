/**
 * `pretoire-webpack build|serve`, run from an app's folder: loads its webpack.config.ts (made
 * by createFederatedConfig) and builds it for production or serves it in development.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';

type ConfigFactory = (
  env: unknown,
  argv: { mode: Configuration['mode'] },
) => Configuration & { devServer?: DevServerConfiguration };

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
  webpack(buildConfig, (error, stats) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    if (!stats) process.exit(1);
    const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    if (info.trim()) console.log(info);
    if (stats.hasErrors()) process.exit(1);
    console.log(`${appName}: build de production prêt en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
} else {
  const { devServer, ...compilerConfig } = config;
  const server = new WebpackDevServer(devServer ?? {}, webpack(compilerConfig));
  await server.start();
  console.log(`${appName}: http://localhost:${String(devServer?.port)}`);
}
