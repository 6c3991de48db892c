import type { ReactNode } from 'react';
import type { LayoutName } from '../routing/routeTable.ts';
import { DefaultLayout } from './DefaultLayout.tsx';
import { MarketingLayout } from './MarketingLayout.tsx';

/** A route's layout around the content of <main> (in the browser and in the prerendered pages). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'marketing') return <MarketingLayout>{children}</MarketingLayout>;
  if (name === 'none') {
    return (
      <main id="main-content" tabIndex={-1} data-layout="none">
        {children}
      </main>
    );
  }
  return <DefaultLayout>{children}</DefaultLayout>;
}
