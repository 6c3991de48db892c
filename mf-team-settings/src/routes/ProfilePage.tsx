import { useSession } from 'shared-auth';
import { useWorkContext } from 'shared-data';
import { LoadError, Loading, NoCabinet } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { saveProfile } from '../features/settings/api/settingsActions.ts';
import { ProfileForm } from '../features/settings/components/ProfileForm.tsx';
import {
  useBillingSettings,
  useFirmDocument,
  useProfileSettings,
  useProRecord,
  usePublicProfile,
  useTeamSettings,
} from '../features/settings/hooks/useSettingsDocuments.ts';
import { cabinetAddresses, initialPlace, refreshedPlace } from '../features/settings/model/cabinetAddresses.ts';
import { toProfileForm } from '../features/settings/model/profileForm.ts';

/** /app/settings/profile: the signed-in professional's profile and the "Profil public" switch. */
export function ProfilePage() {
  const work = useWorkContext();
  const { user } = useSession();
  const stored = useProfileSettings(work.firmId, work.uid);
  const pro = useProRecord(work.uid);
  const published = usePublicProfile(work.uid);
  // The cabinet's addresses: the meeting place is one of them (cabinetAddresses.ts).
  const firm = useFirmDocument(work.firmId);
  const team = useTeamSettings(work.firmId);
  const billing = useBillingSettings(work.firmId);
  if (
    work.loading ||
    stored.loading ||
    pro.loading ||
    published.loading ||
    firm.loading ||
    team.loading ||
    billing.loading
  )
    return <Loading />;
  if (!work.firmId || !work.uid || !user) return <NoCabinet signedOut={work.signedOut} />;
  if (stored.error) return <LoadError message={stored.error} />;
  const fromPublic = published.data;
  const addresses = cabinetAddresses({ firm: firm.data, team: team.data, billing: billing.data });
  // Where the form's place comes from: the saved form, else the published profile (older profiles typed it).
  const place = initialPlace(
    stored.data ? { addressRef: stored.data.addressRef, address: stored.data.address } : (fromPublic ?? {}),
    addresses,
  );
  // The cabinet's address changed since the profile was published: say what the directory still shows.
  const stale = fromPublic?.published ? refreshedPlace(fromPublic, addresses) : null;
  const firmId = work.firmId;
  const uid = work.uid;
  return (
    <>
      <PageHeader
        title="Profil"
        intro="Votre fiche professionnelle et, si vous le choisissez, votre profil public dans l’annuaire."
      />
      <p data-testid="profile-session" className={styles.muted}>
        Connecté en tant que <strong>{user.name || user.email}</strong> ({user.email}) — rôle :{' '}
        {work.role === 'owner' ? 'titulaire du compte' : 'collaborateur'}
      </p>
      {stale ? (
        <p className={styles.notice} role="status" data-stale-address="">
          L’adresse du cabinet a changé : votre profil public indique encore « {fromPublic?.address} ». Enregistrez le
          profil pour publier « {stale} ».
        </p>
      ) : null}
      <ProfileForm
        initial={toProfileForm({
          stored: stored.data,
          published: fromPublic,
          pro: pro.data,
          sessionName: user.name ?? '',
          addressRef: place.ref,
        })}
        addresses={addresses}
        typedAddress={place.typed}
        canEditCabinet={work.role === 'owner'}
        seenUpdatedAt={stored.data?.updatedAt}
        onSave={(values, { seenUpdatedAt }) =>
          saveProfile({ firmId, firmName: work.firmName ?? '', uid, email: user.email, values, seenUpdatedAt })
        }
      />
    </>
  );
}
