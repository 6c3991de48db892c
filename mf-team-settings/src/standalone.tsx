import { initData } from 'shared-data';
import { signInStandaloneDemo } from 'shared-data/testing';
import { startStandalone } from 'shared-ui/standalone';
import { ROUTES } from './routes.tsx';

/**
 * QA page of this remote alone (http://localhost:3007 by default). Signs in the demo owner
 * (Auth emulator); `?demo=julien` the member Julien Martin (owner-only screens), `?demo=leroy`
 * the other cabinet's owner, `?demo=off` nobody.
 */
void Promise.all([initData(), signInStandaloneDemo()])
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
