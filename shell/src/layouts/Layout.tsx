import type { ReactNode } from 'react';
import type { LayoutName } from '../routing/routeTable.ts';
import { DefaultLayout } from './DefaultLayout.tsx';

/**
 * The app's layouts around the content of <main>. The marketing layout belongs to the public
 * pages (../public/PublicFrame.tsx): the app loads a public page rather than lay it out
 * (ShellFrame), so its pages never carry that layout's code.
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'none') {
    return (
      <main id="main-content" tabIndex={-1} data-layout="none">
        {children}
      </main>
    );
  }
  return <DefaultLayout>{children}</DefaultLayout>;
}
