import { leavePageFor, usePageSearchParams, showToastOnNextPage } from 'shared-ui/public';
import { useState } from 'react';
import { AuthCard } from '../features/layout/components/AuthCard.tsx';
import { AcceptInviteForm } from '../features/invitation/components/AcceptInviteForm.tsx';
import { InvitationProblem } from '../features/invitation/components/InvitationProblem.tsx';
import { useInvitation } from '../features/invitation/hooks/useInvitation.ts';
import { tokenFrom } from '../features/invitation/model/acceptRules.ts';

/** /pro/accept-invite?token=… — joins a cabinet as a member. */
export function AcceptInvitePage() {
  const [searchParams] = usePageSearchParams();
  const token = tokenFrom(searchParams);
  const [attempt, setAttempt] = useState(0);
  const view = useInvitation(token, attempt);
  const footer = (
    <p>
      Déjà un compte ? <a href="/pro/login">Se connecter</a>
    </p>
  );

  if (view.kind === 'loading') {
    return (
      <AuthCard title="Rejoindre un cabinet" footer={footer}>
        <p role="status">Lecture de l’invitation…</p>
      </AuthCard>
    );
  }
  if (view.kind !== 'valid') {
    return (
      <AuthCard title="Rejoindre un cabinet" footer={footer}>
        <InvitationProblem view={view} onRetry={() => setAttempt((n) => n + 1)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Rejoindre ${view.firmName}`}
      intro={
        <p>
          Vous êtes invité à rejoindre le cabinet <strong>{view.firmName}</strong> en tant que collaborateur. Créez
          votre compte pour <strong>{view.email}</strong>.
        </p>
      }
      footer={footer}
    >
      <AcceptInviteForm
        token={token!}
        firmName={view.firmName}
        email={view.email}
        expiresAt={view.expiresAt}
        onJoined={(firmName) => {
          showToastOnNextPage('success', `Bienvenue ! Vous avez rejoint ${firmName}.`);
          leavePageFor('/app');
        }}
      />
    </AuthCard>
  );
}
