import { getSession, initAuth, login } from 'shared-auth';
import { initData } from 'shared-data';
import { startStandalone } from 'shared-ui';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3006). The data needs a signed-in member of a
 * cabinet: it signs in the demo owner (Auth emulator) once; `?demo=leroy` signs in the other
 * cabinet's owner instead (access checks), `?demo=off` nobody.
 */
const DEMO_PASSWORD = 'Demo-Pretoire-2026';
const DEMO_ACCOUNTS: Record<string, string> = {
  durand: 'claire.durand@cabinet-durand.fr',
  leroy: 'marc.leroy@cabinet-leroy.fr',
};
const SAMPLE_PARAMS: Record<string, string> = { ':id': 'exemple-1', ':slug': 'delai-appel-matiere-civile' };

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

void Promise.all([initData(), signInDemo()])
  .catch((error: unknown) => console.error('Page autonome : démarrage incomplet', error))
  .finally(() =>
    startStandalone({
      label: 'Recherche',
      paths: ROUTES.map((route) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE_PARAMS[param] ?? param)),
      app: () => import('./app.tsx'),
      widgets: {},
    }),
  );
