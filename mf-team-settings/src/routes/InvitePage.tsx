import { Loading, NoCabinet, OwnerOnlyNotice } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import { InviteForm } from '../features/members/components/InviteForm.tsx';
import { useWorkContext } from 'shared-data';

/** /app/teammates/new (owner): invite by email, then copy the link. */
export function InvitePage() {
  const work = useWorkContext();
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (work.role !== 'owner')
    return (
      <OwnerOnlyNotice screen="Inviter un collaborateur" back={{ to: '/app/teammates', label: 'Voir l’équipe' }} />
    );
  return (
    <>
      <PageHeader
        title="Inviter un collaborateur"
        intro="L’invitation crée un lien valable 14 jours, à transmettre à la personne invitée."
      />
      <InviteForm firmId={work.firmId} uid={work.uid} />
    </>
  );
}
