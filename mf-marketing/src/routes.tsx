import { PlannedPage, type AreaRoute } from 'shared-ui';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/',
    title: 'Accueil',
    element: (
      <PlannedPage
        area="Site public"
        title="Accueil"
        path="/"
        purpose="Trouver un professionnel du droit, prendre rendez-vous en ligne et comprendre vos démarches ; un accès dédié aux professionnels."
      />
    ),
    navLabel: 'Accueil',
  },
  {
    path: '/book',
    title: 'Prendre rendez-vous',
    element: (
      <PlannedPage
        area="Site public"
        title="Prendre rendez-vous"
        path="/book"
        purpose="Choisir un professionnel, le type de rendez-vous (au cabinet, visio, téléphone) et un créneau libre, puis recevoir la confirmation et le fichier agenda."
      />
    ),
    navLabel: 'Rendez-vous',
  },
  {
    path: '/guide',
    title: 'Guide',
    element: (
      <PlannedPage
        area="Site public"
        title="Guide"
        path="/guide"
        purpose="Le guide du justiciable : choisir un avocat, préparer le premier rendez-vous, les honoraires et la convention, l’aide juridictionnelle, les étapes d’une procédure."
      />
    ),
    navLabel: 'Guide',
  },
  {
    path: '/search',
    title: 'Trouver un professionnel',
    element: (
      <PlannedPage
        area="Site public"
        title="Trouver un professionnel"
        path="/search"
        purpose="L’annuaire des profils publiés, filtré par domaine, langue, ville et disponibilité cette semaine."
      />
    ),
    navLabel: 'Annuaire',
  },
  {
    path: '/pilot',
    title: 'Programme pilote',
    element: (
      <PlannedPage
        area="Site public"
        title="Programme pilote"
        path="/pilot"
        purpose="Candidater au programme pilote de Prétoire : votre cabinet, votre barreau, vos domaines et votre message."
      />
    ),
    navLabel: 'Programme pilote',
  },
  {
    path: '/pro',
    title: 'Espace professionnel',
    element: (
      <PlannedPage
        area="Site public"
        title="Espace professionnel"
        path="/pro"
        purpose="Ce que Prétoire apporte à votre cabinet, les offres, et l’accès à la création de compte et à la connexion."
      />
    ),
    navLabel: 'Professionnels',
  },
];
