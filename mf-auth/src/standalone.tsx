import { startStandalone } from 'shared-ui/standalone';
import { ROUTES } from './routes.tsx';

const SAMPLE_PARAMS: Record<string, string> = { ':id': 'exemple-1', ':slug': 'exemple-d-article' };

startStandalone({
  label: 'Espace de connexion',
  paths: ROUTES.map((route) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE_PARAMS[param] ?? param)),
  app: () => import('./app.tsx'),
  widgets: {},
});
