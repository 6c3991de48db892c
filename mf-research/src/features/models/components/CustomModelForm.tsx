import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, FormError, FormNotice, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { customModelSchema, emptyCustomModel, type CustomModelValues } from '../model/customModel.ts';
import { KNOWN_FIELDS } from '../model/fields.ts';
import { checkTemplate } from '../model/fill.ts';

/**
 * A model of the cabinet: a text with {{named}} fields. Unknown field names are listed before
 * saving; the lawyer confirms they are fields to fill by hand (or corrects a typo).
 */
export function CustomModelForm({
  onSave,
  onCancel,
}: {
  onSave: (values: CustomModelValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pendingUnknown, setPendingUnknown] = useState<string[] | null>(null);
  const form = useForm<CustomModelValues>({
    resolver: zodResolver(customModelSchema),
    defaultValues: emptyCustomModel(),
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const template = form.watch('template');
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      const { unknown } = checkTemplate(values.template);
      const acknowledged = pendingUnknown !== null && pendingUnknown.join('|') === unknown.join('|');
      if (unknown.length > 0 && !acknowledged) {
        setPendingUnknown(unknown);
        return;
      }
      try {
        await onSave(values);
        form.reset(values);
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    (fieldErrors) => {
      const first = (['name', 'description', 'template'] as const).find((name) => fieldErrors[name]);
      if (first) form.setFocus(first);
    },
  );
  const unknownNow = checkTemplate(template ?? '').unknown;
  const stillPending = pendingUnknown !== null && pendingUnknown.join('|') === unknownNow.join('|');
  return (
    <form noValidate onSubmit={submit} aria-label="Nouveau modèle du cabinet">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <FormError message={error} title="Le modèle n’a pas été enregistré" />
      <TextField
        label="Nom du modèle"
        showRequired
        error={errors.name?.message}
        maxLength={TEXT_LIMITS.title}
        {...form.register('name')}
      />
      <TextField
        label="Description"
        error={errors.description?.message}
        maxLength={TEXT_LIMITS.summary}
        {...form.register('description')}
      />
      <TextAreaField
        label="Texte du modèle"
        showRequired
        rows={10}
        hint={
          <>
            Markdown ; champs entre doubles accolades. Champs remplis automatiquement :{' '}
            {Object.keys(KNOWN_FIELDS).map((name, i) => (
              <span key={name}>
                {i > 0 ? ', ' : ''}
                <code>{`{{${name}}}`}</code>
              </span>
            ))}
            . Tout autre nom est un champ à remplir à la main.
          </>
        }
        error={errors.template?.message}
        maxLength={TEXT_LIMITS.document}
        {...form.register('template')}
      />
      {stillPending ? (
        <FormNotice title="Champs inconnus">
          <p data-testid="unknown-fields">
            Ces champs ne sont pas remplis automatiquement : {unknownNow.map((name) => `{{${name}}}`).join(', ')}. Ils
            seront à compléter à la main à chaque document. Corrigez-les s’il s’agit d’une faute de frappe, ou
            enregistrez quand même.
          </p>
        </FormNotice>
      ) : null}
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          {stillPending ? 'Enregistrer avec ces champs' : 'Enregistrer le modèle'}
        </SubmitButton>
        <Button onClick={onCancel}>Annuler</Button>
      </div>
    </form>
  );
}
