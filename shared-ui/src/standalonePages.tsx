/**
 * `shared-ui/standalone/pages` — the standalone QA page of a remote that exposes `./pages` (the
 * public and sign-in pages): the page at this address, rendered as the shell renders it — a plain
 * component, no router, no parcel. Apart from `shared-ui/standalone` so that such a remote's
 * build never includes the router nor single-spa (it would then offer them to the page).
 */
import { createRoot } from 'react-dom/client';
import { type AreaPage, AreaPages } from './areaPages.tsx';
import { StandaloneFrame } from './standaloneFrame.tsx';

export function startPagesStandalone({ label, pages }: { label: string; pages: readonly AreaPage[] }) {
  createRoot(document.getElementById('root')!).render(
    <StandaloneFrame label={label} paths={pages.map((page) => page.path)}>
      <AreaPages name={label} pages={pages} path={window.location.pathname} />
    </StandaloneFrame>,
  );
}
