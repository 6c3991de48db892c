/**
 * `pretoire-serve`: serves every built app (`<app>/dist`) as it is deployed — each on its own
 * origin and port, the shell with deep links falling back to index.html, remotes with CORS.
 */
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { APPS, repoRoot } from '../apps.ts';

/** Hashed chunks never change; entry points, manifests and the registry must be re-read. */
const IMMUTABLE = /\.[0-9a-f]{10}\.js$/;

const servers = APPS.map((app) => {
  const handler = sirv(path.join(repoRoot, app.dir, 'dist'), {
    single: true,
    // Re-read files on each request: builds may change under a running server.
    dev: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = http.createServer((req, res) => handler(req, res));
  server.listen(app.port, () => console.log(`${app.dir.padEnd(22)} http://localhost:${app.port}`));
  return server;
});

function stop() {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
