import { lazy } from 'react';
import { type AreaPage, LazyPage } from 'shared-ui/public';

// One chunk per page: the home page does not carry the guide, the booking flow or the forms.
const HomePage = lazy(() => import('./routes/HomePage.tsx'));
const BookPage = lazy(() => import('./routes/BookPage.tsx'));
const GuidePage = lazy(() => import('./routes/GuidePage.tsx'));
const SearchPage = lazy(() => import('./routes/SearchPage.tsx'));
const PilotPage = lazy(() => import('./routes/PilotPage.tsx'));
const ProPage = lazy(() => import('./routes/ProPage.tsx'));

/**
 * The routes this remote owns, as in the shell's route table. No sub-navigation: the shell's
 * header links the public pages.
 */
export const ROUTES: AreaPage[] = [
  {
    path: '/',
    title: 'Accueil',
    element: (
      <LazyPage>
        <HomePage />
      </LazyPage>
    ),
  },
  {
    path: '/book',
    title: 'Prendre rendez-vous',
    element: (
      <LazyPage>
        <BookPage />
      </LazyPage>
    ),
  },
  {
    path: '/guide',
    title: 'Guide',
    element: (
      <LazyPage>
        <GuidePage />
      </LazyPage>
    ),
  },
  {
    path: '/search',
    title: 'Trouver un professionnel',
    element: (
      <LazyPage>
        <SearchPage />
      </LazyPage>
    ),
  },
  {
    path: '/pilot',
    title: 'Programme pilote',
    element: (
      <LazyPage>
        <PilotPage />
      </LazyPage>
    ),
  },
  {
    path: '/pro',
    title: 'Espace professionnel',
    element: (
      <LazyPage>
        <ProPage />
      </LazyPage>
    ),
  },
];
