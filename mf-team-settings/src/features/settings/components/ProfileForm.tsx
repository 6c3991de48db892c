import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { isRetryable, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ConflictReview,
  conflictValueText,
  FormError,
  Link,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
} from 'shared-ui';
import { toast } from 'sonner';
import { TextArea } from '../../../components/TextArea.tsx';
import styles from '../../../components/layout.ts';
import { CONSULTATION_TYPES } from '../model/availabilityForm.ts';
import { type CabinetAddress, placeHint, placeOptions, placeText, postcodeAndCity } from '../model/cabinetAddresses.ts';
import {
  CNB_SPECIALISATIONS,
  LANGUAGE_OPTIONS,
  PRACTICE_AREA_OPTIONS,
  profileFormSchema,
  type ProfileFormValues,
} from '../model/profileForm.ts';

const FIELD_ORDER = [
  'fullName',
  'title',
  'phone',
  'barreau',
  'practiceAreas',
  'specialties',
  'languages',
  'bio',
  'addressRef',
  'postcode',
  'city',
  'consultationTypes',
  'visioUrl',
] as const;

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof ProfileFormValues, string>> = {
  fullName: 'Nom complet',
  title: 'Titre',
  phone: 'Téléphone',
  barreau: 'Barreau',
  practiceAreas: 'Domaines d’intervention',
  specialties: 'Spécialisations',
  languages: 'Langues',
  bio: 'Présentation',
  addressRef: 'Lieu des rendez-vous au cabinet',
  postcode: 'Code postal',
  city: 'Ville',
  consultationTypes: 'Types de consultation',
  visioUrl: 'Lien de visioconférence',
  fees: 'Honoraires de première consultation',
  published: 'Profil public',
};

/**
 * The professional's profile (`settings/profile-{uid}`) and the « Profil public » switch: the meeting
 * place chosen among the cabinet's addresses, CNB specialisations with their year, fees per
 * consultation type. French errors next to the fields, focus on the first one, nothing typed lost on
 * a failed save, a two-tab conflict reviewed.
 */
