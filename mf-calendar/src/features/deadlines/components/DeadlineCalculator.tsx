import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, FormError, Select, SubmitButton, TextField, UnsavedChangesGuard, focusWhenShown } from 'shared-ui';
import { CasePicker } from '../../../components/CasePicker.tsx';
import { DayWarning } from '../../days/components/DayWarning.tsx';
import styles from '../../../components/layout.ts';
import { nonWorkingDayWarning } from '../../days/model/dayWarning.ts';
import { keepFieldFocusOnPress } from '../../../components/pointer.ts';
import type { Lookups } from '../../lookups/hooks/useLookups.ts';
import { saveDeadline } from '../api/deadlineActions.ts';
import { computeDeadline, DEADLINE_DISTANCES, DEADLINE_UNITS, type DeadlineResult } from '../model/computeDeadline.ts';
import {
  CALCULATOR_FIELD_ORDER,
  type CalculatorValues,
  calculatorSchema,
  DIRECTION_LABELS,
  DISTANCE_LABELS,
  describeInput,
  emptyCalculator,
  type SaveDeadlineValues,
  saveDeadlineSchema,
  toDeadlineInput,
  UNIT_LABELS,
} from '../model/deadlineForm.ts';
import { LOCATION_LABELS, LOCATIONS, type Location } from '../../days/model/holidays.ts';
import { formatDayLong } from '../../days/model/dayFormat.ts';

export type DeadlineCalculatorProps = {
  firmId: string;
  uid: string;
  /** The teammates a délai may be given to (`useLookups`: the same array while they are the same). */
  members: Lookups['members'];
  defaultCaseId?: string;
};

/**
 * The calculator (CPC art. 640-644) and, once computed, saving the délai to a dossier. Memoised:
 * the délais page below it reads pages and names dossiers without redrawing the form.
 */
export const DeadlineCalculator = memo(function DeadlineCalculator({
  firmId,
  uid,
  members,
  defaultCaseId = '',
}: DeadlineCalculatorProps) {
  const form = useForm<CalculatorValues>({
    resolver: zodResolver(calculatorSchema),
    defaultValues: emptyCalculator(),
    mode: 'onTouched',
  });
  const [result, setResult] = useState<{ result: DeadlineResult; label: string; location: Location } | null>(null);
  const [start, direction, location] = useWatch({ control: form.control, name: ['start', 'direction', 'location'] });
  // A countdown starts from a hearing (or another event): a weekend or a holiday there is likely a typo.
  const startWarning =
    direction === 'before'
      ? nonWorkingDayWarning({ date: start, subject: 'la date de l’événement', location: location as Location })
      : null;
  // A délai after an act never ends on one (art. 642 moves it); a countdown may (no report).
  const endWarning = result
    ? nonWorkingDayWarning({ date: result.result.end, subject: 'la date du délai', location: result.location })
    : null;
  const resultRef = useRef<HTMLDivElement>(null);
  const error = (field: keyof CalculatorValues) => form.formState.errors[field]?.message;

  const onValid = (values: CalculatorValues) => {
    const input = toDeadlineInput(values);
    if (!input) return;
    try {
      setResult({ result: computeDeadline(input), label: describeInput(input), location: input.location });
      focusWhenShown(resultRef);
    } catch (failure) {
      form.setError('start', { message: messageOf(failure) });
    }
  };
  const onInvalid = (errors: FieldErrors<CalculatorValues>) => {
    const first = CALCULATOR_FIELD_ORDER.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };

  return (
    <section aria-labelledby="calculator-title" className={styles.panel}>
      <h2 id="calculator-title">Calculer un délai</h2>
      <p className={styles.muted}>
        Code de procédure civile, art. 640 à 644 : jour de départ non compté, mois de quantième à quantième, report au
        premier jour ouvrable (samedi, dimanche, jour férié du lieu), délais de distance.
      </p>
      <form
        noValidate
        aria-label="Calculateur de délai"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onChange={() => setResult(null)}
      >
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <div className={styles.grid}>
          <TextField
            label="Date de départ (acte, notification ou événement)"
            type="date"
            showRequired
            hint={startWarning ? <DayWarning>{startWarning}</DayWarning> : undefined}
            error={error('start')}
            {...form.register('start')}
          />
          <TextField
            label="Durée"
            inputMode="numeric"
            showRequired
            error={error('amount')}
            {...form.register('amount')}
          />
          <Select
            label="Unité"
            options={DEADLINE_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))}
            error={error('unit')}
            {...form.register('unit')}
          />
          <Select
            label="Sens"
            options={(['after', 'before'] as const).map((value) => ({ value, label: DIRECTION_LABELS[value] }))}
            error={error('direction')}
            {...form.register('direction')}
          />
          <Select
            label="Lieu de la juridiction (jours fériés)"
            options={LOCATIONS.map((value) => ({ value, label: LOCATION_LABELS[value] }))}
            error={error('location')}
            {...form.register('location')}
          />
          <Select
            label="Délai de distance (art. 643-644)"
            options={DEADLINE_DISTANCES.map((value) => ({ value, label: DISTANCE_LABELS[value] }))}
            error={error('distance')}
            {...form.register('distance')}
          />
        </div>
        <div className={styles.formActions}>
          <SubmitButton {...keepFieldFocusOnPress}>Calculer</SubmitButton>
        </div>
      </form>
      {result ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result} aria-live="polite" data-testid="deadline-result">
          <p>
            Échéance : <strong>{formatDayLong(result.result.end)}</strong>
          </p>
          {endWarning ? <DayWarning announce={false}>{endWarning}</DayWarning> : null}
          <h3>Détail du calcul</h3>
          <ol className={styles.explanation}>
            {result.result.explanation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <SaveDeadline
            firmId={firmId}
            uid={uid}
            members={members}
            defaultCaseId={defaultCaseId}
            result={result.result}
            label={result.label}
            onSaved={() => {
              setResult(null);
              form.reset(emptyCalculator());
            }}
          />
        </div>
      ) : null}
    </section>
  );
});

