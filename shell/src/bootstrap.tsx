import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { installUnsavedChangesGuard, registerSlotLoader } from 'shared-ui';
import { App } from './App.tsx';
import { loadRegistry, startRegistryWatch } from './remotes/registry.ts';
import { shellSlotLoader } from './remotes/slotLoader.ts';
import { assertKnownMiddleware } from './routing/middleware.ts';
import { startBuildWatch } from './platform/buildWatch.ts';
import { startDomSafetyNet } from './platform/domSafetyNet.ts';
import { isChunkLoadError, reloadOncePerPath } from './platform/reloadGuard.ts';
import { handOverPrerenderedPage } from './platform/prerendered.ts';

// A route naming an unknown middleware is a programming error: fail at start-up, loudly.
assertKnownMiddleware();

// Routers of the shell and of each remote stay in sync: with urlRerouteOnly, single-spa makes
// every pushState fire popstate, which every BrowserRouter listens to.
start({ urlRerouteOnly: true });

// A lazy chunk that fails to load (a new deployment removed it…): reload once per path.
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOncePerPath();
});

startDomSafetyNet();
startBuildWatch();
startRegistryWatch();

// Cross-area slots (<AreaSlot>) load through the registry; typed text asks before it is lost.
registerSlotLoader(shellSlotLoader);
installUnsavedChangesGuard();

const container = document.getElementById('root')!;
// A prerendered public page stays on screen until the app has rendered the same page.
handOverPrerenderedPage(container);

const root = createRoot(container);
loadRegistry()
  .catch((error: unknown) => console.error('Prétoire : registre des modules indisponible', error))
  .finally(() => root.render(<App />));
