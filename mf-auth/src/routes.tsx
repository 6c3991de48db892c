import type { AreaRoute } from 'shared-ui';
import { AcceptInvitePage } from './routes/AcceptInvitePage.tsx';
import { ForgotPage } from './routes/ForgotPage.tsx';
import { LoginPage } from './routes/LoginPage.tsx';
import { SignupPage } from './routes/SignupPage.tsx';

/**
 * The routes this remote owns, as in the shell's route table. No `navLabel`: the auth screens
 * show no sub-navigation; they link to each other instead.
 */
export const ROUTES: AreaRoute[] = [
  { path: '/pro/login', title: 'Connexion', element: <LoginPage /> },
  { path: '/pro/forgot', title: 'Mot de passe oublié', element: <ForgotPage /> },
  { path: '/pro/signup', title: 'Créer un compte', element: <SignupPage /> },
  { path: '/pro/accept-invite', title: 'Rejoindre un cabinet', element: <AcceptInvitePage /> },
];
