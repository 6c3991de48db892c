/**
 * The one webpack config factory: every app of Prétoire (the shell and the seven remotes) is
 * built and served by this function, in development and in production. An app's own
 * `webpack.config.ts` only names itself, its port and what it exposes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { SHARED_SINGLETONS } from './shared.ts';
import { buildId, BuildWatchPlugin } from './buildWatch.ts';
import { dataBackendOf, firebaseDefines } from './env.ts';
import { appByName, SHELL_APP_PAGE } from './apps.ts';

export type FederatedAppOptions = {
  /** The package folder (pass `import.meta.dirname`). */
  dir: string;
  /** Module Federation container name: a JavaScript identifier such as `mf_calendar`. */
  name: string;
  /**
   * What this remote exposes: parcels (`./app`, `./widgets/<name>`), or mf-marketing's `./pages`
   * component (README § Pages publiques prérendues). Empty for the shell.
   */
  exposes?: Record<string, string>;
  /** Module Federation runtime plugins (the shell's remote-failure handling). */
  runtimePlugins?: string[];
  /** True for the shell: it writes the build watch files. */
  host?: boolean;
  /**
   * A module rendering this app's part of the public pages to HTML at build time (see
   * tooling/src/prerender.ts): the build then writes `dist/prerendered.json`.
   */
  prerender?: string;
};

/**
 * PRETOIRE_FAST_BUILD=1: a production build without minifying, source maps, compressed copies,
 * disk caches or prerendered pages — for builds made inside tests (the version-skew releases),
 * twice as quick.
 */
export const isFastBuild = (): boolean => process.env.PRETOIRE_FAST_BUILD === '1';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/**
 * Brotli at its highest quality: what production serves. `npm test` builds at quality 5
 * (PRETOIRE_BROTLI_QUALITY): the same files served the same way, ~10 % more compressed bytes, and
 * ~35 s less CPU per build of the eight apps — the byte budgets gzip each script themselves.
 */
const BROTLI_QUALITY = Number(process.env.PRETOIRE_BROTLI_QUALITY) || zlib.constants.BROTLI_MAX_QUALITY;

const ROOT_MODULES = path.join(import.meta.dirname, '..', '..', 'node_modules');

/** Installed version of a package, read from its package.json (subpaths share the package's). */
function packageNameOf(request: string): string {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
}

function installedVersion(request: string): string {
  const pkgName = packageNameOf(request);
  // Read the file itself: some packages' "exports" hide their package.json.
  const pkgJson = path.join(ROOT_MODULES, pkgName, 'package.json');
  return (JSON.parse(fs.readFileSync(pkgJson, 'utf8')) as { version: string }).version;
}

/**
 * Version skew between separately built apps is checked, not hoped for: each app provides the
 * version it was built with and requires the range its package.json declares for a package
 * (e.g. "shared-ui": "^1.0.0"), or the caret of the installed version when it declares none.
 * The shell compares a remote's requirements with what it provides before mounting it.
 * PRETOIRE_SHARED_VERSIONS ('{"shared-ui":"1.1.0"}') stamps other versions on a build: the
 * version-skew tests use it to build "the next release" of an app without publishing one.
 */
function sharedConfig(dir: string) {
  const declared =
    (
      JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      }
    ).dependencies ?? {};
  const stamped = JSON.parse(process.env.PRETOIRE_SHARED_VERSIONS ?? '{}') as Record<string, string>;
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const pkgName = packageNameOf(request);
      const version = stamped[pkgName] ?? installedVersion(request);
      const range = declared[pkgName];
      // An exact pin ("19.3.1") still accepts later compatible releases provided by the host.
      const requiredVersion =
        range && /^[\^~<>=]/.test(range) ? range : `^${range && /^\d/.test(range) ? range : version}`;
      return [request, { singleton: true, requiredVersion, version, strictVersion: false }];
    }),
  );
}

/**
 * TypeScript through swc, CSS Modules through css-loader. The production build writes the CSS to
 * files (a chunk's stylesheet is fetched with it, before its code runs): styles are not
 * JavaScript to download and run on every page.
 * Development injects them with style-loader; the prerender build collects their text instead
 * (prerender/collectCss.cjs).
 */
