import { AuthCard } from '../features/layout/components/AuthCard.tsx';
import { SignupWizard } from '../features/signup/components/SignupWizard.tsx';

/** /pro/signup — onboarding in steps; the owner's account, profile and cabinet, then /app. */
export function SignupPage() {
  return (
    <AuthCard
      wide
      title="Créer un compte"
      intro={<p>Quelques minutes suffisent : votre compte, votre profil, votre cabinet et vos domaines d’activité.</p>}
      footer={
        <>
          <p>
            Déjà un compte ? <a href="/pro/login">Se connecter</a>
          </p>
          <p>Vous rejoignez un cabinet existant ? Utilisez le lien d’invitation reçu par email.</p>
        </>
      }
    >
      <SignupWizard />
    </AuthCard>
  );
}
