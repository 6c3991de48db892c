import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { handOverPrerenderedPage } from '../platform/prerendered.ts';
import { startPage } from '../platform/startPage.ts';
import { loadRegistry } from '../remotes/registry.ts';
import { publicPageOf } from '../routing/publicPages.ts';
import { PublicApp } from './PublicApp.tsx';

// index.ts starts this bootstrap on a public page only.
const page = publicPageOf(window.location.pathname)!;
// Back or Forward to another page's entry of this tab's history: the app may have made it in this
// same document before loading this page (a link it followed, then loaded). No router here: load it.
window.addEventListener('popstate', () => {
  if (publicPageOf(window.location.pathname) !== page) window.location.reload();
});
const container = startPage();
// The prerendered page stays on screen until the live page has rendered the same markup.
handOverPrerenderedPage(container);
const root = createRoot(container);
loadRegistry()
  .catch((error: unknown) => console.error('Prétoire : registre des modules indisponible', error))
  // A transition renders in slices that yield to the browser (the prerendered page is already on
  // screen and answers the visitor's input meanwhile) instead of one long task (Total Blocking Time).
  .finally(() => startTransition(() => root.render(<PublicApp page={page} />)));
