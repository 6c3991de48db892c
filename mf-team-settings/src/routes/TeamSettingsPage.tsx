import { useWorkContext } from 'shared-data';
import { Link, LoadError, Loading, NoCabinet, OwnerOnlyNotice } from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { AuditJournal } from '../features/audit/components/AuditJournal.tsx';
import { MemberRates } from '../features/members/components/MemberRates.tsx';
import { useMembers } from '../features/members/hooks/useTeam.ts';
import { ROLE_LABELS } from '../features/members/model/roles.ts';
import { TeamForm } from '../features/settings/components/TeamForm.tsx';
import { useFirmDocument, useTeamSettings } from '../features/settings/hooks/useSettingsDocuments.ts';
import { toTeamForm } from '../features/settings/model/teamForm.ts';

/**
 * /app/settings/team (owner): cabinet identity, a members summary, each member's hourly rate and
 * the journal of sensitive changes.
 */
export function TeamSettingsPage() {
  const work = useWorkContext();
  const firm = useFirmDocument(work.firmId);
  const team = useTeamSettings(work.firmId);
  const members = useMembers(work.firmId);
  if (work.loading || firm.loading || team.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (work.role !== 'owner')
    return <OwnerOnlyNotice screen="Cabinet et membres" back={{ to: '/app/teammates', label: 'Voir l’équipe' }} />;
  if (firm.error || !firm.data) return <LoadError message={firm.error ?? 'Cabinet introuvable.'} />;
  const owners = members.data.filter((m) => m.role === 'owner').length;
  return (
    <>
      <PageHeader title="Cabinet et membres" intro="L’identité du cabinet, reprise dans l’application et l’annuaire." />
      {/* Mounted once: another tab's save must not remount it (typed text would be lost); a save is checked instead. */}
      <TeamForm
        firmId={work.firmId}
        uid={work.uid}
        initial={toTeamForm(firm.data, team.data)}
        seenUpdatedAt={team.data?.updatedAt}
      />
      <section aria-labelledby="team-summary-title" className={styles.panel}>
        <h2 id="team-summary-title">Membres</h2>
        <p>
          {members.data.length} membre{members.data.length > 1 ? 's' : ''} dont {owners} titulaire
          {owners > 1 ? 's' : ''}.
        </p>
        <ul>
          {members.data.map((m) => (
            <li key={m.uid}>
              {m.name || m.email} — {ROLE_LABELS[m.role]}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/app/teammates">Gérer les membres et les invitations</Link>
        </p>
      </section>
      <MemberRates firmId={work.firmId} role={work.role} members={members.data} />
      <AuditJournal firmId={work.firmId} members={members.data} membersLoading={members.loading} />
    </>
  );
}
