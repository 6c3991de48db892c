import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { ShellFrame } from './ShellFrame.tsx';
import { SkipLink } from './platform/SkipLink.tsx';

/** Seed §2/§9 toasts: top-right, close button, rich colours, 4000 ms, 3 visible, 14 px gap. */
export const TOASTER_OPTIONS = {
  position: 'top-right',
  closeButton: true,
  richColors: true,
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
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
