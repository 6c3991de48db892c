import { publicPageOf } from './routing/publicPages.ts';

// Async boundary: shared singletons are negotiated before any app code runs. A public page
// starts without the router and the parcels, which it never needs (README.md § Pages publiques prérendues).
// A new task first: the federation runtime's start-up and the bootstrap's chunk requests would
// otherwise run as one long task, blocking the prerendered page's first input (Total Blocking Time).
setTimeout(() => {
  if (publicPageOf(window.location.pathname)) import('./public/bootstrap.tsx');
  else import('./bootstrap.tsx');
}, 0);
