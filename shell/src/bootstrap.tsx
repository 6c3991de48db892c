import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import 'shared-ui';
import { App } from './App.tsx';
import { loadRegistry } from './remotes/registry.ts';

// Routers of the shell and of each remote stay in sync: with urlRerouteOnly, single-spa makes
// every pushState fire popstate, which every BrowserRouter listens to.
start({ urlRerouteOnly: true });

const root = createRoot(document.getElementById('root')!);
loadRegistry()
  .catch((error: unknown) => console.error('Prétoire : registre des modules indisponible', error))
  .finally(() => root.render(<App />));
