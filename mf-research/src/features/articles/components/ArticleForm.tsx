import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, Checkbox, FormError, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { type ArticleFormValues, articleFormSchema } from '../model/articleForm.ts';

const ORDER = ['title', 'area', 'summary', 'tags', 'body'] as const;

/** A cabinet article: title, practice area, summary, tags, Markdown body, published to the team or not. */
export function ArticleForm({
  initialValues,
  submitLabel,
  onSave,
  onCancel,
}: {
  initialValues: ArticleFormValues;
  submitLabel: string;
  onSave: (values: ArticleFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
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
      const first = ORDER.find((name) => fieldErrors[name]);
      if (first) form.setFocus(first);
    },
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Article du cabinet">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <FormError message={saveError} title="L’enregistrement a échoué" />
      <div className={styles.grid}>
        <TextField
          className={styles.full}
          label="Titre"
          showRequired
          error={errors.title?.message}
          maxLength={TEXT_LIMITS.title}
          {...form.register('title')}
        />
        <TextField
          label="Domaine"
          showRequired
          hint="Ex. Procédure civile"
          error={errors.area?.message}
          maxLength={TEXT_LIMITS.title}
          {...form.register('area')}
        />
        <TextField
          label="Étiquettes"
          hint="Séparées par des virgules"
          error={errors.tags?.message}
          maxLength={TEXT_LIMITS.summary}
          {...form.register('tags')}
        />
        <TextAreaField
          className={styles.full}
          label="Résumé"
          rows={2}
          error={errors.summary?.message}
          maxLength={TEXT_LIMITS.summary}
          {...form.register('summary')}
        />
        <TextAreaField
          className={styles.full}
          label="Corps de l’article"
          showRequired
          rows={12}
          hint="Markdown : ## titre, **gras**, *italique*, - liste, > citation"
          error={errors.body?.message}
          maxLength={TEXT_LIMITS.document}
          {...form.register('body')}
        />
        <Checkbox className={styles.full} label="Publier pour l’équipe" {...form.register('published')} />
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
