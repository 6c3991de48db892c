import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type CalendarEvent, isRetryable, messageOf, TEXT_LIMITS, useCaseLabels } from 'shared-data';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ConflictReview,
  FormError,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
  focusWhenShown,
} from 'shared-ui';
import { CasePicker } from '../../../components/CasePicker.tsx';
import { DayWarning } from '../../days/components/DayWarning.tsx';
import styles from '../../../components/layout.ts';
import { nonWorkingDayWarning } from '../../days/model/dayWarning.ts';
import { keepFieldFocusOnPress } from '../../../components/pointer.ts';
import type { Lookups } from '../../lookups/hooks/useLookups.ts';
import { createEvent, deleteEvent, updateEvent } from '../api/eventActions.ts';
import { readCases } from '../api/readCases.ts';
import { EVENT_KIND_LABELS, EVENT_KINDS } from '../model/eventKinds.ts';
import {
  type CaseCourt,
  courtFromCase,
  EVENT_FIELD_ORDER,
  EVENT_STATUS_LABELS,
  type EventFormValues,
  eventFormSchema,
  eventToValues,
  HEARING_TYPES,
} from '../model/eventForm.ts';

export type EventFormProps = {
  firmId: string;
  uid: string;
  lookups: Lookups;
  initial: EventFormValues;
  /** Editing an existing event (else: creating). */
  eventId?: string | undefined;
  /** Editing: the event's `updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt?: string | undefined;
  onDone: () => void;
  /** Extra actions (e.g. export this event). */
  extra?: React.ReactNode;
};

/**
 * Create or edit an event. Everything the mouse does in the agenda (select a slot, move, resize)
 * can be done here with the keyboard: the day and time fields.
 */
/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof EventFormValues, string>> = {
  kind: 'Type',
  title: 'Intitulé',
  startDate: 'Début — date',
  startTime: 'Début — heure',
  endDate: 'Fin — date',
  endTime: 'Fin — heure',
  caseId: 'Dossier',
  location: 'Lieu',
  jurisdiction: 'Juridiction',
  chamber: 'Chambre',
  hearingType: 'Type d’audience',
  rgNumber: 'Numéro RG',
  status: 'Statut',
  attendeeUids: 'Membres concernés',
};

