import { type ReactNode, useMemo } from 'react';
import { AREA_LABELS } from 'shared-ui/public';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { MarketingLayout } from '../layouts/MarketingLayout.tsx';
import { LayoutLinksProvider, plainLinks } from '../layouts/LayoutLinks.tsx';
import { SkipLink } from '../platform/SkipLink.tsx';
import type { PublicPage } from '../routing/publicPages.ts';

/** The element holding the area's content in <main>, in the prerendered page and live alike. */
function PublicContentHolder({ page, children }: { page: PublicPage; children: ReactNode }) {
  return <div data-parcel={AREA_LABELS[page.area]}>{children}</div>;
}

/**
 * The shell's frame of a public page — skip link, layout, plain links — around the area's
 * content: rendered at build time into the prerendered page (../prerender.tsx) and live by
 * PublicApp, the same markup both times.
 */
export function PublicFrame({ page, children }: { page: PublicPage; children: ReactNode }) {
  const links = useMemo(() => plainLinks(page.path), [page.path]);
  return (
    <LayoutLinksProvider value={links}>
      <SkipLink />
      {page.layout === 'marketing' ? (
        <MarketingLayout>
          <PublicContentHolder page={page}>{children}</PublicContentHolder>
        </MarketingLayout>
      ) : (
        <DefaultLayout>
          <PublicContentHolder page={page}>{children}</PublicContentHolder>
        </DefaultLayout>
      )}
    </LayoutLinksProvider>
  );
}
