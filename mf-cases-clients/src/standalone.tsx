import { initData } from 'shared-data';
import { generateLargeCabinet, signInStandaloneDemo } from 'shared-data/testing';
import { startStandalone } from 'shared-ui/standalone';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3003). The data needs a signed-in member of a
 * cabinet: it signs in the demo owner (Auth emulator) once; `?demo=leroy` signs in the other
 * cabinet's owner instead (access checks), `?demo=off` nobody.
 */
const SAMPLE_PARAMS: Record<string, string> = { ':id': 'exemple-1', ':slug': 'exemple-d-article' };

/** `?bench=10000` adds that many dossiers to the demo cabinet once (for bench/cases.bench.ts). */
async function benchData(): Promise<void> {
  const count = Number(new URLSearchParams(window.location.search).get('bench') ?? 0);
  if (!count || localStorage.getItem('pretoire-bench') === String(count)) return;
  const { ms } = await generateLargeCabinet('demo-owner', { cases: count });
  localStorage.setItem('pretoire-bench', String(count));
  console.info(`Page autonome : ${count} dossiers générés en ${Math.round(ms)} ms`);
}

void Promise.all([initData(), signInStandaloneDemo()])
  .then(benchData)
  .catch((error: unknown) => console.error('Page autonome : démarrage incomplet', error))
  .finally(() =>
    startStandalone({
      label: 'Dossiers et clients',
      paths: ROUTES.map((route) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE_PARAMS[param] ?? param)),
      app: () => import('./app.tsx'),
      widgets: {
        recentCases: () => import('./widgets/recentCases.tsx'),
      },
    }),
  );