export function EventForm({ firmId, uid, lookups, initial, eventId, seenUpdatedAt, onDone, extra }: EventFormProps) {
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const attendees = useWatch({ control: form.control, name: 'attendeeUids' });
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const caseId = useWatch({ control: form.control, name: 'caseId' });
  // The labels of the dossiers a conflict review may name (the chosen one, the one the event had).
  const caseLabels = useCaseLabels(firmId, [caseId, initial.caseId]);
  // Before saving, not instead: a hearing may really be held on a Saturday.
  const dateWarning =
    kind === 'audience' ? nonWorkingDayWarning({ date: startDate, subject: 'la date de l’audience' }) : null;
  // An audience takes its dossier's juridiction and RG, never over what the user typed.
  const filledFromCase = useRef<Partial<CaseCourt>>({});
  const fillCourt = async ({
    kind: kindNow,
    caseId: chosenId,
    asDefault = false,
  }: {
    kind: string;
    caseId: string;
    asDefault?: boolean;
  }) => {
    if (kindNow !== 'audience') return;
    // The chosen dossier, read by its id (its juridiction and RG); none chosen: nothing to fill from.
    const read = chosenId ? (await readCases(firmId, [chosenId])).get(chosenId) : null;
    // Another dossier or kind was chosen meanwhile: that choice fills the form, not this one.
    if (form.getValues('caseId') !== chosenId || form.getValues('kind') !== 'audience') return;
    const court = read ? { jurisdiction: read.jurisdiction ?? '', rgNumber: read.rgNumber ?? '' } : null;
    const values = { jurisdiction: form.getValues('jurisdiction'), rgNumber: form.getValues('rgNumber') };
    const changes = courtFromCase({ values, court, filled: filledFromCase.current });
    for (const [field, value] of Object.entries(changes) as [keyof CaseCourt, string][]) {
      // Opening a dossier's "Nouvelle audience": its values are the form's starting point (nothing typed yet).
      if (asDefault) form.resetField(field, { defaultValue: value });
      else form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      filledFromCase.current[field] = value;
    }
  };
  const filledOnOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when a new event opens for a dossier.
  useEffect(() => {
    if (eventId || filledOnOpen.current || !initial.caseId) return;
    filledOnOpen.current = true;
    void fillCourt({ kind: form.getValues('kind'), caseId: initial.caseId, asDefault: true });
  }, []);
  const [saveError, setSaveError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<EventFormValues>({
    seenUpdatedAt,
    toValues: (saved) => eventToValues(saved as CalendarEvent),
    labels: CONFLICT_LABELS,
    format: (field, value) => {
      if (field === 'attendeeUids' && Array.isArray(value))
        return value.map((id) => lookups.members.find((m) => m.uid === id)?.name ?? String(id)).join(', ');
      if (field === 'caseId') return value ? caseLabels.caseLabel(String(value)) || 'Autre dossier' : 'Aucun dossier';
      return value === '' || value === undefined ? '(vide)' : String(value);
    },
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const error = (field: keyof EventFormValues) => form.formState.errors[field]?.message;

  const onValid = async (values: EventFormValues) => {
    setSaveError(null);
    try {
      if (eventId) await updateEvent({ firmId, uid, id: eventId, values, seenUpdatedAt: edit.seenUpdatedAt() });
      else await createEvent({ firmId, uid, values });
      toast.success(eventId ? 'Événement modifié.' : 'Événement ajouté à l’agenda.');
      onDone();
    } catch (failure) {
      // Changed elsewhere: the review shows (focused); the values stay in the form.
      if (edit.handle(failure)) return;
      setSaveError({ message: messageOf(failure), retry: isRetryable(failure) });
      focusWhenShown(errorRef);
    }
  };
  const onInvalid = (errors: FieldErrors<EventFormValues>) => {
    const first = EVENT_FIELD_ORDER.find((field) => errors[field]);
    if (first === 'attendeeUids') document.getElementById('event-attendees')?.querySelector('input')?.focus();
    else if (first) form.setFocus(first);
  };
  const toggleAttendee = (memberUid: string, checked: boolean) => {
    const next = checked ? [...attendees, memberUid] : attendees.filter((u) => u !== memberUid);
    form.setValue('attendeeUids', next, { shouldDirty: true, shouldValidate: true });
  };
  const remove = async () => {
    if (!eventId) return;
    try {
      await deleteEvent({ firmId, uid, id: eventId });
      toast.success('Événement supprimé.');
      setConfirmDelete(false);
      onDone();
    } catch (failure) {
      setConfirmDelete(false);
      setSaveError({ message: messageOf(failure), retry: false });
    }
  };

  return (
    <form
      noValidate
      aria-label={eventId ? 'Modifier l’événement' : 'Nouvel événement'}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <FormError
        ref={errorRef}
        title="L’enregistrement a échoué"
        message={saveError?.message}
        onRetry={saveError?.retry ? () => void form.handleSubmit(onValid, onInvalid)() : undefined}
        retrying={form.formState.isSubmitting}
      />
      <ConflictReview
        edit={edit}
        form={form}
        busy={form.formState.isSubmitting}
        onKeepMine={() => void form.handleSubmit(onValid, onInvalid)()}
      />
      <div className={styles.grid}>
        <Select
          label="Type"
          options={EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] }))}
          {...form.register('kind', {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
              void fillCourt({ kind: event.target.value, caseId: form.getValues('caseId') }),
          })}
        />
        <TextField
          label="Intitulé"
          showRequired
          maxLength={TEXT_LIMITS.title}
          error={error('title')}
          {...form.register('title')}
        />
        <TextField
          label="Début — date"
          type="date"
          showRequired
          hint={dateWarning ? <DayWarning>{dateWarning}</DayWarning> : undefined}
          error={error('startDate')}
          {...form.register('startDate')}
        />
        <TextField
          label="Début — heure (24 h)"
          type="time"
          step={300}
          showRequired
          error={error('startTime')}
          {...form.register('startTime')}
        />
        <TextField label="Fin — date" type="date" showRequired error={error('endDate')} {...form.register('endDate')} />
        <TextField
          label="Fin — heure (24 h)"
          type="time"
          step={300}
          showRequired
          error={error('endTime')}
          {...form.register('endTime')}
        />
        <Controller
          control={form.control}
          name="caseId"
          render={({ field }) => (
            <CasePicker
              firmId={firmId}
              placeholder="Aucun dossier"
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(id) => {
                field.onChange(id);
                void fillCourt({ kind: form.getValues('kind'), caseId: id });
              }}
            />
          )}
        />
        <TextField
          label="Lieu"
          maxLength={TEXT_LIMITS.address}
          error={error('location')}
          {...form.register('location')}
        />
        {kind === 'audience' ? (
          <>
            <TextField
              label="Juridiction"
              placeholder="Tribunal judiciaire de Lyon"
              showRequired
              error={error('jurisdiction')}
              maxLength={TEXT_LIMITS.title}
              {...form.register('jurisdiction')}
            />
            <TextField
              label="Chambre"
              placeholder="4e chambre civile"
              maxLength={TEXT_LIMITS.short}
              error={error('chamber')}
              {...form.register('chamber')}
            />
            <Select
              label="Type d’audience"
              options={HEARING_TYPES.map((value) => ({ value, label: value }))}
              {...form.register('hearingType')}
            />
            <TextField
              label="Numéro RG"
              placeholder="26/01234"
              maxLength={TEXT_LIMITS.identifier}
              error={error('rgNumber')}
              {...form.register('rgNumber')}
            />
          </>
        ) : null}
        <Select
          label="Statut"
          options={(['confirmé', 'à confirmer', 'annulé'] as const).map((value) => ({
            value,
            label: EVENT_STATUS_LABELS[value],
          }))}
          {...form.register('status')}
        />
        <fieldset
          id="event-attendees"
          className={styles.full}
          aria-describedby={error('attendeeUids') ? 'event-attendees-error' : undefined}
        >
          <legend>Membres du cabinet concernés (obligatoire)</legend>
          {lookups.members.map((member) => (
            <Checkbox
              key={member.uid}
              label={member.name}
              checked={attendees.includes(member.uid)}
              onChange={(event) => toggleAttendee(member.uid, event.target.checked)}
            />
          ))}
          {error('attendeeUids') ? (
            <p id="event-attendees-error" role="alert" className={styles.overdue}>
              {error('attendeeUids')}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div className={styles.formActions}>
        <SubmitButton
          {...keepFieldFocusOnPress}
          submitting={form.formState.isSubmitting}
          submittingLabel="Enregistrement…"
        >
          {eventId ? 'Enregistrer les modifications' : 'Ajouter à l’agenda'}
        </SubmitButton>
        <Button onClick={onDone}>Annuler</Button>
        {extra}
        {eventId ? <Button onClick={() => setConfirmDelete(true)}>Supprimer</Button> : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Supprimer cet événement ?"
        confirmLabel="Supprimer"
        destructive
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      >
        Il disparaîtra de l’agenda de tous les membres du cabinet.
      </ConfirmDialog>
    </form>
  );
}
