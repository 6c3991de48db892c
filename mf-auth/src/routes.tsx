import { lazy } from 'react';
import { type AreaRoute, LazyPage } from 'shared-ui';
import { LoginPage } from './routes/LoginPage.tsx';

// The sign-in page comes with the parcel; the others (and the zod schemas and data layer their
// forms use) load when opened, so /pro/login stays light (issue 16).
const ForgotPage = lazy(() => import('./routes/ForgotPage.tsx').then(({ ForgotPage }) => ({ default: ForgotPage })));
const SignupPage = lazy(() => import('./routes/SignupPage.tsx').then(({ SignupPage }) => ({ default: SignupPage })));
const AcceptInvitePage = lazy(() =>
  import('./routes/AcceptInvitePage.tsx').then(({ AcceptInvitePage }) => ({ default: AcceptInvitePage })),
);

/**
 * The routes this remote owns, as in the shell's route table. No `navLabel`: the auth screens
 * show no sub-navigation; they link to each other instead.
 */
export const ROUTES: AreaRoute[] = [
  { path: '/pro/login', title: 'Connexion', element: <LoginPage /> },
  {
    path: '/pro/forgot',
    title: 'Mot de passe oublié',
    element: (
      <LazyPage>
        <ForgotPage />
      </LazyPage>
    ),
  },
  {
    path: '/pro/signup',
    title: 'Créer un compte',
    element: (
      <LazyPage>
        <SignupPage />
      </LazyPage>
    ),
  },
  {
    path: '/pro/accept-invite',
    title: 'Rejoindre un cabinet',
    element: (
      <LazyPage>
        <AcceptInvitePage />
      </LazyPage>
    ),
  },
];
