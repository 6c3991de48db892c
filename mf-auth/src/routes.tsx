import { PlannedPage, type AreaRoute } from 'shared-ui';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/pro/login',
    title: "Connexion",
    element: <PlannedPage area="Espace de connexion" title="Connexion" path="/pro/login" purpose="Se connecter à son espace professionnel avec son email et son mot de passe." />, navLabel: "Connexion",
  },
  {
    path: '/pro/forgot',
    title: "Mot de passe oublié",
    element: <PlannedPage area="Espace de connexion" title="Mot de passe oublié" path="/pro/forgot" purpose="Recevoir par email un lien pour choisir un nouveau mot de passe." />, navLabel: "Mot de passe oublié",
  },
  {
    path: '/pro/signup',
    title: "Créer un compte",
    element: <PlannedPage area="Espace de connexion" title="Créer un compte" path="/pro/signup" purpose="Créer son compte en quelques étapes : type de compte, identifiants, profil, cabinet et préférences." />, navLabel: "Créer un compte",
  },
  {
    path: '/pro/accept-invite',
    title: "Rejoindre un cabinet",
    element: <PlannedPage area="Espace de connexion" title="Rejoindre un cabinet" path="/pro/accept-invite" purpose="Accepter l’invitation d’un cabinet et créer son compte de collaborateur." />, navLabel: "Invitation",
  },
];
