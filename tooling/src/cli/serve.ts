/**
 * `pretoire-serve`: serves every built app (`<app>/dist`) as it is deployed — each on its own
 * origin and port, the shell with its prerendered public pages (index.html for /, search.html for
 * /search…) and every other path falling back to app.html, remotes with CORS.
 *
 * `pretoire-serve --hosting`: serves the local hosting tree written by `npm run deploy`
 * (see tooling/src/hosting.ts) on ports 4000–4007: each remote's immutable versions side by
 * side, the shell's current version at the root and the environment's registry at /remotes.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { APPS, type AppInfo, repoRoot, SHELL_APP_PAGE } from '../apps.ts';
import { hostingDir, hostingPort, publicPagesDir, readHistory, registryFile } from '../hosting.ts';
import { localOrigins, securityHeaders } from '../securityHeaders.ts';

/** Hashed chunks never change; entry points, manifests and the registry must be re-read. */
const IMMUTABLE = /\.[0-9a-f]{10}\.(js|css)$/;
const hosting = process.argv.includes('--hosting');
const SECURITY_HEADERS = securityHeaders(localOrigins());

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void;

function staticFiles(
  dir: string,
  options: { single: boolean | string; immutable: (pathname: string) => boolean },
): Handler {
  return sirv(dir, {
    single: options.single,
    // Re-read files on each request: builds and deploys change them under a running server.
    dev: true,
    etag: true,
    // The build's precompressed .br / .gz copies, chosen by the request's Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', options.immutable(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

function sendFile(res: http.ServerResponse, file: string, type: string): void {
  try {
    const body = fs.readFileSync(file);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Introuvable');
  }
}

/** A deep link the app routes itself gets the shell's app.html; a remote's standalone page its index.html. */
const fallbackPage = (app: AppInfo) => (app.dir === 'shell' ? SHELL_APP_PAGE : true);

/** `npm run serve`: one app's dist. */
function distHandler(app: AppInfo): Handler {
  return staticFiles(path.join(repoRoot, app.dir, 'dist'), {
    single: fallbackPage(app),
    immutable: (p) => IMMUTABLE.test(p),
  });
}

/** `--hosting`: a remote's version folders are immutable as a whole (a new build is a new folder). */
function hostedRemoteHandler(app: AppInfo): Handler {
  return staticFiles(path.join(hostingDir(), app.dir), { single: false, immutable: () => true });
}

/** `--hosting`: the composed public pages, when one answers the path (no SPA fallback here). */
const publicPages = staticFiles(publicPagesDir(), { single: false, immutable: () => false });

/** `--hosting`: the shell's current version (read at each request, so a deploy switches at once). */
function hostedShellHandler(app: AppInfo): Handler {
  const byVersion = new Map<string, Handler>();
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/remotes.json') return sendFile(res, registryFile(), 'application/json; charset=utf-8');
    const current = readHistory(app).current;
    if (!current) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Aucune version du shell déployée : npm run deploy -- shell');
      return;
    }
    let handler = byVersion.get(current);
    if (!handler) {
      handler = staticFiles(path.join(hostingDir(), app.dir, current), {
        single: fallbackPage(app),
        immutable: (p) => IMMUTABLE.test(p),
      });
      byVersion.set(current, handler);
    }
    // The public pages composed at the last deploy of the shell or mf-marketing come first.
    const versionHandler = handler;
    publicPages(req, res, () => versionHandler(req, res));
  };
}

const servers = APPS.map((app) => {
  const handler = !hosting
    ? distHandler(app)
    : app.dir === 'shell'
      ? hostedShellHandler(app)
      : hostedRemoteHandler(app);
  const port = hosting ? hostingPort(app) : app.port;
  const server = http.createServer((req, res) => handler(req, res));
  server.listen(port, () => console.log(`${app.dir.padEnd(22)} http://localhost:${port}`));
  return server;
});

function stop() {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
