/**
 * Libraries that exist once in the page, whichever app loads first. Every app is built with
 * this same list (see createFederatedConfig), so no shared library is ever loaded twice.
 * Subpaths are listed one by one: Module Federation shares exactly the request it sees.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'sonner',
  'single-spa',
  'single-spa-react',
  'firebase/app',
  'firebase/auth',
  'firebase/firestore',
  'firebase/storage',
  'firebase/analytics',
  'dexie',
  'zod',
  'shared-ui',
  'shared-auth',
  'shared-data',
] as const;
