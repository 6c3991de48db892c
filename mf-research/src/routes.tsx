import { PlannedPage, type AreaRoute } from 'shared-ui';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/app/research',
    title: 'Recherche',
    element: (
      <PlannedPage
        area="Recherche"
        title="Recherche"
        path="/app/research"
        purpose="Les fiches de recherche du cabinet : question, dossier, étiquettes et statut."
      />
    ),
    navLabel: 'Fiches de recherche',
  },
  {
    path: '/app/research/doc',
    title: 'Modèles de documents',
    element: (
      <PlannedPage
        area="Recherche"
        title="Modèles de documents"
        path="/app/research/doc"
        purpose="Les modèles (lettre de mission, convention d’honoraires, mise en demeure…) remplis à partir d’un dossier et de son client."
      />
    ),
    navLabel: 'Modèles',
  },
  {
    path: '/app/research/articles',
    title: 'Articles',
    element: (
      <PlannedPage
        area="Recherche"
        title="Articles"
        path="/app/research/articles"
        purpose="La bibliothèque d’articles pratiques, avec recherche plein texte en français."
      />
    ),
    navLabel: 'Articles',
  },
  {
    path: '/app/research/articles/:slug',
    title: 'Article',
    element: (
      <PlannedPage
        area="Recherche"
        title="Article"
        path="/app/research/articles/:slug"
        purpose="Un article pratique de la bibliothèque."
      />
    ),
  },
  {
    path: '/app/research/:id',
    title: 'Fiche de recherche',
    element: (
      <PlannedPage
        area="Recherche"
        title="Fiche de recherche"
        path="/app/research/:id"
        purpose="La note de recherche et ses sources : codes, jurisprudence, doctrine."
      />
    ),
  },
];
