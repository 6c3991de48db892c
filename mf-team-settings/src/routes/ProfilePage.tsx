import { useSession } from 'shared-auth';
import { PlannedPage } from 'shared-ui';

/** /app/settings/profile: who is signed in (read from the one shared session), then the profile form. */
export function ProfilePage() {
  const { user } = useSession();
  return (
    <>
      {user ? (
        <p data-testid="profile-session">
          Connecté en tant que <strong>{user.name || user.email}</strong> ({user.email}) — rôle :{' '}
          {user.role === 'owner' ? 'titulaire du compte' : 'collaborateur'}
        </p>
      ) : null}
      <PlannedPage
        area="Équipe et paramètres"
        title="Profil"
        path="/app/settings/profile"
        purpose="Votre nom, téléphone, domaines, langues, présentation et profil public."
      />
    </>
  );
}
