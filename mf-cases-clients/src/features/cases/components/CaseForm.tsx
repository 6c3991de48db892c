import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageOf, PRACTICE_AREAS } from 'shared-data';
import {
  Button,
  FormError,
  RadioGroup,
  Select,
  SubmitButton,
  TextField,
  type SelectOption,
  UnsavedChangesGuard,
  todayIso,
} from 'shared-ui';
import { caseFormSchema, FEE_KINDS, STATUS_LABELS, STATUSES, type CaseFormValues } from '../model/caseForm.ts';
import styles from '../../../components/layout.ts';

export type CaseFormProps = {
  initialValues: CaseFormValues;
  clientOptions: SelectOption[];
  memberOptions: SelectOption[];
  /** Names of clients already chosen that are not in the options (archived…). */
  clientNames: ReadonlyMap<string, string>;
  submitLabel: string;
  onSave: (values: CaseFormValues) => Promise<void>;
  onCancel?: () => void;
  /** Tells the page whether the form holds typed text (asked before a tab switch). */
  onDirtyChange?: (dirty: boolean) => void;
};

const FIELD_ORDER: (keyof CaseFormValues)[] = [
  'title',
  'clientIds',
  'matter',
  'jurisdiction',
  'rgNumber',
  'responsibleUid',
  'status',
  'openedAt',
  'feeKind',
  'feeAmount',
  'hourlyRate',
  'successPercent',
];

/** Create or edit a dossier: react-hook-form + zod, French errors, nothing lost on error. */
export function CaseForm({
  initialValues,
  clientOptions,
  memberOptions,
  clientNames,
  submitLabel,
  onSave,
  onCancel,
  onDirtyChange,
}: CaseFormProps) {
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(caseFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pick, setPick] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  const pickRef = useRef<HTMLSelectElement>(null);
  const clientIds = watch('clientIds');
  const feeKind = watch('feeKind');
  const error = (field: keyof CaseFormValues) => formState.errors[field]?.message;
  // Saved: the page navigates away, nothing to guard any more.
  const [saved, setSaved] = useState(false);
  const dirty = formState.isDirty && !saved;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onValid = async (values: CaseFormValues) => {
    setSaveError(null);
    try {
      setSaved(true);
      await onSave(values);
    } catch (failure) {
      setSaved(false);
      setSaveError(messageOf(failure));
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };
  const onInvalid = (errors: FieldErrors<CaseFormValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first === 'clientIds') pickRef.current?.focus();
    else if (first) form.setFocus(first);
  };
  const addClient = (id: string) => {
    if (!id || clientIds.includes(id)) return;
    setValue('clientIds', [...clientIds, id], { shouldValidate: true, shouldDirty: true });
    setPick('');
  };
  const nameOf = (id: string) =>
    clientOptions.find((option) => option.value === id)?.label ?? clientNames.get(id) ?? 'Client inconnu';

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label={submitLabel}>
      <UnsavedChangesGuard when={dirty} />
      <FormError ref={errorRef} title="L’enregistrement a échoué" message={saveError ?? undefined} />
      <div className={styles.grid}>
        <TextField
          label="Intitulé"
          showRequired
          className={styles.full}
          error={error('title')}
          {...register('title')}
        />
        <div>
          <Select
            ref={pickRef}
            label="Clients du dossier"
            showRequired
            placeholder="Ajouter un client…"
            options={clientOptions.filter((option) => !clientIds.includes(option.value))}
            value={pick}
            onChange={(event) => addClient(event.target.value)}
            error={error('clientIds')}
            hint="Choisissez un client pour l’ajouter ; un dossier peut en avoir plusieurs."
          />
          {clientIds.length > 0 ? (
            <ul className={styles.list} aria-label="Clients choisis">
              {clientIds.map((id) => (
                <li key={id} className={styles.listItem}>
                  {nameOf(id)}
                  <Button
                    variant="link"
                    onClick={() =>
                      setValue(
                        'clientIds',
                        clientIds.filter((other) => other !== id),
                        { shouldValidate: true },
                      )
                    }
                    aria-label={`Retirer ${nameOf(id)}`}
                  >
                    Retirer
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Select
          label="Matière"
          placeholder="Choisir…"
          options={PRACTICE_AREAS}
          error={error('matter')}
          {...register('matter')}
        />
        <TextField
          label="Juridiction"
          placeholder="Tribunal judiciaire de Lyon"
          error={error('jurisdiction')}
          {...register('jurisdiction')}
        />
        <TextField label="Numéro RG" placeholder="26/01234" error={error('rgNumber')} {...register('rgNumber')} />
        <Select
          label="Responsable"
          showRequired
          placeholder="Choisir…"
          options={memberOptions}
          error={error('responsibleUid')}
          {...register('responsibleUid')}
        />
        <Select
          label="Statut"
          options={STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          error={error('status')}
          {...register('status')}
        />
        <TextField
          label="Date d’ouverture"
          type="date"
          showRequired
          max={todayIso()}
          error={error('openedAt')}
          {...register('openedAt')}
        />
      </div>
      <RadioGroup legend="Honoraires" options={FEE_KINDS} error={error('feeKind')} inputProps={register('feeKind')} />
      <div className={styles.grid}>
        {feeKind !== 'temps' ? (
          <TextField
            label={feeKind === 'resultat' ? 'Forfait de base (€ HT)' : 'Montant du forfait (€ HT)'}
            inputMode="decimal"
            showRequired={feeKind === 'forfait'}
            error={error('feeAmount')}
            {...register('feeAmount')}
          />
        ) : null}
        {feeKind !== 'forfait' ? (
          <TextField
            label={feeKind === 'resultat' ? 'Taux horaire de base (€ HT)' : 'Taux horaire (€ HT)'}
            inputMode="decimal"
            showRequired={feeKind === 'temps'}
            hint="Entre 1 € et 2 000 € HT de l’heure."
            error={error('hourlyRate')}
            {...register('hourlyRate')}
          />
        ) : null}
        {feeKind === 'resultat' ? (
          <TextField
            label="Honoraire de résultat (%)"
            inputMode="decimal"
            error={error('successPercent')}
            {...register('successPercent')}
          />
        ) : null}
      </div>
      <div className={styles.formActions}>
        <SubmitButton submitting={formState.isSubmitting} submittingLabel="Enregistrement…">
          {submitLabel}
        </SubmitButton>
        {onCancel ? <Button onClick={onCancel}>Annuler</Button> : null}
      </div>
    </form>
  );
}
