/**
 * Libraries that exist once in the page, whichever app loads first. Every app is built with
 * this same list (see createFederatedConfig), so no shared library is ever loaded twice.
 * Subpaths are listed one by one: Module Federation shares exactly the request it sees. A shared
 * library is loaded whole (its consumers are unknown at build time): share only what must be one.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'sonner',
  'single-spa',
  'single-spa-react',
  // The Firebase app registry, once in the page, whoever loads Auth, Firestore or Storage (they
  // import '@firebase/app' themselves). Auth is not shared: shared-auth is its only user, and
  // unshared it is trimmed to the functions shared-auth names (authSdk.ts).
  '@firebase/app',
  // Firebase's logger, which @firebase/app and Auth both bundle otherwise (twice on the sign-in page).
  '@firebase/logger',
  'firebase/firestore',
  'firebase/storage',
  'firebase/analytics',
  // shared-ui also carries the router (shared-ui/src/router.ts): trimmed, yet once in the page.
  'shared-ui',
  // shared-ui without the router and the parcels, for the public pages (shared-ui/src/public.ts):
  // shared-ui re-exports it, so its modules stay one copy in the page.
  'shared-ui/public',
  'shared-auth',
  'shared-data',
  // The document store without the entity schemas (shared-data/src/store.ts): the same modules as
  // shared-data's, for the public pages that read.
  'shared-data/store',
] as const;