type SaveDeadlineProps = {
  firmId: string;
  uid: string;
  members: Lookups['members'];
  defaultCaseId: string;
  result: DeadlineResult;
  label: string;
  onSaved: () => void;
};

function SaveDeadline({ firmId, uid, members, defaultCaseId, result, label, onSaved }: SaveDeadlineProps) {
  const form = useForm<SaveDeadlineValues>({
    resolver: zodResolver(saveDeadlineSchema),
    defaultValues: { title: '', caseId: defaultCaseId, assigneeUid: uid },
    mode: 'onTouched',
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const error = (field: keyof SaveDeadlineValues) => form.formState.errors[field]?.message;
  const onValid = async (values: SaveDeadlineValues) => {
    setSaveError(null);
    try {
      await saveDeadline({
        firmId,
        values,
        result: { ...result, explanation: [`Calcul : ${label}.`, ...result.explanation] },
      });
      toast.success('Délai enregistré.');
      onSaved();
    } catch (failure) {
      setSaveError(messageOf(failure));
      focusWhenShown(errorRef);
    }
  };
  const onInvalid = (errors: FieldErrors<SaveDeadlineValues>) => {
    const first = (['title', 'caseId', 'assigneeUid'] as const).find((field) => errors[field]);
    if (first) form.setFocus(first);
  };
  return (
    <form noValidate aria-label="Enregistrer le délai" onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <h3>Enregistrer ce délai</h3>
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <FormError ref={errorRef} title="L’enregistrement a échoué" message={saveError ?? undefined} />
      <div className={styles.grid}>
        <TextField
          label="Intitulé"
          placeholder="Délai d’appel"
          showRequired
          error={error('title')}
          maxLength={TEXT_LIMITS.title}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="caseId"
          render={({ field }) => (
            <CasePicker
              firmId={firmId}
              openOnly
              placeholder="Choisir un dossier…"
              showRequired
              error={error('caseId')}
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
        <Select
          label="Responsable"
          placeholder="Choisir…"
          showRequired
          options={members.map((m) => ({ value: m.uid, label: m.name }))}
          error={error('assigneeUid')}
          {...form.register('assigneeUid')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton
          {...keepFieldFocusOnPress}
          submitting={form.formState.isSubmitting}
          submittingLabel="Enregistrement…"
        >
          Enregistrer le délai
        </SubmitButton>
        <Button onClick={onSaved}>Annuler</Button>
      </div>
    </form>
  );
}
