import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { isRetryable, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  ConflictReview,
  conflictValueText,
  FormError,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
} from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { saveTeam } from '../api/settingsActions.ts';
import { newOfficeId, teamFormSchema, toTeamForm, type TeamFormValues } from '../model/teamForm.ts';

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof TeamFormValues, string>> = {
  name: 'Nom du cabinet',
  siret: 'SIRET',
  address: 'Adresse',
  barreau: 'Barreau',
  offices: 'Autres bureaux',
};

/**
 * The cabinet's identity (`firms/{f}` and `settings/team`) and its other offices, owner only: French
 * errors next to the fields, focus on the first one, nothing typed lost on a failed save, a two-tab
 * conflict reviewed.
 */
export function TeamForm({
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
    toValues: (saved) => toTeamForm(saved, saved),
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
