import { initData } from 'shared-data';
import { signInStandaloneDemo } from 'shared-data/testing';
import { startStandalone } from 'shared-ui/standalone';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3006). The data needs a signed-in member of a
 * cabinet: it signs in the demo owner (Auth emulator) once; `?demo=leroy` signs in the other
 * cabinet's owner instead (access checks), `?demo=off` nobody.
 */
const SAMPLE_PARAMS: Record<string, string> = { ':id': 'exemple-1', ':slug': 'delai-appel-matiere-civile' };

void Promise.all([initData(), signInStandaloneDemo()])
  .catch((error: unknown) => console.error('Page autonome : démarrage incomplet', error))
  .finally(() =>
    startStandalone({
      label: 'Recherche',
      paths: ROUTES.map((route) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE_PARAMS[param] ?? param)),
      app: () => import('./app.tsx'),
      widgets: {},
    }),
  );
