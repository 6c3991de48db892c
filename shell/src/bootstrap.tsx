import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { installUnsavedChangesGuard, registerSlotLoader } from 'shared-ui';
import { App } from './App.tsx';
import { loadRegistry, startRegistryWatch } from './remotes/registry.ts';
import { shellSlotLoader } from './remotes/slotLoader.ts';
import { assertKnownMiddleware } from './routing/middleware.ts';
import { ROUTES } from './routing/routeTable.ts';
import { startBuildWatch } from './platform/buildWatch.ts';
import { preloadPageArea, startSessionEarly } from './platform/earlyLoads.ts';
import { startPage } from './platform/startPage.ts';
import { takeUpdatesOnNavigation } from './platform/updateOnNavigation.ts';

// A route naming an unknown middleware is a programming error: fail at start-up, loudly.
assertKnownMiddleware(ROUTES);

// Routers of the shell and of each remote stay in sync: with urlRerouteOnly, single-spa makes
// every pushState fire popstate, which every BrowserRouter listens to.
start({ urlRerouteOnly: true });

const container = startPage();
startBuildWatch();
startRegistryWatch();
takeUpdatesOnNavigation();

// Cross-area slots (<AreaSlot>) load through the registry; typed text asks before it is lost.
registerSlotLoader(shellSlotLoader);
installUnsavedChangesGuard();

const root = createRoot(container);
const openedAt = window.location.pathname;
startSessionEarly(openedAt);
loadRegistry()
  .then(() => preloadPageArea(openedAt))
  .catch((error: unknown) => console.error('Prétoire : registre des modules indisponible', error))
  .finally(() => root.render(<App />));
