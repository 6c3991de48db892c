/**
 * What this remote exposes (`./pages`): the content of <main> on each sign-in page, a plain React
 * component the shell renders in its own tree — no router, no parcel (the root README § Pages
 * publiques prérendues). Links between pages are plain links; going on after a
 * sign-in is a page load.
 */
import { lazy } from 'react';
import { type AreaPage, AreaPages, LazyPage } from 'shared-ui/public';
import { LoginPage } from './routes/LoginPage.tsx';

export const AREA_NAME = 'Espace de connexion';

// The sign-in page comes with the module; the others (and what their forms use) load when
// opened, so /pro/login stays light.
const ForgotPage = lazy(() => import('./routes/ForgotPage.tsx').then(({ ForgotPage }) => ({ default: ForgotPage })));
const SignupPage = lazy(() => import('./routes/SignupPage.tsx').then(({ SignupPage }) => ({ default: SignupPage })));
const AcceptInvitePage = lazy(() =>
  import('./routes/AcceptInvitePage.tsx').then(({ AcceptInvitePage }) => ({ default: AcceptInvitePage })),
);

/** The pages this remote owns, as in the shell's list of public pages. */
export const PAGES: AreaPage[] = [
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

export function PublicPage({ path }: { path: string }) {
  return <AreaPages name={AREA_NAME} pages={PAGES} path={path} />;
}
