import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, type ResearchSource } from 'shared-data';
import { Button, FormError, Select, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { formatCitation, SOURCE_KIND_LABELS } from '../model/citation.ts';
import {
  emptySourceForm,
  SOURCE_TEXT_LIMITS,
  sourceFormSchema,
  toSource,
  type SourceFormValues,
} from '../model/researchForm.ts';

const CASS_CHAMBERS = ['1re civ.', '2e civ.', '3e civ.', 'com.', 'soc.', 'crim.', 'ch. mixte', 'ass. plén.'];

export function sourceToForm(source: ResearchSource): SourceFormValues {
  const base = emptySourceForm(source.kind);
  if (source.kind === 'code')
    return {
      ...base,
      url: source.url,
      article: source.article,
      code: source.code,
      versionDate: source.versionDate ?? '',
    };
  if (source.kind === 'jurisprudence')
    return {
      ...base,
      url: source.url,
      juridiction: source.juridiction,
      chambre: source.chambre,
      date: source.date,
      numero: source.numero,
      ecli: source.ecli,
      solution: source.solution,
    };
  return {
    ...base,
    url: source.url,
    author: source.author,
    title: source.title,
    revue: source.revue,
    year: String(source.year),
    page: source.page,
  };
}

/** One source: its fields change with its kind; the citation preview updates as one types. */
export function SourceForm({
  initial,
  sourceId,
  onSave,
  onCancel,
}: {
  initial: SourceFormValues;
  sourceId: string;
  onSave: (source: ResearchSource) => Promise<void>;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SourceFormValues>({
    resolver: zodResolver(sourceFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const values = form.watch();
  const preview = sourceFormSchema.safeParse(values);
  const reg = (name: keyof SourceFormValues) => ({
    ...form.register(name),
    error: errors[name]?.message,
    maxLength: (SOURCE_TEXT_LIMITS as Partial<Record<keyof SourceFormValues, number>>)[name],
  });
  const submit = form.handleSubmit(
    async (valid) => {
      setError(null);
      try {
        await onSave(toSource(valid, sourceId));
        form.reset(valid);
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    (fieldErrors) => {
      const first = Object.keys(sourceFormSchema.shape ?? {}).find((name) => name in fieldErrors);
      const key = (first ?? Object.keys(fieldErrors)[0]) as keyof SourceFormValues | undefined;
      if (key) form.setFocus(key);
    },
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Source">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <FormError message={error} title="La source n’a pas été enregistrée" />
      <div className={styles.grid}>
        <Select
          label="Type de source"
          options={(['code', 'jurisprudence', 'doctrine'] as const).map((kind) => ({
            value: kind,
            label: SOURCE_KIND_LABELS[kind],
          }))}
          {...form.register('kind')}
        />
        {values.kind === 'code' ? (
          <>
            <TextField label="Article" showRequired hint="ex. 1648 ou L. 1235-3" {...reg('article')} />
            <TextField label="Code ou texte" showRequired hint="ex. Code civil" list="codes-list" {...reg('code')} />
            <datalist id="codes-list">
              {[
                'Code civil',
                'Code de procédure civile',
                'Code de commerce',
                'Code du travail',
                'Code pénal',
                'Code de la consommation',
              ].map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
            <TextField label="Version en vigueur au" type="date" {...reg('versionDate')} />
          </>
        ) : null}
        {values.kind === 'jurisprudence' ? (
          <>
            <TextField
              label="Juridiction"
              showRequired
              hint="ex. Cour de cassation, Cour d’appel de Lyon"
              list="courts-list"
              {...reg('juridiction')}
            />
            <datalist id="courts-list">
              {[
                'Cour de cassation',
                'Conseil d’État',
                'Conseil constitutionnel',
                'Cour d’appel de Lyon',
                'Tribunal judiciaire de Lyon',
              ].map((court) => (
                <option key={court} value={court} />
              ))}
            </datalist>
            <TextField label="Chambre" hint="ex. 3e civ., soc., com." list="chambers-list" {...reg('chambre')} />
            <datalist id="chambers-list">
              {CASS_CHAMBERS.map((chamber) => (
                <option key={chamber} value={chamber} />
              ))}
            </datalist>
            <TextField label="Date de la décision" type="date" showRequired {...reg('date')} />
            <TextField label="Numéro de pourvoi ou RG" hint="ex. 25-70.018 ou 23/01234" {...reg('numero')} />
            <TextField label="ECLI (si connu)" hint="ex. ECLI:FR:CCASS:2025:C300123" {...reg('ecli')} />
            <TextField
              className={styles.full}
              label="Solution"
              hint="Ce que la décision retient, en une phrase."
              {...reg('solution')}
            />
          </>
        ) : null}
        {values.kind === 'doctrine' ? (
          <>
            <TextField label="Auteur" showRequired {...reg('author')} />
            <TextField label="Titre" showRequired {...reg('title')} />
            <TextField label="Revue" hint="ex. D., JCP G, RTD civ." {...reg('revue')} />
            <TextField label="Année" inputMode="numeric" showRequired {...reg('year')} />
            <TextField label="Page" {...reg('page')} />
          </>
        ) : null}
        <TextField
          className={styles.full}
          label="Lien (facultatif)"
          type="url"
          hint="https://www.legifrance.gouv.fr/…"
          {...reg('url')}
        />
      </div>
      <p aria-live="polite">
        Citation :{' '}
        <span className={styles.citation}>
          {preview.success ? formatCitation(toSource(preview.data, sourceId)) : '—'}
        </span>
      </p>
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer la source
        </SubmitButton>
        <Button onClick={onCancel}>Annuler</Button>
      </div>
    </form>
  );
}
