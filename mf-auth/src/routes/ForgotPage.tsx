import { lazy } from 'react';
import { usePageSearchParams } from 'shared-ui/public';
import { AuthCard } from '../features/layout/components/AuthCard.tsx';
import { ForgotForm } from '../features/password-reset/components/ForgotForm.tsx';
import { resetLinkParams } from '../features/password-reset/model/resetRules.ts';

// Opened from the emailed link only: the request screen does not download it.
const ResetPasswordForm = lazy(() =>
  import('../features/password-reset/components/ResetPasswordForm.tsx').then(({ ResetPasswordForm }) => ({
    default: ResetPasswordForm,
  })),
);

/**
 * /pro/forgot — asks for the reset link; opened from that link (?mode=resetPassword&oobCode=…),
 * sets the new password.
 */
export function ForgotPage() {
  const [searchParams] = usePageSearchParams();
  const reset = resetLinkParams(searchParams);
  const footer = (
    <p>
      Vous vous souvenez de votre mot de passe ? <a href="/pro/login">Se connecter</a>
    </p>
  );
  if (reset) {
    return (
      <AuthCard
        title="Choisir un nouveau mot de passe"
        intro={<p>Saisissez le nouveau mot de passe de votre compte.</p>}
        footer={footer}
      >
        <ResetPasswordForm code={reset.code} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Mot de passe oublié"
      intro={
        <p>
          Indiquez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
        </p>
      }
      footer={footer}
    >
      <ForgotForm defaultEmail={searchParams.get('email') ?? ''} />
    </AuthCard>
  );
}