export function ProfileForm({
  initial,
  addresses,
  typedAddress,
  canEditCabinet,
  seenUpdatedAt,
  onSave,
}: {
  initial: ProfileFormValues;
  /** The cabinet's addresses (settings), among which the meeting place is chosen. */
  addresses: readonly CabinetAddress[];
  /** An address typed in an older profile that matches none of them ('' if none). */
  typedAddress: string;
  /** The owner edits the cabinet's addresses (Paramètres › Cabinet et membres); a member asks them. */
  canEditCabinet: boolean;
  /** The stored profile's `updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt: string | undefined;
  onSave: (values: ProfileFormValues, context: { seenUpdatedAt: string | undefined }) => Promise<string>;
}) {
  const schema = useMemo(() => profileFormSchema(new Date().getFullYear()), []);
  const [error, setError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<ProfileFormValues>({
    seenUpdatedAt,
    toValues: (saved) => ({ ...initial, ...(saved as Partial<ProfileFormValues>) }),
    labels: CONFLICT_LABELS,
    format: (field, value) => {
      if (field === 'specialties' && Array.isArray(value))
        return conflictValueText(
          value.map((s: { name?: string; year?: string }) => `${s.name ?? ''} (${s.year ?? ''})`),
        );
      if (field === 'fees' && value && typeof value === 'object')
        return conflictValueText(Object.entries(value).map(([kind, fee]) => `${kind} : ${fee || 'sur devis'}`));
      return conflictValueText(value);
    },
  });
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const specialties = useFieldArray({ control: form.control, name: 'specialties' });
  const { errors, isSubmitting } = form.formState;
  const types = form.watch('consultationTypes');
  const placeRef = form.watch('addressRef');
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        // The profile carries the chosen address's text: what the booking page and its emails show.
        const address = placeText(values.addressRef, addresses, typedAddress);
        edit.markSaved(await onSave({ ...values, address }, { seenUpdatedAt: edit.seenUpdatedAt() }));
        form.reset(values);
        toast.success(
          values.published ? 'Profil enregistré et publié dans l’annuaire.' : 'Profil enregistré (non publié).',
        );
      } catch (e) {
        // Changed elsewhere: the review shows (focused); the values stay in the form.
        if (!edit.handle(e)) setError({ message: messageOf(e), retry: isRetryable(e) });
      }
    },
    (fieldErrors) => {
      const first = FIELD_ORDER.find((n) => fieldErrors[n]);
      if (first === 'specialties') {
        const index =
          (fieldErrors.specialties as unknown as ({ name?: unknown } | undefined)[] | undefined)?.findIndex((x) => x) ??
          0;
        form.setFocus(`specialties.${Math.max(0, index)}.year`);
      } else if (first) form.setFocus(first);
    },
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <FormError
        message={error?.message}
        title="Enregistrement impossible"
        onRetry={error?.retry ? () => void onSubmit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => void onSubmit()} />
      <section className={styles.panel} aria-labelledby="profile-public-title">
        <h2 id="profile-public-title">Annuaire</h2>
        <Checkbox
          label="Profil public"
          hint="Publié : votre profil apparaît dans l’annuaire (/search) et peut recevoir des demandes de rendez-vous. Retiré : il disparaît de l’annuaire."
          {...form.register('published')}
        />
      </section>
      <section className={styles.panel} aria-labelledby="profile-identity-title">
        <h2 id="profile-identity-title">Identité</h2>
        <div className={styles.grid}>
          <TextField
            label="Nom complet"
            showRequired
            error={errors.fullName?.message}
            maxLength={TEXT_LIMITS.name}
            {...form.register('fullName')}
          />
          <TextField
            label="Titre"
            hint="Avocat, Avocate…"
            error={errors.title?.message}
            maxLength={TEXT_LIMITS.title}
            {...form.register('title')}
          />
          <TextField
            label="Téléphone"
            type="tel"
            error={errors.phone?.message}
            maxLength={TEXT_LIMITS.phone}
            {...form.register('phone')}
          />
          <TextField
            label="Barreau"
            error={errors.barreau?.message}
            maxLength={TEXT_LIMITS.short}
            {...form.register('barreau')}
          />
          <Select
            label="Lieu des rendez-vous au cabinet"
            className={styles.full}
            placeholder={
              addresses.length || typedAddress ? 'Choisir…' : 'Aucune adresse dans les paramètres du cabinet'
            }
            options={placeOptions(addresses, typedAddress)}
            hint={placeHint(placeRef, addresses)}
            error={errors.addressRef?.message}
            {...form.register('addressRef', {
              // The directory's postcode and city follow the chosen address when it gives them.
              onChange: (event: { target: { value: string } }) => {
                const parts = postcodeAndCity(placeText(event.target.value, addresses, typedAddress));
                if (!parts) return;
                form.setValue('postcode', parts.postcode, { shouldDirty: true, shouldValidate: true });
                form.setValue('city', parts.city, { shouldDirty: true, shouldValidate: true });
              },
            })}
          />
          <p className={`${styles.muted} ${styles.full}`}>
            {canEditCabinet ? (
              <>
                Une autre adresse (un autre bureau) ? Ajoutez-la dans{' '}
                <Link to="/app/settings/team">Cabinet et membres</Link>.
              </>
            ) : (
              'Une autre adresse (un autre bureau) ? Le titulaire du compte l’ajoute dans les paramètres du cabinet.'
            )}
          </p>
          <TextField
            label="Code postal"
            inputMode="numeric"
            error={errors.postcode?.message}
            {...form.register('postcode')}
          />
          <TextField
            label="Ville"
            error={errors.city?.message}
            maxLength={TEXT_LIMITS.short}
            {...form.register('city')}
          />
        </div>
        <TextArea
          label="Présentation"
          error={errors.bio?.message}
          maxLength={TEXT_LIMITS.bio}
          {...form.register('bio')}
        />
      </section>
      <section className={styles.panel} aria-labelledby="profile-areas-title">
        <h2 id="profile-areas-title">Domaines et spécialisations</h2>
        <CheckboxGroup
          legend="Domaines d’activité dominants (3 au plus)"
          options={PRACTICE_AREA_OPTIONS}
          columns={2}
          error={errors.practiceAreas?.message}
          inputProps={form.register('practiceAreas')}
        />
        <fieldset className={styles.full} style={{ border: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600 }}>Spécialisations certifiées (mention du CNB)</legend>
          <p className={styles.muted}>
            Seules ces mentions permettent d’être présenté comme « spécialiste » (RIN art. 10). Indiquez l’année
            d’obtention.
          </p>
          {specialties.fields.map((field, index) => (
            <div key={field.id} className={styles.grid}>
              <Select
                label={`Spécialisation ${index + 1}`}
                placeholder="Choisir…"
                options={CNB_SPECIALISATIONS}
                error={errors.specialties?.[index]?.name?.message}
                {...form.register(`specialties.${index}.name`)}
              />
              <TextField
                label={`Année d’obtention ${index + 1}`}
                inputMode="numeric"
                error={errors.specialties?.[index]?.year?.message}
                {...form.register(`specialties.${index}.year`)}
              />
              <div>
                <Button onClick={() => specialties.remove(index)}>Retirer la spécialisation {index + 1}</Button>
              </div>
            </div>
          ))}
          <Button onClick={() => specialties.append({ name: '', year: '' })}>Ajouter une spécialisation</Button>
        </fieldset>
        <CheckboxGroup
          legend="Langues"
          options={LANGUAGE_OPTIONS}
          columns={2}
          inputProps={form.register('languages')}
        />
      </section>
      <section className={styles.panel} aria-labelledby="profile-consult-title">
        <h2 id="profile-consult-title">Consultations</h2>
        <CheckboxGroup
          legend="Types de consultation proposés"
          options={CONSULTATION_TYPES}
          error={errors.consultationTypes?.message}
          inputProps={form.register('consultationTypes')}
        />
        {types.includes('visio') ? (
          <TextField
            label="Lien de visioconférence"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            hint="L’adresse de votre salle de visioconférence, donnée aux personnes qui réservent une visioconférence (écran de confirmation, e-mail, agenda). Elle figure dans votre fiche publique : préférez une salle avec salle d’attente."
            error={errors.visioUrl?.message}
            maxLength={TEXT_LIMITS.url}
            {...form.register('visioUrl')}
          />
        ) : null}
        <div className={styles.grid}>
          {CONSULTATION_TYPES.filter((t) => types.includes(t.value)).map((t) => (
            <TextField
              key={t.value}
              label={`Honoraires TTC d’une première consultation ${t.label.toLowerCase()} (€)`}
              hint="Vide : « sur devis »"
              inputMode="decimal"
              error={errors.fees?.[t.value]?.message}
              {...form.register(`fees.${t.value}`)}
            />
          ))}
        </div>
      </section>
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer le profil
        </SubmitButton>
      </div>
    </form>
  );
}
