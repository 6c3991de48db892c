import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { ShellFrame } from './ShellFrame.tsx';
import { SkipLink } from './platform/SkipLink.tsx';

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

export function App() {
  return (
    <BrowserRouter>
      <SkipLink />
      <Routes>
        <Route path="*" element={<ShellFrame />} />
      </Routes>
      <Toaster {...TOASTER_OPTIONS} />
    </BrowserRouter>
  );
}
