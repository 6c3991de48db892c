import { getSession, initAuth, login } from 'shared-auth';
import { initData } from 'shared-data';
import { startStandalone } from 'shared-ui';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3007 by default). Signs in the demo owner
 * (Auth emulator); `?demo=julien` the member Julien Martin (owner-only screens), `?demo=leroy`
 * the other cabinet's owner, `?demo=off` nobody.
 */
const DEMO_PASSWORD = 'Demo-Pretoire-2026';
const DEMO_ACCOUNTS: Record<string, string> = {
  durand: 'claire.durand@cabinet-durand.fr',
  julien: 'julien.martin@cabinet-durand.fr',
  leroy: 'marc.leroy@cabinet-leroy.fr',
};

async function signInDemo(): Promise<void> {
  const wanted = new URLSearchParams(window.location.search).get('demo') ?? 'durand';
  const email = DEMO_ACCOUNTS[wanted];
  if (!email) return;
  await initAuth();
  if (getSession().user?.email !== email) {
    const result = await login(email, DEMO_PASSWORD);
    if (!result.ok) console.error('Page autonome : connexion de démonstration impossible —', result.error);
  }
}

void Promise.all([initData(), signInDemo()])
  .catch((error: unknown) => console.error('Page autonome : démarrage incomplet', error))
  .finally(() =>
    startStandalone({
      label: 'Équipe et paramètres',
      paths: ROUTES.map((route) => route.path),
      app: () => import('./app.tsx'),
      widgets: {
        notificationsBell: () => import('./widgets/notificationsBell.tsx'),
      },
    }),
  );
