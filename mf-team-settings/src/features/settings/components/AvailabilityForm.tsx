import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { isRetryable, messageOf } from 'shared-data';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ConflictReview,
  EmptyState,
  FormError,
  SubmitButton,
  TextField,
  formatLongDate,
  UnsavedChangesGuard,
  useEditConflict,
} from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import {
  availabilityFormSchema,
  CONSULTATION_TYPES,
  DAYS,
  previewSlots,
  storedAvailability,
  toAvailabilityForm,
  type AvailabilityFormValues,
} from '../model/availabilityForm.ts';

const PREVIEW_COUNT = 12;

/** The next free slots exactly as the booking page computes them (shared-data computeFreeSlots). */
function Preview({
  control,
  busy,
  taken,
}: {
  control: Control<AvailabilityFormValues>;
  busy: { start: string; end: string }[];
  taken: { start: string }[];
}) {
  const values = useWatch({ control }) as AvailabilityFormValues;
  const deferred = useDeferredValue(values);
  const result = useMemo(
    () => previewSlots({ values: deferred, busy, taken, now: new Date(), limit: PREVIEW_COUNT }),
    [deferred, busy, taken],
  );
  return (
    <section className={styles.panel} aria-labelledby="preview-title" data-preview="">
      <h2 id="preview-title">Aperçu : vos prochains créneaux libres</h2>
      <p className={styles.muted}>
        Tels que la page de prise de rendez-vous les proposera (vos rendez-vous et créneaux réservés sont déduits).
      </p>
      <div aria-live="polite">
        {result === null ? (
          <p>Corrigez les erreurs du formulaire pour voir l’aperçu.</p>
        ) : result.length === 0 ? (
          <EmptyState title="Aucun créneau libre">Ajoutez des plages horaires ou allongez l’horizon.</EmptyState>
        ) : (
          <ol className={styles.list} aria-label="Prochains créneaux libres">
            {result.map((slot) => (
              <li key={slot.start} className={styles.listItem}>
                {formatLongDate(slot.date)} à {slot.time}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function DayRanges({ form, day }: { form: ReturnType<typeof useForm<AvailabilityFormValues>>; day: number }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'weekly' });
  const errors = form.formState.errors.weekly;
  const dayName = DAYS[day - 1]!;
  const indexes = fields.map((f, index) => ({ f, index })).filter(({ f }) => f.day === day);
  return (
    <fieldset style={{ border: '1px solid var(--pt-color-border)', borderRadius: 8, padding: 12, marginBottom: 8 }}>
      <legend style={{ fontWeight: 600, textTransform: 'capitalize' }}>{dayName}</legend>
      {indexes.length === 0 ? <p className={styles.muted}>Fermé.</p> : null}
      {indexes.map(({ f, index }, n) => (
        <div key={f.id} className={styles.grid}>
          <TextField
            label={`Début ${dayName} plage ${n + 1}`}
            type="time"
            error={errors?.[index]?.start?.message}
            {...form.register(`weekly.${index}.start`)}
          />
          <TextField
            label={`Fin ${dayName} plage ${n + 1}`}
            type="time"
            error={errors?.[index]?.end?.message}
            {...form.register(`weekly.${index}.end`)}
          />
          <div>
            <Button onClick={() => remove(index)}>
              Retirer la plage {n + 1} du {dayName}
            </Button>
          </div>
        </div>
      ))}
      <Button onClick={() => append({ day, start: '', end: '' })}>Ajouter une plage le {dayName}</Button>
    </fieldset>
  );
}

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof AvailabilityFormValues, string>> = {
  weekly: 'Horaires de la semaine',
  slotMinutes: 'Durée d’un rendez-vous',
  bufferMinutes: 'Battement entre deux rendez-vous',
  minNoticeHours: 'Délai de prévenance',
  horizonDays: 'Réservable jusqu’à',
  exceptions: 'Exceptions',
  types: 'Types de consultation',
};

/**
 * Weekly hours and booking rules (`availability/{uid}`), with the live preview of the free slots
 * beside: French errors next to the fields, focus on the first one, nothing typed lost on a failed
 * save, a two-tab conflict reviewed.
 */
export function AvailabilityForm({
  initial,
  busy,
  taken,
  seenUpdatedAt,
  onSave,
}: {
  initial: AvailabilityFormValues;
  busy: { start: string; end: string }[];
  taken: { start: string }[];
  /** `availability/{uid}.updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt: string | undefined;
  onSave: (values: AvailabilityFormValues, context: { seenUpdatedAt: string | undefined }) => Promise<string>;
}) {
  const [error, setError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<AvailabilityFormValues>({
    seenUpdatedAt,
    toValues: (saved) => toAvailabilityForm(storedAvailability(saved)),
    labels: CONFLICT_LABELS,
  });
  const form = useForm<AvailabilityFormValues>({
    resolver: zodResolver(availabilityFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const { errors, isSubmitting } = form.formState;
  const watchedExceptions = form.watch('exceptions');
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        edit.markSaved(await onSave(values, { seenUpdatedAt: edit.seenUpdatedAt() }));
        form.reset(values);
        toast.success('Disponibilités enregistrées.');
      } catch (e) {
        // Changed elsewhere: the review shows (focused); the values stay in the form.
        if (!edit.handle(e)) setError({ message: messageOf(e), retry: isRetryable(e) });
      }
    },
    (fieldErrors) => {
      const weekly = fieldErrors.weekly as unknown as ({ start?: unknown; end?: unknown } | undefined)[] | undefined;
      const index = weekly?.findIndex((x) => x) ?? -1;
      if (index >= 0) return form.setFocus(`weekly.${index}.${weekly![index]!.start ? 'start' : 'end'}`);
      const first = (['slotMinutes', 'bufferMinutes', 'minNoticeHours', 'horizonDays'] as const).find(
        (n) => fieldErrors[n],
      );
      if (first) return form.setFocus(first);
      return undefined;
    },
  );
  return (
    <>
      <form noValidate onSubmit={onSubmit}>
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <FormError
          message={error?.message}
          title="Enregistrement impossible"
          onRetry={error?.retry ? () => void onSubmit() : undefined}
          retrying={isSubmitting}
        />
        <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => void onSubmit()} />
        <section className={styles.panel} aria-labelledby="rules-title">
          <h2 id="rules-title">Règles des rendez-vous</h2>
          <div className={styles.grid}>
            <TextField
              label="Durée d’un créneau (minutes)"
              inputMode="numeric"
              error={errors.slotMinutes?.message}
              {...form.register('slotMinutes')}
            />
            <TextField
              label="Marge entre rendez-vous (minutes)"
              inputMode="numeric"
              error={errors.bufferMinutes?.message}
              {...form.register('bufferMinutes')}
            />
            <TextField
              label="Préavis minimum (heures)"
              inputMode="numeric"
              error={errors.minNoticeHours?.message}
              {...form.register('minNoticeHours')}
            />
            <TextField
              label="Horizon de réservation (jours)"
              inputMode="numeric"
              error={errors.horizonDays?.message}
              {...form.register('horizonDays')}
            />
          </div>
          <CheckboxGroup
            legend="Types de consultation proposés"
            options={CONSULTATION_TYPES}
            error={errors.types?.message}
            inputProps={form.register('types')}
          />
        </section>
        <section className={styles.panel} aria-labelledby="weekly-title">
          <h2 id="weekly-title">Horaires de la semaine</h2>
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <DayRanges key={day} form={form} day={day} />
          ))}
        </section>
        <section className={styles.panel} aria-labelledby="exceptions-title">
          <h2 id="exceptions-title">Exceptions</h2>
          {exceptions.fields.length === 0 ? (
            <p className={styles.muted}>Aucune exception (jour fermé ou ouverture exceptionnelle).</p>
          ) : null}
          {exceptions.fields.map((field, index) => (
            <div key={field.id} className={styles.grid}>
              <TextField
                label={`Date de l’exception ${index + 1}`}
                type="date"
                error={errors.exceptions?.[index]?.date?.message}
                {...form.register(`exceptions.${index}.date`)}
              />
              <Checkbox
                label={`Fermé toute la journée (exception ${index + 1})`}
                {...form.register(`exceptions.${index}.closed`)}
              />
              {watchedExceptions[index]?.closed ? null : (
                <>
                  <TextField
                    label={`Ouverture de ${index + 1} : début`}
                    type="time"
                    error={errors.exceptions?.[index]?.start?.message}
                    {...form.register(`exceptions.${index}.start`)}
                  />
                  <TextField
                    label={`Ouverture de ${index + 1} : fin`}
                    type="time"
                    error={errors.exceptions?.[index]?.end?.message}
                    {...form.register(`exceptions.${index}.end`)}
                  />
                </>
              )}
              <div>
                <Button onClick={() => exceptions.remove(index)}>Retirer l’exception {index + 1}</Button>
              </div>
            </div>
          ))}
          <Button onClick={() => exceptions.append({ date: '', closed: true, start: '', end: '' })}>
            Ajouter une exception
          </Button>
        </section>
        <div className={styles.formActions}>
          <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
            Enregistrer les disponibilités
          </SubmitButton>
        </div>
      </form>
      <Preview control={form.control} busy={busy} taken={taken} />
    </>
  );
}
