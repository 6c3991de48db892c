import { lazy, type ReactNode, Suspense } from 'react';
import type { AreaRoute } from 'shared-ui';

// One chunk per page: the home page does not carry the guide, the booking flow or the forms.
const HomePage = lazy(() => import('./routes/HomePage.tsx'));
const BookPage = lazy(() => import('./routes/BookPage.tsx'));
const GuidePage = lazy(() => import('./routes/GuidePage.tsx'));
const SearchPage = lazy(() => import('./routes/SearchPage.tsx'));
const PilotPage = lazy(() => import('./routes/PilotPage.tsx'));
const ProPage = lazy(() => import('./routes/ProPage.tsx'));

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true" className="pt-parcel-loading">
          Chargement…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The routes this remote owns, as in the shell's route table. No sub-navigation: the shell's
 * marketing header links the public pages.
 */
export const ROUTES: AreaRoute[] = [
  {
    path: '/',
    title: 'Accueil',
    element: (
      <Page>
        <HomePage />
      </Page>
    ),
  },
  {
    path: '/book',
    title: 'Prendre rendez-vous',
    element: (
      <Page>
        <BookPage />
      </Page>
    ),
  },
  {
    path: '/guide',
    title: 'Guide',
    element: (
      <Page>
        <GuidePage />
      </Page>
    ),
  },
  {
    path: '/search',
    title: 'Trouver un professionnel',
    element: (
      <Page>
        <SearchPage />
      </Page>
    ),
  },
  {
    path: '/pilot',
    title: 'Programme pilote',
    element: (
      <Page>
        <PilotPage />
      </Page>
    ),
  },
  {
    path: '/pro',
    title: 'Espace professionnel',
    element: (
      <Page>
        <ProPage />
      </Page>
    ),
  },
];
