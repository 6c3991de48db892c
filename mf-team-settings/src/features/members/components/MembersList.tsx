import { useState } from 'react';
import { invitationLink, messageOf, type Invitation, type Member } from 'shared-data';
import { Badge, Button, ConfirmDialog, EmptyState, formatDate, FormError, Select, Link } from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { changeRole, removeMember, revokeInvitation } from '../api/memberActions.ts';
import { invitationState } from '../model/invitations.ts';
import { ROLE_LABELS, type Role } from '../model/roles.ts';

type WithId<T> = T & { id: string };

async function copyLink(token: string) {
  const link = invitationLink(token, window.location.origin);
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Lien d’invitation copié.');
  } catch {
    toast.info(`Copiez ce lien : ${link}`);
  }
}

export function MembersList({
  firmId,
  uid,
  role,
  members,
}: {
  firmId: string;
  uid: string;
  role: Role | null;
  members: WithId<Member>[];
}) {
  const isOwner = role === 'owner';
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WithId<Member> | null>(null);
  // A role change is confirmed first: a select changes on each arrow key, never promote by accident.
  const [changing, setChanging] = useState<{ member: WithId<Member>; role: Role } | null>(null);
  const [busy, setBusy] = useState(false);
  const sorted = [...members].sort((a, b) =>
    a.role === b.role ? a.name.localeCompare(b.name, 'fr') : a.role === 'owner' ? -1 : 1,
  );

  async function onRole(target: WithId<Member>, next: Role) {
    setError(null);
    try {
      await changeRole({ firmId, actorUid: uid, actorRole: role, targetUid: target.uid, role: next });
      toast.success(`${target.name || target.email} : rôle « ${ROLE_LABELS[next]} » enregistré.`);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section aria-labelledby="members-title" className={styles.panel}>
      <h2 id="members-title">Membres du cabinet ({members.length})</h2>
      <FormError message={error ?? undefined} title="Modification refusée" />
      {sorted.length === 0 ? (
        <EmptyState title="Aucun membre">Invitez un collaborateur pour travailler à plusieurs.</EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Membres">
          {sorted.map((m) => (
            <li key={m.uid} className={styles.listItem} data-member={m.email}>
              <span>
                <strong>{m.name || m.email}</strong>
                {m.uid === uid ? ' (vous)' : ''}
                <br />
                <span className={styles.muted}>
                  {m.email} · depuis le {formatDate(m.joinedAt)}
                </span>
              </span>
              <span className={styles.actions}>
                {isOwner ? (
                  <Select
                    label={`Rôle de ${m.name || m.email}`}
                    value={m.role}
                    options={[
                      { value: 'owner', label: ROLE_LABELS.owner },
                      { value: 'member', label: ROLE_LABELS.member },
                    ]}
                    onChange={(event) => setChanging({ member: m, role: event.target.value as Role })}
                  />
                ) : (
                  <Badge tone={m.role === 'owner' ? 'info' : 'neutral'}>{ROLE_LABELS[m.role]}</Badge>
                )}
                {isOwner ? (
                  <Button onClick={() => setRemoving(m)} aria-label={`Retirer ${m.name || m.email} du cabinet`}>
                    Retirer
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={changing !== null}
        title={`Rôle de ${changing?.member.name || changing?.member.email || ''} : « ${changing ? ROLE_LABELS[changing.role] : ''} » ?`}
        confirmLabel="Changer le rôle"
        busy={busy}
        onCancel={() => setChanging(null)}
        onConfirm={async () => {
          if (!changing) return;
          setBusy(true);
          await onRole(changing.member, changing.role);
          setBusy(false);
          setChanging(null);
        }}
      >
        {changing?.role === 'owner'
          ? 'Un titulaire gère le cabinet : membres, facturation, abonnement.'
          : 'Un collaborateur n’a plus accès aux paramètres du cabinet, de la facturation ni de l’abonnement.'}{' '}
        Le changement est inscrit au journal de l’équipe.
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        title={`Retirer ${removing?.name || removing?.email || ''} du cabinet ?`}
        confirmLabel="Retirer du cabinet"
        destructive
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          setError(null);
          try {
            await removeMember({ firmId, actorUid: uid, actorRole: role, targetUid: removing.uid });
            toast.success(`${removing.name || removing.email} ne fait plus partie du cabinet.`);
          } catch (e) {
            setError(messageOf(e));
          } finally {
            setBusy(false);
            setRemoving(null);
          }
        }}
      >
        Cette personne n’aura plus accès aux données du cabinet. Ses dossiers, temps et documents restent dans le
        cabinet. Le retrait est inscrit au journal d’audit.
      </ConfirmDialog>
    </section>
  );
}

export function InvitationsList({
  firmId,
  uid,
  invitations,
  memberNames,
}: {
  firmId: string;
  uid: string;
  invitations: WithId<Invitation>[];
  memberNames: ReadonlyMap<string, string>;
}) {
  const [revoking, setRevoking] = useState<WithId<Invitation> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const open = invitations.filter((i) => !i.usedAt).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="invitations-title" className={styles.panel}>
      <h2 id="invitations-title">Invitations en attente ({open.length})</h2>
      <FormError message={error ?? undefined} title="Révocation impossible" />
      {open.length === 0 ? (
        <EmptyState
          title="Aucune invitation en attente"
          action={<Link to="/app/teammates/new">Inviter un collaborateur</Link>}
        >
          Les invitations envoyées et non encore acceptées apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Invitations">
          {open.map((inv) => {
            const state = invitationState(inv, now);
            return (
              <li key={inv.id} className={styles.listItem} data-invitation={inv.email}>
                <span>
                  <strong>{inv.email}</strong> {inv.name ? `(${inv.name})` : ''}{' '}
                  <Badge tone={state === 'expirée' ? 'warning' : 'info'}>{state}</Badge>
                  <br />
                  <span className={styles.muted}>
                    Envoyée le {formatDate(inv.createdAt)} par {memberNames.get(inv.invitedBy) ?? 'le titulaire'} ·
                    expire le {formatDate(inv.expiresAt)}
                  </span>
                </span>
                <span className={styles.actions}>
                  {state === 'en attente' ? (
                    <Button
                      onClick={() => void copyLink(inv.token)}
                      aria-label={`Copier le lien d’invitation de ${inv.email}`}
                    >
                      Copier le lien
                    </Button>
                  ) : null}
                  <Button onClick={() => setRevoking(inv)} aria-label={`Révoquer l’invitation de ${inv.email}`}>
                    Révoquer
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={`Révoquer l’invitation de ${revoking?.email ?? ''} ?`}
        confirmLabel="Révoquer"
        destructive
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeInvitation({ firmId, uid, token: revoking.token });
            toast.success('Invitation révoquée : son lien ne fonctionne plus.');
          } catch (e) {
            setError(messageOf(e));
          } finally {
            setRevoking(null);
          }
        }}
      >
        Le lien envoyé ne permettra plus de rejoindre le cabinet.
      </ConfirmDialog>
    </section>
  );
}
