import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from 'shared-data';
import { Checkbox, FormError, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { NOTIFICATION_EVENTS, type NotificationPreferences } from '../model/preferences.ts';
import { preferencesSchema } from '../model/preferencesForm.ts';

/**
 * Which events notify the user, in the app and by email, and how many days before a deadline: saved
 * with the user's preferences; a failed save keeps the choices and says why.
 */
export function PreferencesForm({
  initial,
  onSave,
}: {
  initial: NotificationPreferences;
  onSave: (p: NotificationPreferences) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await onSave(values);
        form.reset(values);
        toast.success('Préférences de notification enregistrées.');
      } catch (e) {
        setError(messageOf(e));
      }
    },
    () => form.setFocus('deadlineDue.days'),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={styles.panel} aria-labelledby="prefs-title">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <h2 id="prefs-title">Ce qui vous est notifié</h2>
      <p className={styles.muted}>
        Par email : les nouvelles demandes de rendez-vous vous sont envoyées dès leur arrivée ; les autres envois
        (délais, factures, tâches) sont enregistrés comme préférence et arrivent prochainement. Les notifications dans
        l’application apparaissent sous la cloche de l’en-tête.
      </p>
      <FormError message={error ?? undefined} title="Enregistrement impossible" />
      {NOTIFICATION_EVENTS.map((event) => (
        <fieldset
          key={event.kind}
          style={{ border: '1px solid var(--pt-color-border)', borderRadius: 8, padding: 12, marginBottom: 8 }}
        >
          <legend style={{ fontWeight: 600 }}>{event.label}</legend>
          <Checkbox
            label={`Dans l’application : ${event.label.toLowerCase()}`}
            {...form.register(`${event.kind}.app`)}
          />
          <Checkbox label={`Par email : ${event.label.toLowerCase()}`} {...form.register(`${event.kind}.email`)} />
          {event.kind === 'deadlineDue' ? (
            <TextField
              label="Prévenir combien de jours avant l’échéance"
              type="number"
              min={1}
              max={60}
              error={errors.deadlineDue?.days?.message}
              {...form.register('deadlineDue.days', { valueAsNumber: true })}
            />
          ) : null}
        </fieldset>
      ))}
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer les préférences
        </SubmitButton>
      </div>
    </form>
  );
}
