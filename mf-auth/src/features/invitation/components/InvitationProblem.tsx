import { Button, FormError } from 'shared-ui/public';
import type { InvitationView } from '../model/acceptRules.ts';

type ProblemView = Extract<InvitationView, { kind: 'missing' | 'unknown' | 'expired' | 'used' | 'unavailable' }>;

/** Why this invitation cannot be used, and what to do instead. */
export function InvitationProblem({ view, onRetry }: { view: ProblemView; onRetry: () => void }) {
  switch (view.kind) {
    case 'missing':
      return (
        <FormError
          title="Lien d’invitation incomplet"
          message="Ce lien ne contient pas d’invitation. Ouvrez le lien complet reçu par email, ou copiez-le entièrement dans la barre d’adresse."
        >
          <a href="/pro/login">Se connecter</a>
          <a href="/pro/signup">Créer un compte</a>
        </FormError>
      );
    case 'unknown':
      return (
        <FormError
          title="Invitation introuvable"
          message="Cette invitation est introuvable. Vérifiez le lien reçu par email ; s’il est complet, demandez une nouvelle invitation au titulaire du cabinet."
        >
          <a href="/pro/login">Se connecter</a>
          <a href="/pro/signup">Créer un compte</a>
        </FormError>
      );
    case 'expired':
      return (
        <FormError
          title="Invitation expirée"
          message={`L’invitation de « ${view.firmName} » pour ${view.email} a expiré : une invitation est valable 14 jours. Demandez au titulaire du cabinet de vous en envoyer une nouvelle.`}
        >
          <a href="/pro/login">Se connecter</a>
        </FormError>
      );
    case 'used':
      return (
        <FormError
          title="Invitation déjà utilisée"
          message={`Cette invitation a déjà été utilisée : le compte de ${view.email} a rejoint « ${view.firmName} ». Connectez-vous avec ce compte.`}
        >
          <a href={`/pro/login?email=${encodeURIComponent(view.email)}`}>Se connecter</a>
          <a href={`/pro/forgot?email=${encodeURIComponent(view.email)}`}>Mot de passe oublié ?</a>
        </FormError>
      );
    case 'unavailable':
      return (
        <FormError title="Invitation indisponible" message={view.error}>
          <Button onClick={onRetry}>Réessayer</Button>
        </FormError>
      );
  }
}
