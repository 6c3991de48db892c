import { leavePageFor, usePageSearchParams } from 'shared-ui/public';
import { safeRedirectPath } from 'shared-auth';
import { AuthCard } from '../features/layout/components/AuthCard.tsx';
import { LoginForm } from '../features/login/components/LoginForm.tsx';

/** /pro/login — on success, the safe `redirect` target or /app. */
export function LoginPage() {
  const [searchParams] = usePageSearchParams();
  const target = safeRedirectPath(searchParams.get('redirect'));
  const reset = searchParams.get('reinitialise') === '1';
  return (
    <AuthCard
      title="Connexion"
      intro={
        reset ? (
          <p role="status">Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.</p>
        ) : (
          <p>Accédez à votre espace de travail Prétoire.</p>
        )
      }
      footer={
        <>
          <p>
            Pas encore de compte ? <a href="/pro/signup">Créer un compte</a>
          </p>
          <p>Vous avez reçu une invitation ? Ouvrez le lien reçu par email pour rejoindre votre cabinet.</p>
        </>
      }
    >
      <LoginForm defaultEmail={searchParams.get('email') ?? ''} onSignedIn={() => leavePageFor(target)} />
    </AuthCard>
  );
}
