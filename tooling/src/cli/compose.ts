/**
 * `pretoire-compose` (the last step of `npm run build`): writes the public pages' HTML into
 * shell/dist from the shell's and mf-marketing's builds (see tooling/src/prerender), then sets the
 * backend every built page uses from PRETOIRE_DATA_BACKEND (env.ts): running it again with another
 * value switches the same build between the per-browser database and Firestore.
 */
import path from 'node:path';
import { APPS, repoRoot } from '../apps.ts';
import { dataBackendOf } from '../env.ts';
import { composePublicPages, setBuiltPagesDataBackend } from '../prerender/index.ts';

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

const backend = dataBackendOf();
const pages = setBuiltPagesDataBackend(APPS, backend);
console.log(
  `Base de données des ${pages} pages : ${backend === 'firestore' ? 'Firestore' : 'IndexedDB, propre à chaque navigateur'}`,
);