function moduleRules(production: boolean, styleLoader: string): webpack.RuleSetRule[] {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        styleLoader,
        {
          loader: 'css-loader',
          options: {
            modules: {
              auto: true,
              namedExport: false,
              localIdentName: production ? '[hash:base64:8]' : '[name]__[local]',
            },
          },
        },
      ],
    },
  ];
}

/**
 * React Router's package points every bundler at its development build (`dist/development`: the
 * same code with its developer warnings, their texts included, some checked at every render); its
 * production build sits beside it and no condition selects it. Production pages take it.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const development = path.dirname(fileURLToPath(import.meta.resolve('react-router')));
  const production = path.join(development, '..', 'production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

export function createFederatedConfig(options: FederatedAppOptions) {
  const factory = (
    _env: unknown,
    argv: { mode?: Configuration['mode'] },
  ): Configuration & { devServer?: DevServerConfiguration } => {
    const mode = argv.mode ?? 'development';
    const production = mode === 'production';
    const fast = production && isFastBuild();
    const id = buildId();
    const { port, label } = appByName(options.name);
    return {
      mode,
      context: options.dir,
      // pageDefaults.ts first: settings every page needs before any library runs (CSP-safe Zod).
      entry: { main: [path.join(import.meta.dirname, 'pageDefaults.ts'), './src/index.ts'] },
      devtool: fast ? false : production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      cache: production ? diskCache('production', options) : false,
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        // The MF runtime needs stable entry names; chunks carry the content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: options.name,
        // Two releases of one remote can live in one page (one loaded before a deploy, one after):
        // each build gets its own chunk registry, or the second would take the first's chunks.
        chunkLoadingGlobal: `webpackChunk_${options.name}_${id.replace(/\W/g, '_')}`,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: production ? reactRouterProductionBuild() : {},
      },
      module: { rules: moduleRules(production, production ? MiniCssExtractPlugin.loader : 'style-loader') },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          'process.env.PRETOIRE_BUILD_ID': JSON.stringify(id),
          'process.env.PRETOIRE_BUILD_POLL_MS': JSON.stringify(process.env.PRETOIRE_BUILD_POLL_MS ?? ''),
          'process.env.PRETOIRE_REGISTRY_POLL_MS': JSON.stringify(process.env.PRETOIRE_REGISTRY_POLL_MS ?? ''),
          ...firebaseDefines(),
          // Any other process.env.X reads as undefined in the browser instead of throwing.
          'process.env': '{}',
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name: options.name,
          // The shell loads this file, next to mf-manifest.json (shell/src/remotes/registry.ts).
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: sharedConfig(options.dir),
          // Use what is already loaded instead of fetching every remote's entry to compare versions.
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            path.join(import.meta.dirname, 'sharedSingletonsPlugin.ts'),
            ...(options.runtimePlugins ?? []),
            ...(production && options.host ? [path.join(import.meta.dirname, 'federationRuntime.ts')] : []),
          ],
          manifest: true,
          dts: false,
          experiments: {
            // Browser-only runtime: the federation runtime drops its Node code paths. No snapshot
            // code: remotes are registered by their remoteEntry.js (shell/src/remotes/registry.ts).
            optimization: { target: 'web', disableSnapshot: true },
            // One federation runtime in the page: a remote's entry takes the shell's instead of
            // carrying its own, once per area on the dashboard (see federationRuntime.ts).
            ...(production && !options.host ? { externalRuntime: true } : {}),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          // The shell's index.html is the prerendered home page (written by pretoire-compose).
          filename: options.host ? SHELL_APP_PAGE : 'index.html',
          // Scripts after the content: a prerendered page's heading comes before any script.
          inject: 'body',
          title: options.host ? label : `${label} — Prétoire (page autonome)`,
          // Deep links such as /app/cases/42 must load /main.js, not /app/cases/main.js.
          publicPath: '/',
          chunks: ['main'],
          federationRuntime: production && !options.host ? `/${FEDERATION_RUNTIME_FILE}` : '',
          // Which backend the page uses (env.ts); pretoire-compose may set it again after the build.
          dataBackend: dataBackendOf(),
        }),
        // public/ (the shell's remotes.json registry, icons…) is deployed as is.
        ...(fs.existsSync(path.join(options.dir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] })]
          : []),
        ...(options.host ? [new BuildWatchPlugin(id)] : []),
        // Precompressed copies (.br, .gz) next to each file: static hosting serves them as is.
        ...(production && !fast
          ? [
              new CompressionPlugin<zlib.BrotliOptions>({
                test: COMPRESSIBLE,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                filename: '[path][base].gz',
                algorithm: 'gzip',
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: production
        ? {
            minimize: !fast,
            minimizer: [
              new MinimizerPlugin({
                minify: MinimizerPlugin.swcMinify,
                terserOptions: { compress: true, mangle: true },
              }),
            ],
          }
        : {},
      performance: { hints: false },
      // publicPath 'auto' is deliberate: the manifest resolves against the remote's own URL.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: options.host ? { index: `/${SHELL_APP_PAGE}` } : true,
        ...(options.host ? { devMiddleware: { index: SHELL_APP_PAGE } } : {}),
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false }, logging: 'warn' },
        // Remotes' manifests and chunks are fetched by the shell from another origin.
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(options.dir, 'public'), watch: false },
      },
    };
  };
  // pretoire-webpack reads the options to run the prerender build after this one.
  return Object.assign(factory, { options });
}

/** In a remote's production build: the federation runtime for its standalone page (federationRuntime.ts). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * Production builds keep webpack's caches on disk (modules, minified and compressed files): a
 * rebuild reuses them; the config's own files invalidate them. Not the tests' one-off quick builds
 * (their copies are thrown away), nor on CI: it builds once from a clean checkout, and writing the
 * cache cost a tenth of that build (one remote: 27–31 s with it, 25 s without).
 */
