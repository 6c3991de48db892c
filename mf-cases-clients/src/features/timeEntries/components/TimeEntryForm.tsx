import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  formatAmount,
  FormError,
  focusWhenShown,
  parseEuros,
  SubmitButton,
  TextField,
  todayIso,
  UnsavedChangesGuard,
} from 'shared-ui';
import { amountCents, DURATION_HINT, durationToConfirm, formatDurationWords } from '../model/duration.ts';
import { makeTimeEntryFormSchema, TIME_MESSAGES, type TimeEntryFormValues } from '../model/timeEntryForm.ts';
import styles from '../../../components/layout.ts';

export type TimeEntryFormProps = {
  /** The form's accessible name, e.g. "Ajouter du temps passé". */
  label: string;
  /** A visible heading (the add form; a dialog has its own title). */
  heading?: string;
  defaultValues: TimeEntryFormValues;
  submitLabel: string;
  /** Saves the values; a failure is shown in the form and nothing typed is lost. */
  onSave: (values: TimeEntryFormValues) => Promise<void>;
  /** After a save, the values of the next entry (the form stays, ready); without it the caller closes the form. */
  nextValues?: (saved: TimeEntryFormValues) => TimeEntryFormValues;
  onCancel?: () => void;
  /** Tells the page whether the form holds typed text (asked before a tab switch). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where the proposed rate comes from (the member's own rate, the dossier's). */
  rateHint?: string | undefined;
  className?: string;
};

const ORDER: (keyof TimeEntryFormValues)[] = ['date', 'duration', 'description', 'rate'];
const schema = makeTimeEntryFormSchema({ today: () => todayIso() });

/**
 * One time entry (date, h:mm, rate, description), new or edited, with the same checks: no date
 * in the future, and an unusual duration (« 20 » read as 20 h) asked about inline before saving,
 * keeping everything typed.
 */
export function TimeEntryForm({
  label,
  heading,
  defaultValues,
  submitLabel,
  onSave,
  nextValues,
  onCancel,
  onDirtyChange,
  rateHint,
  className,
}: TimeEntryFormProps) {
  const form = useForm<TimeEntryFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  // The proposed rate changed (dossier edited): propose the new one unless the user typed one.
  useEffect(() => {
    if (!form.getFieldState('rate').isDirty) form.resetField('rate', { defaultValue: defaultValues.rate });
  }, [form, defaultValues.rate]);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  /** The duration asked about, and the one the user confirmed (both as typed). */
  const [asked, setAsked] = useState<{ text: string; minutes: number } | null>(null);
  const confirmed = useRef<string | null>(null);
  const fixRef = useRef<HTMLButtonElement>(null);
  const duration = useWatch({ control: form.control, name: 'duration' });
  const rate = useWatch({ control: form.control, name: 'rate' });
  // Typing another duration withdraws the question.
  const question = asked && asked.text === duration.trim() ? asked : null;
  const rateCents = parseEuros(rate);

  const error = (field: keyof TimeEntryFormValues) => form.formState.errors[field]?.message;
  /**
   * A field left without anything typed says nothing on blur (the submit still checks it): its
   * error would appear as the user presses a button of the list below (a row's « Supprimer »),
   * push that button from under the pointer and lose the click.
   */
  const field = (name: keyof TimeEntryFormValues) => {
    const registration = form.register(name);
    return {
      ...registration,
      onBlur: (event: FocusEvent<HTMLInputElement>) =>
        form.getFieldState(name).isDirty ? registration.onBlur(event) : Promise.resolve(),
    };
  };

  const onValid = async (values: TimeEntryFormValues) => {
    setSaveError(null);
    const text = values.duration.trim();
    const toConfirm = durationToConfirm(text);
    if (toConfirm !== null && confirmed.current !== text) {
      setAsked({ text, minutes: toConfirm });
      focusWhenShown(fixRef);
      return;
    }
    try {
      await onSave(values);
    } catch (failure) {
      setSaveError(messageOf(failure));
      focusWhenShown(errorRef);
      return;
    }
    confirmed.current = null;
    setAsked(null);
    if (nextValues) {
      // The fields keep their elements (keepFieldsRef): the focus can go to « Durée » at once.
      form.reset(nextValues(values), { keepFieldsRef: true });
      form.setFocus('duration');
    }
  };
  const onInvalid = (errors: FieldErrors<TimeEntryFormValues>) => {
    const first = ORDER.find((name) => errors[name]);
    if (first) form.setFocus(first);
  };
  const submit = form.handleSubmit(onValid, onInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label={label} className={className}>
      {heading ? <h3 style={{ marginTop: 0 }}>{heading}</h3> : null}
      <UnsavedChangesGuard when={dirty} />
      <FormError ref={errorRef} title="L’enregistrement a échoué" message={saveError ?? undefined} />
      <div className={styles.grid}>
        <TextField label="Date" type="date" max={todayIso()} showRequired error={error('date')} {...field('date')} />
        <TextField
          label="Durée"
          placeholder="1:30"
          hint={DURATION_HINT}
          showRequired
          error={error('duration')}
          {...field('duration')}
        />
        <TextField
          label="Taux horaire (€ HT)"
          inputMode="decimal"
          hint={rateHint}
          showRequired
          error={error('rate')}
          {...field('rate')}
        />
        <TextField
          label="Description"
          showRequired
          className={styles.full}
          error={error('description')}
          maxLength={TEXT_LIMITS.message}
          {...field('description')}
        />
      </div>
      {question ? (
        <fieldset className={styles.warning}>
          <legend>
            <strong>{TIME_MESSAGES.confirmDuration(question.minutes)}</strong>
          </legend>
          <p>
            {rateCents !== null
              ? `Soit ${formatAmount(amountCents(question.minutes, rateCents))} HT au taux de ${formatAmount(rateCents)} de l’heure. `
              : ''}
            {TIME_MESSAGES.durationReading(question.text)}
          </p>
          <div className={styles.actions}>
            {/* The safe choice comes first and takes the focus. */}
            <Button ref={fixRef} onClick={() => form.setFocus('duration')}>
              Corriger la durée
            </Button>
            <Button
              variant="primary"
              disabled={form.formState.isSubmitting}
              onClick={() => {
                confirmed.current = question.text;
                void submit();
              }}
            >
              Oui, enregistrer {formatDurationWords(question.minutes)}
            </Button>
          </div>
        </fieldset>
      ) : null}
      <div className={styles.formActions}>
        <SubmitButton submitting={form.formState.isSubmitting} submittingLabel="Enregistrement…">
          {submitLabel}
        </SubmitButton>
        {onCancel ? <Button onClick={onCancel}>Annuler</Button> : null}
      </div>
    </form>
  );
}
