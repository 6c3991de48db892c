import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from 'shared-data';
import { Button, FormError, Select, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { STATUS_LABELS } from './StatusBadge.tsx';
import { researchFormSchema, STATUSES, type ResearchFormValues } from '../model/researchForm.ts';

export type ResearchFormProps = {
  initialValues: ResearchFormValues;
  caseOptions: { value: string; label: string }[];
  submitLabel: string;
  onSave: (values: ResearchFormValues) => Promise<void>;
  onCancel: () => void;
};

/** Question, dossier, tags and status of a research file. */
export function ResearchForm({ initialValues, caseOptions, submitLabel, onSave, onCancel }: ResearchFormProps) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<ResearchFormValues>({
    resolver: zodResolver(researchFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setSaveError(null);
      try {
        await onSave(values);
        form.reset(values);
      } catch (error) {
        setSaveError(messageOf(error));
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
      <FormError message={saveError} title="L’enregistrement a échoué" />
      <div className={styles.grid}>
        <TextField
          className={styles.full}
          label="Question"
          showRequired
          hint="La question de droit à trancher, en une phrase."
          error={errors.question?.message}
          {...form.register('question')}
        />
        <Select
          label="Dossier"
          placeholder="Aucun dossier"
          options={caseOptions}
          error={errors.caseId?.message}
          {...form.register('caseId')}
        />
        <TextField
          label="Étiquettes"
          hint="Séparées par des virgules : prescription, vices cachés"
          error={errors.tags?.message}
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
