import { BrowserRouter, Route, Routes, useLocation } from 'shared-ui';
import { lazy, Suspense, useState } from 'react';
import { ShellFrame } from './ShellFrame.tsx';
import { SkipLink } from './platform/SkipLink.tsx';
import { matchRoute } from './routing/matchRoute.ts';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Below the app's header: a toast never covers the user's name nor "Se déconnecter". */
const BELOW_HEADER = { top: 'calc(var(--pt-header-height) + 8px)' } as const;

/** Seed §2/§9 toasts: top-right, close button, rich colours, 4000 ms, 3 visible, 14 px gap. */
export const TOASTER_OPTIONS = {
  position: 'top-right',
  closeButton: true,
  richColors: true,
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: BELOW_HEADER,
  mobileOffset: BELOW_HEADER,
} as const;

/**
 * The public site (mf-marketing's pages) never toasts: sonner loads with the first other page (work
 * area, sign-in, errors) and the toaster then stays for the rest of the visit (issue 16).
 */
export function DeferredToaster() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  if (!needed && matchRoute(pathname)?.route.owner !== 'mf_marketing') setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_OPTIONS} />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <BrowserRouter>
      <SkipLink />
      <Routes>
        <Route path="*" element={<ShellFrame />} />
      </Routes>
      <DeferredToaster />
    </BrowserRouter>
  );
}
