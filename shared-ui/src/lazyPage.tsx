import { type ReactNode, Suspense } from 'react';

/**
 * A route's page loaded when first opened — its code and the libraries only it uses — with the
 * loading line the parcels show (the browser tests wait for it to go): `element: <LazyPage><X /></LazyPage>`
 * where `const X = lazy(() => import('./routes/X.tsx'))`.
 */
export function LazyPage({ children, label = 'Chargement…' }: { children: ReactNode; label?: string }) {
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true" className="pt-parcel-loading">
          {label}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
