import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Case, isRetryable, messageOf, PRACTICE_AREAS, TEXT_LIMITS, useClientChoices } from 'shared-data';
import {
  Button,
  ConflictReview,
  conflictValueText,
  FormError,
  RadioGroup,
  Select,
  SubmitButton,
  TextField,
  type SelectOption,
  UnsavedChangesGuard,
  todayIso,
  useEditConflict,
  useSettledValue,
  focusWhenShown,
} from 'shared-ui';
import { useClientNames } from '../hooks/useClientNames.ts';
import { caseFormSchema, FEE_KINDS, toCaseForm, type CaseFormValues } from '../model/caseForm.ts';
import { STATUS_LABELS, STATUSES } from '../model/caseStatus.ts';
import styles from '../../../components/layout.ts';

export type CaseFormProps = {
  /** The cabinet whose clients the form searches (never all of them: a picker shows twenty). */
  firmId: string;
  initialValues: CaseFormValues;
  memberOptions: SelectOption[];
  /** Names of clients already chosen, when known (the dossier's stored names); the others are read. */
  clientNames?: ReadonlyMap<string, string>;
  submitLabel: string;
  /** Editing: the dossier's `updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt?: string | undefined;
  onSave: (values: CaseFormValues, context: { seenUpdatedAt: string | undefined }) => Promise<void>;
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

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof CaseFormValues, string>> = {
  title: 'Intitulé',
  clientIds: 'Clients',
  matter: 'Matière',
  jurisdiction: 'Juridiction',
  rgNumber: 'Numéro RG',
  responsibleUid: 'Responsable',
  status: 'Statut',
  openedAt: 'Date d’ouverture',
  feeKind: 'Honoraires',
  feeAmount: 'Montant du forfait',
  hourlyRate: 'Taux horaire',
  successPercent: 'Honoraire de résultat (%)',
};

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Create or edit a dossier: react-hook-form + zod, French errors, nothing lost on error. */
export function CaseForm({
  firmId,
  initialValues,
  memberOptions,
  clientNames = NO_NAMES,
  submitLabel,
  onSave,
  onCancel,
  onDirtyChange,
  seenUpdatedAt,
}: CaseFormProps) {
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(caseFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const [saveError, setSaveError] = useState<{ message: string; retry: boolean } | null>(null);
  const [pick, setPick] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  const pickRef = useRef<HTMLSelectElement>(null);
  const clientIds = watch('clientIds');
  const feeKind = watch('feeKind');
  // The client picker: what is typed is searched when the typing pauses.
  const [clientQuery, setClientQuery] = useState('');
  const choices = useClientChoices(firmId, useSettledValue(clientQuery));
  const clientOptions = choices.options;
  // The names of the clients chosen: given, picked from the options, or read.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const known = useMemo(() => new Map([...clientNames, ...picked]), [clientNames, picked]);
  const names = useClientNames(firmId, clientIds, known);
  const error = (field: keyof CaseFormValues) => formState.errors[field]?.message;
  // Saved: the page navigates away, nothing to guard any more.
  const [saved, setSaved] = useState(false);
  const dirty = formState.isDirty && !saved;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const edit = useEditConflict<CaseFormValues>({
    seenUpdatedAt,
    toValues: (saved) => toCaseForm(saved as Case),
    labels: CONFLICT_LABELS,
    format: (field, value) => {
      if (field === 'clientIds' && Array.isArray(value)) return value.map((id) => nameOf(String(id))).join(', ');
      if (field === 'responsibleUid')
        return memberOptions.find((option) => option.value === value)?.label ?? conflictValueText(value);
      return conflictValueText(value);
    },
  });

  const onValid = async (values: CaseFormValues) => {
    setSaveError(null);
    try {
      setSaved(true);
      await onSave(values, { seenUpdatedAt: edit.seenUpdatedAt() });
    } catch (failure) {
      setSaved(false);
      // Changed elsewhere: the review shows (focused); the values stay in the form.
      if (edit.handle(failure)) return;
      setSaveError({ message: messageOf(failure), retry: isRetryable(failure) });
      focusWhenShown(errorRef);
    }
  };
  const onInvalid = (errors: FieldErrors<CaseFormValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first === 'clientIds') pickRef.current?.focus();
    else if (first) form.setFocus(first);
  };
  const addClient = (id: string) => {
    if (!id || clientIds.includes(id)) return;
    const label = clientOptions.find((option) => option.value === id)?.label;
    if (label) setPicked((current) => new Map([...current, [id, label]]));
    setValue('clientIds', [...clientIds, id], { shouldValidate: true, shouldDirty: true });
    setPick('');
  };
  const nameOf = (id: string) => {
    const name = names.get(id);
    return name === undefined ? 'Chargement du nom…' : (name ?? 'Client inconnu');
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label={submitLabel}>
      <UnsavedChangesGuard when={dirty} />
      <FormError
        ref={errorRef}
        title="L’enregistrement a échoué"
        message={saveError?.message}
        onRetry={saveError?.retry ? () => void handleSubmit(onValid, onInvalid)() : undefined}
        retrying={formState.isSubmitting}
      />
      <ConflictReview
        edit={edit}
        form={form}
        busy={formState.isSubmitting}
        onKeepMine={() => void handleSubmit(onValid, onInvalid)()}
      />
      <div className={styles.grid}>
        <TextField
          label="Intitulé"
          showRequired
          className={styles.full}
          error={error('title')}
          maxLength={TEXT_LIMITS.title}
          {...register('title')}
        />
        <div>
          <TextField
            label="Rechercher un client"
            type="search"
            value={clientQuery}
            onChange={(event) => setClientQuery(event.target.value)}
            // Enter searches (it is already under way): it does not submit the dossier.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            hint="Nom, courriel, téléphone ou SIREN : les clients trouvés s’affichent dans la liste ci-dessous."
          />
          <Select
            ref={pickRef}
            label="Clients du dossier"
            showRequired
            placeholder={
              choices.error
                ? 'Recherche impossible'
                : choices.loading
                  ? 'Recherche des clients…'
                  : clientOptions.length > 0
                    ? 'Ajouter un client…'
                    : 'Aucun client trouvé'
            }
            options={clientOptions.filter((option) => !clientIds.includes(option.value))}
            value={pick}
            onChange={(event) => addClient(event.target.value)}
            error={error('clientIds') ?? choices.error ?? undefined}
            hint={
              clientQuery.trim()
                ? 'Les clients trouvés pour la recherche ; un dossier peut en avoir plusieurs.'
                : 'Les clients modifiés en dernier ; recherchez-en un autre ci-dessus. Un dossier peut en avoir plusieurs.'
            }
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
          maxLength={TEXT_LIMITS.title}
          {...register('jurisdiction')}
        />
        <TextField
          label="Numéro RG"
          placeholder="26/01234"
          error={error('rgNumber')}
          maxLength={TEXT_LIMITS.identifier}
          {...register('rgNumber')}
        />
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
