import { getSession, initAuth, login } from 'shared-auth';
import { initData } from 'shared-data';
import { generateLargeCabinet } from 'shared-data/testing';
import { startStandalone } from 'shared-ui';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3003). The data needs a signed-in member of a
 * cabinet: it signs in the demo owner (Auth emulator) once; `?demo=leroy` signs in the other
 * cabinet's owner instead (access checks), `?demo=off` nobody.
 */
const DEMO_PASSWORD = 'Demo-Pretoire-2026';
const DEMO_ACCOUNTS: Record<string, string> = {
  durand: 'claire.durand@cabinet-durand.fr',
  leroy: 'marc.leroy@cabinet-leroy.fr',
};
const SAMPLE_PARAMS: Record<string, string> = { ':id': 'exemple-1', ':slug': 'exemple-d-article' };

async function signInDemo(): Promise<void> {
  const wanted = new URLSearchParams(window.location.search).get('demo') ?? 'durand';
  const email = DEMO_ACCOUNTS[wanted];
  // Always start Auth: with ?demo=off the session must be known (signed out), never pending.
  await initAuth();
  if (!email) return;
  if (getSession().user?.email !== email) {
    const result = await login(email, DEMO_PASSWORD);
    if (!result.ok) console.error('Page autonome : connexion de démonstration impossible —', result.error);
  }
}

/** `?bench=10000` adds that many dossiers to the demo cabinet once (for bench/cases.bench.ts). */
async function benchData(): Promise<void> {
  const count = Number(new URLSearchParams(window.location.search).get('bench') ?? 0);
  if (!count || localStorage.getItem('pretoire-bench') === String(count)) return;
  const { ms } = await generateLargeCabinet('demo-owner', { cases: count });
  localStorage.setItem('pretoire-bench', String(count));
  console.info(`Page autonome : ${count} dossiers générés en ${Math.round(ms)} ms`);
}

void Promise.all([initData(), signInDemo()])
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
