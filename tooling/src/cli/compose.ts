/**
 * `pretoire-compose` (the last step of `npm run build`): writes the public pages' HTML into
 * shell/dist from the shell's and mf-marketing's builds (see tooling/src/prerender).
 */
import path from 'node:path';
import { repoRoot } from '../apps.ts';
import { composePublicPages } from '../prerender/index.ts';

const shellDist = path.join(repoRoot, 'shell', 'dist');
const routes = composePublicPages({
  shellDist,
  marketingDist: path.join(repoRoot, 'mf-marketing', 'dist'),
  outDir: shellDist,
});
if (routes.length === 0) {
  console.error(
    'pretoire-compose : aucune page publique écrite (builds du shell et de mf-marketing prérendus requis).',
  );
  process.exit(1);
}
console.log(`Pages publiques prérendues : ${routes.join(', ')}`);
