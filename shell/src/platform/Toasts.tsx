import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { onFirstInteraction, showToast, takeNextPageToast } from 'shared-ui/public';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Below the app's header: a toast never covers the user's name nor "Se déconnecter". */
const BELOW_HEADER = { top: 'calc(var(--pt-header-height) + 8px)' } as const;

/**
 * sonner's rich colours put 13 px text at 4.3:1 (success) and 2.9:1 (warning) on their light
 * backgrounds — below WCAG AA's 4.5:1: the same hues, darker (App.test.tsx measures each).
 */
export const TOAST_TEXT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 25%)',
  '--error-text': 'hsl(360, 100%, 35%)',
} as const;

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
  // Custom properties on the toaster itself: they win over sonner's own stylesheet.
  style: TOAST_TEXT_COLOURS as unknown as CSSProperties,
} as const;

/**
 * When a page may toast, so sonner loads only where a toast can come:
 * - `never`: the public site (mf-marketing's pages);
 * - `afterAction`: the sign-in pages and the shell's own pages (the dashboard, the loader on the
 *   way to it, help) toast only after the user acts (through shared-ui's showToast): the toaster
 *   comes at their first interaction (sonner shows a toast sent before it when it comes);
 * - `now`: any other page (an area's pages, errors).
 */
export type ToastsWhen = 'never' | 'afterAction' | 'now';

/** The page's toaster, which then stays for the visit; a toast the previous page left shows at once. */
export function Toasts({ when }: { when: ToastsWhen }) {
  const [needed, setNeeded] = useState(false);
  if (!needed && when === 'now') setNeeded(true);
  useEffect(() => {
    const left = takeNextPageToast();
    if (!left) return;
    showToast(left.kind, left.message);
    setNeeded(true);
  }, []);
  useEffect(() => {
    if (needed || when !== 'afterAction') return undefined;
    return onFirstInteraction(() => setNeeded(true));
  }, [needed, when]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_OPTIONS} />
    </Suspense>
  ) : null;
}