function diskCache(name: string, options: FederatedAppOptions): Configuration['cache'] {
  if (isFastBuild() || process.env.CI) return false;
  return {
    type: 'filesystem',
    name,
    buildDependencies: { config: [import.meta.filename, path.join(options.dir, 'webpack.config.ts')] },
  };
}

/** The build of federation-runtime.js into a remote's dist/, after the remote's own build. */
export function createFederationRuntimeConfig(options: FederatedAppOptions): Configuration {
  return {
    mode: 'production',
    cache: diskCache('federation-runtime', options),
    context: options.dir,
    entry: { runtime: path.join(import.meta.dirname, 'federationRuntimeEntry.ts') },
    target: 'web',
    devtool: false,
    output: { path: path.join(options.dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(true, 'style-loader') },
    optimization: {
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Where the prerender build writes its server-side bundle (not deployed). */
export const prerenderBundle = (dir: string) => path.join(dir, '.cache', 'prerender', 'prerender.cjs');

/**
 * The prerender build: the app's `prerender` module and everything it imports as one Node
 * bundle (lazy chunks inlined), with the same CSS Modules naming as the browser build and the
 * CSS text collected rather than injected. Run at build time only; see tooling/src/prerender.ts.
 */
export function createPrerenderConfig(options: FederatedAppOptions): Configuration {
  if (!options.prerender) throw new Error(`${options.name} : aucun module de prérendu déclaré`);
  const bundle = prerenderBundle(options.dir);
  return {
    mode: 'production',
    cache: diskCache('prerender', options),
    context: options.dir,
    entry: { prerender: options.prerender },
    target: 'node20',
    devtool: false,
    output: {
      path: path.dirname(bundle),
      filename: path.basename(bundle),
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: moduleRules(true, path.join(import.meta.dirname, 'prerender', 'collectCss.cjs')) },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.PRETOIRE_BUILD_ID': JSON.stringify(buildId()),
        ...firebaseDefines(),
      }),
      // One file: the pages' lazy chunks are rendered in the same pass.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Every module evaluated as in the browser, where a shared package loads whole: shared-ui's
    // entry imports the design tokens for their side effect.
    optimization: { minimize: false, sideEffects: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
