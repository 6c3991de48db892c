import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isRetryable, messageOf, type ResearchFile, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  ConflictReview,
  FormError,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
} from 'shared-ui';
import { CasePicker } from '../../../components/CasePicker.tsx';
import styles from '../../../components/layout.ts';
import { useCaseLabels } from '../../dossiers/hooks/useDossiers.ts';
import { STATUS_LABELS } from './StatusBadge.tsx';
import { fromResearchRecord, researchFormSchema, STATUSES, type ResearchFormValues } from '../model/researchForm.ts';

export type ResearchFormProps = {
  firmId: string;
  initialValues: ResearchFormValues;
  submitLabel: string;
  /** Editing: the file's `detailsUpdatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt?: string | undefined;
  onSave: (values: ResearchFormValues, context: { seenUpdatedAt: string | undefined }) => Promise<void>;
  onCancel: () => void;
};

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof ResearchFormValues, string>> = {
  question: 'Question',
  caseId: 'Dossier',
  tags: 'Étiquettes',
  status: 'Statut',
};

/** Question, dossier, tags and status of a research file. */
export function ResearchForm({
  firmId,
  initialValues,
  submitLabel,
  seenUpdatedAt,
  onSave,
  onCancel,
}: ResearchFormProps) {
  const [saveError, setSaveError] = useState<{ message: string; retry: boolean } | null>(null);
  const form = useForm<ResearchFormValues>({
    resolver: zodResolver(researchFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const caseId = useWatch({ control: form.control, name: 'caseId' });
  // The labels of the dossiers a conflict review may name (the chosen one, the one the file had).
  const cases = useCaseLabels(firmId, [caseId, initialValues.caseId]);
  const edit = useEditConflict<ResearchFormValues>({
    seenUpdatedAt,
    stamp: 'detailsUpdatedAt',
    toValues: (saved) => fromResearchRecord(saved as ResearchFile),
    labels: CONFLICT_LABELS,
    format: (field, value) =>
      field === 'caseId'
        ? value
          ? cases.caseLabel(String(value)) || 'Autre dossier'
          : 'Aucun dossier'
        : String(value || '(vide)'),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setSaveError(null);
      try {
        await onSave(values, { seenUpdatedAt: edit.seenUpdatedAt() });
        form.reset(values);
      } catch (error) {
        // Changed elsewhere: the review shows (focused); the values stay in the form.
        if (!edit.handle(error)) setSaveError({ message: messageOf(error), retry: isRetryable(error) });
      }
    },
    (fieldErrors) => {
      const first = (['question', 'caseId', 'tags', 'status'] as const).find((name) => fieldErrors[name]);
      if (first) form.setFocus(first);
    },
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Fiche de recherche">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <FormError
        message={saveError?.message}
        title="L’enregistrement a échoué"
        onRetry={saveError?.retry ? () => void submit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => void submit()} />
      <div className={styles.grid}>
        <TextField
          className={styles.full}
          label="Question"
          showRequired
          hint="La question de droit à trancher, en une phrase."
          error={errors.question?.message}
          maxLength={TEXT_LIMITS.summary}
          {...form.register('question')}
        />
        <Controller
          control={form.control}
          name="caseId"
          render={({ field }) => (
            <CasePicker
              firmId={firmId}
              placeholder="Aucun dossier"
              error={errors.caseId?.message}
              value={field.value}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
        <TextField
          label="Étiquettes"
          hint="Séparées par des virgules : prescription, vices cachés"
          error={errors.tags?.message}
          maxLength={TEXT_LIMITS.summary}
          {...form.register('tags')}
        />
        <Select
          label="Statut"
          options={STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          error={errors.status?.message}
          {...form.register('status')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          {submitLabel}
        </SubmitButton>
        <Button onClick={onCancel}>Annuler</Button>
      </div>
    </form>
  );
}
