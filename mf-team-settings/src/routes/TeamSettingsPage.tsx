import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { formatSiret, isRetryable, messageOf, TEXT_LIMITS, useWorkContext } from 'shared-data';
import {
  ConflictReview,
  FormError,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
  Link,
  Button,
  conflictValueText,
  LoadError,
  Loading,
  NoCabinet,
} from 'shared-ui';
import { toast } from 'sonner';
import { OwnerOnly } from '../components/OwnerOnly.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { AuditJournal } from '../features/audit/components/AuditJournal.tsx';
import { MemberRates } from '../features/members/components/MemberRates.tsx';
import { useMembers } from '../features/members/hooks/useTeam.ts';
import { ROLE_LABELS } from '../features/members/model/roles.ts';
import { saveTeam } from '../features/settings/api/settingsActions.ts';
import { useFirmDocument, useTeamSettings } from '../features/settings/hooks/useSettingsDocuments.ts';
import { officesOf } from '../features/settings/model/cabinetAddresses.ts';
import { newOfficeId, teamFormSchema, type TeamFormValues } from '../features/settings/model/teamForm.ts';

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof TeamFormValues, string>> = {
  name: 'Nom du cabinet',
  siret: 'SIRET',
  address: 'Adresse',
  barreau: 'Barreau',
  offices: 'Autres bureaux',
};

function TeamForm({
  firmId,
  uid,
  initial,
  seenUpdatedAt,
}: {
  firmId: string;
  uid: string;
  initial: TeamFormValues;
  /** `settings/team.updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt: string | undefined;
}) {
  const [error, setError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<TeamFormValues>({
    seenUpdatedAt,
    toValues: (saved) => ({
      name: String(saved.name ?? ''),
      siret: saved.siret ? formatSiret(String(saved.siret)) : '',
      address: String(saved.address ?? ''),
      barreau: String(saved.barreau ?? ''),
      offices: officesOf(saved),
    }),
    format: (field, value) =>
      field === 'offices' && Array.isArray(value)
        ? value.map((office: { label?: string; address?: string }) => office.address ?? '').join(' ; ') || '—'
        : conflictValueText(value),
    labels: CONFLICT_LABELS,
  });
  const form = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const offices = useFieldArray({ control: form.control, name: 'offices', keyName: 'key' });
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        edit.markSaved(await saveTeam({ firmId, uid, values, seenUpdatedAt: edit.seenUpdatedAt() }));
        form.reset(values);
        toast.success('Identité du cabinet enregistrée.');
      } catch (e) {
        // Changed elsewhere: the review shows (focused); the values stay in the form.
        if (!edit.handle(e)) setError({ message: messageOf(e), retry: isRetryable(e) });
      }
    },
    (fieldErrors) => {
      const first = (['name', 'siret', 'address', 'barreau'] as const).find((n) => fieldErrors[n]);
      const office = fieldErrors.offices?.findIndex?.((entry) => entry?.address) ?? -1;
      if (first) form.setFocus(first);
      else if (office >= 0) form.setFocus(`offices.${office}.address`);
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} className={styles.panel} aria-labelledby="team-identity-title">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <h2 id="team-identity-title">Identité du cabinet</h2>
      <FormError
        message={error?.message}
        title="Enregistrement impossible"
        onRetry={error?.retry ? () => void onSubmit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => void onSubmit()} />
      <div className={styles.grid}>
        <TextField
          label="Nom du cabinet"
          showRequired
          error={errors.name?.message}
          maxLength={TEXT_LIMITS.title}
          {...form.register('name')}
        />
        <TextField
          label="SIRET"
          hint="14 chiffres, clé de contrôle vérifiée"
          inputMode="numeric"
          error={errors.siret?.message}
          {...form.register('siret')}
        />
        <TextField
          label="Adresse"
          showRequired
          className={styles.full}
          error={errors.address?.message}
          maxLength={TEXT_LIMITS.address}
          {...form.register('address')}
        />
        <TextField
          label="Barreau"
          hint="ex. Lyon"
          error={errors.barreau?.message}
          maxLength={TEXT_LIMITS.short}
          {...form.register('barreau')}
        />
      </div>
      <fieldset className={styles.full} style={{ border: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Autres bureaux</legend>
        <p className={styles.muted}>
          Les adresses où le cabinet reçoit aussi : chaque professionnel choisit, dans son profil, celle qu’il donne aux
          visiteurs.
        </p>
        {offices.fields.map((field, index) => (
          <div key={field.key} className={styles.grid}>
            <TextField
              label={`Nom du bureau ${index + 1}`}
              hint="ex. Bureau de Villeurbanne"
              error={errors.offices?.[index]?.label?.message}
              maxLength={TEXT_LIMITS.title}
              {...form.register(`offices.${index}.label`)}
            />
            <TextField
              label={`Adresse du bureau ${index + 1}`}
              showRequired
              error={errors.offices?.[index]?.address?.message}
              maxLength={TEXT_LIMITS.address}
              {...form.register(`offices.${index}.address`)}
            />
            <div>
              <Button onClick={() => offices.remove(index)}>Retirer le bureau {index + 1}</Button>
            </div>
          </div>
        ))}
        <Button
          onClick={() =>
            offices.append(
              { id: newOfficeId(), label: '', address: '' },
              { focusName: `offices.${offices.fields.length}.label` },
            )
          }
        >
          Ajouter un bureau
        </Button>
      </fieldset>
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer l’identité du cabinet
        </SubmitButton>
      </div>
    </form>
  );
}

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
  if (work.role !== 'owner') return <OwnerOnly title="Cabinet et membres" />;
  if (firm.error || !firm.data) return <LoadError message={firm.error ?? 'Cabinet introuvable.'} />;
  const initial: TeamFormValues = {
    name: firm.data.name,
    siret: firm.data.siret ? formatSiret(firm.data.siret) : '',
    address: firm.data.address,
    barreau: team.data?.barreau ?? '',
    offices: officesOf(team.data),
  };
  const owners = members.data.filter((m) => m.role === 'owner').length;
  return (
    <>
      <PageHeader title="Cabinet et membres" intro="L’identité du cabinet, reprise dans l’application et l’annuaire." />
      {/* Mounted once: another tab's save must not remount it (typed text would be lost); a save is checked instead. */}
      <TeamForm firmId={work.firmId} uid={work.uid} initial={initial} seenUpdatedAt={team.data?.updatedAt} />
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
