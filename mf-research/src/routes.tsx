import { lazy } from 'react';
import { type AreaRoute, LazyPage } from 'shared-ui';
import { DocumentModelsPage } from './routes/DocumentModelsPage.tsx';
import { ResearchFilePage } from './routes/ResearchFilePage.tsx';
import { ResearchListPage } from './routes/ResearchListPage.tsx';

// The articles screens (and MiniSearch with them) load only on the articles routes.
const ArticlesPage = lazy(() =>
  import(/* webpackChunkName: "route-articles" */ './routes/ArticlesPage.tsx').then((m) => ({
    default: m.ArticlesPage,
  })),
);
const ArticlePage = lazy(() =>
  import(/* webpackChunkName: "route-article" */ './routes/ArticlePage.tsx').then((m) => ({ default: m.ArticlePage })),
);

/** The routes this remote owns, as in the shell's route table: one file per route. */
export const ROUTES: AreaRoute[] = [
  { path: '/app/research', title: 'Recherche', element: <ResearchListPage />, navLabel: 'Fiches de recherche' },
  { path: '/app/research/doc', title: 'Modèles de documents', element: <DocumentModelsPage />, navLabel: 'Modèles' },
  {
    path: '/app/research/articles',
    title: 'Articles',
    element: (
      <LazyPage label="Chargement des articles…">
        <ArticlesPage />
      </LazyPage>
    ),
    navLabel: 'Articles',
  },
  {
    path: '/app/research/articles/:slug',
    title: 'Article',
    element: (
      <LazyPage label="Chargement des articles…">
        <ArticlePage />
      </LazyPage>
    ),
  },
  { path: '/app/research/:id', title: 'Fiche de recherche', element: <ResearchFilePage /> },
];
