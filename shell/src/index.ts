import { publicPageOf } from './routing/publicPages.ts';

// Async boundary: shared singletons are negotiated before any app code runs. A public page
// starts without the router and the parcels, which it never needs (README.md § Pages publiques prérendues).
if (publicPageOf(window.location.pathname)) import('./public/bootstrap.tsx');
else import('./bootstrap.tsx');
