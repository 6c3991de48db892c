import { startStandalone } from 'shared-ui';
import { ROUTES } from './routes.tsx';

// QA page on :3001: the six public pages, mounted as the shell mounts them (a visitor, no sign-in).
startStandalone({
  label: 'Site public',
  paths: ROUTES.map((route) => route.path),
  app: () => import('./app.tsx'),
  widgets: {},
});
