import { Link, LoadError, Loading, NoCabinet } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import { InvitationsList, MembersList } from '../features/members/components/MembersList.tsx';
import { TeamHistory } from '../features/members/components/TeamHistory.tsx';
import { memberNames, useInvitations, useMembers, useTeamAudit } from '../features/members/hooks/useTeam.ts';
import { useWorkContext } from 'shared-data';

/** /app/teammates: the cabinet's members and, for the owner, the pending invitations. */
export function TeammatesPage() {
  const work = useWorkContext();
  const members = useMembers(work.firmId);
  const isOwner = work.role === 'owner';
  const invitations = useInvitations(work.firmId, isOwner);
  const audit = useTeamAudit(isOwner ? work.firmId : null);
  if (work.loading || members.loading) return <Loading label="Chargement de l’équipe…" />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (members.error) return <LoadError message={members.error} />;
  return (
    <>
      <PageHeader
        title="Équipe"
        intro={`Les membres de ${work.firmName || 'votre cabinet'}${isOwner ? ' et les invitations en attente' : ''}.`}
        actions={isOwner ? <Link to="/app/teammates/new">Inviter un collaborateur</Link> : null}
      />
      <MembersList firmId={work.firmId} uid={work.uid} role={work.role} members={members.data} />
      {isOwner ? (
        invitations.loading ? (
          <Loading label="Chargement des invitations…" />
        ) : (
          <InvitationsList
            firmId={work.firmId}
            uid={work.uid}
            invitations={invitations.data}
            memberNames={memberNames(members.data)}
          />
        )
      ) : null}
      {isOwner && !audit.loading ? <TeamHistory entries={audit.data} names={memberNames(members.data)} /> : null}
    </>
  );
}
