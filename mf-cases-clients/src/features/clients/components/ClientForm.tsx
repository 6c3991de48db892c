import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { type Client, isRetryable, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  ConfirmDialog,
  ConflictReview,
  FormError,
  RadioGroup,
  Select,
  TextArea,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
  focusWhenShown,
} from 'shared-ui';
import { ConflictWarning } from '../../conflicts/components/ConflictWarning.tsx';
import { recordConflictCheck, useConflictCheck } from '../../conflicts/hooks/useConflictCheck.ts';
import type { ConflictMatch } from '../../conflicts/model/fuzzy.ts';
import {
  CIVILITES,
  clientFormSchema,
  EMPTY_CLIENT_FORM,
  formDisplayName,
  LEGAL_FORMS,
  toClientForm,
  type ClientFormValues,
} from '../model/clientForm.ts';
import styles from '../../../components/layout.ts';

export type ClientFormProps = {
  firmId: string;
  uid: string;
  initialValues?: ClientFormValues;
  /** Editing an existing client: it is left out of its own conflict check. */
  clientId?: string;
  submitLabel: string;
  /** Editing: the client's `updatedAt` when the form opened (a save refused if it changed since). */
  seenUpdatedAt?: string | undefined;
  /** Saves the values; throws a DataError (French message) on failure, EditConflictError when changed elsewhere. */
  onSave: (values: ClientFormValues, context: { seenUpdatedAt: string | undefined }) => Promise<void>;
  onCancel?: () => void;
  /** Put the focus in the form's first field when it appears (a "Nouveau client" button was pressed). */
  autoFocus?: boolean;
};

const FIELD_ORDER: (keyof ClientFormValues)[] = [
  'kind',
  'civilite',
  'nom',
  'prenom',
  'raisonSociale',
  'siren',
  'forme',
  'email',
  'phone',
  'address',
  'notes',
];

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof ClientFormValues, string>> = {
  kind: 'Type de client',
  civilite: 'Civilité',
  nom: 'Nom',
  prenom: 'Prénom',
  raisonSociale: 'Raison sociale',
  siren: 'SIREN',
  forme: 'Forme juridique',
  email: 'Email',
  phone: 'Téléphone',
  address: 'Adresse',
  notes: 'Notes',
};

/**
 * Create or edit a client. react-hook-form + zod: French errors next to the fields, focus on
 * the first one, nothing typed is lost on error. A conflict-of-interest check runs before a new
 * client (or a renamed one) is saved.
 */
export function ClientForm({
  firmId,
  uid,
  initialValues = EMPTY_CLIENT_FORM,
  clientId,
  submitLabel,
  onSave,
  onCancel,
  autoFocus = false,
  seenUpdatedAt,
}: ClientFormProps) {
  const form = useForm<ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, formState } = form;
  const kind = watch('kind');
  const conflicts = useConflictCheck(firmId, clientId ? { excludeClientId: clientId } : {});
  const [pending, setPending] = useState<{ values: ClientFormValues; matches: ConflictMatch[] } | null>(null);
  const [saveError, setSaveError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<ClientFormValues>({
    seenUpdatedAt,
    toValues: (saved) => toClientForm(saved as Client),
    labels: CONFLICT_LABELS,
  });
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const initialName = clientId ? formDisplayName(initialValues) : null;
  const [saved, setSaved] = useState(false);
  const dirty = formState.isDirty && !saved;
  const [confirmCancel, setConfirmCancel] = useState(false);

  useEffect(() => {
    if (autoFocus) form.setFocus('kind');
  }, [autoFocus, form]);

  /** "Annuler" or Escape: closes at once when nothing was typed, else asks first. */
  const cancel = () => {
    if (!onCancel) return;
    if (dirty) setConfirmCancel(true);
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !onCancel || event.defaultPrevented) return;
    event.preventDefault();
    cancel();
  };

  async function save(
    values: ClientFormValues,
    matches: ConflictMatch[],
    decision: 'aucun conflit' | 'poursuivi malgré alerte' | null,
  ) {
    setBusy(true);
    setSaveError(null);
    try {
      if (decision) await recordConflictCheck({ firmId, uid, query: formDisplayName(values), matches, decision });
      setSaved(true);
      await onSave(values, { seenUpdatedAt: edit.seenUpdatedAt() });
      setPending(null);
    } catch (error) {
      setSaved(false);
      // Changed elsewhere: the review shows (focused); the values stay in the form.
      if (edit.handle(error)) return;
      setSaveError({ message: messageOf(error), retry: isRetryable(error) });
      focusWhenShown(errorRef);
    } finally {
      setBusy(false);
    }
  }

  const onValid = async (values: ClientFormValues) => {
    const name = formDisplayName(values);
    // Editing without renaming: nothing new to check.
    if (initialName !== null && name === initialName) return save(values, [], null);
    let matches: ConflictMatch[];
    try {
      matches = await conflicts.check(name);
    } catch (error) {
      // A check that could not run refuses: never read as "no conflict"; what was typed stays.
      setSaveError({ message: messageOf(error), retry: isRetryable(error) });
      focusWhenShown(errorRef);
      return undefined;
    }
    if (matches.length > 0) {
      setPending({ values, matches });
      return undefined;
    }
    return save(values, [], 'aucun conflit');
  };

  const onInvalid = (errors: FieldErrors<ClientFormValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };

  const error = (field: keyof ClientFormValues) => formState.errors[field]?.message;

  return (
    <>
      <form onSubmit={handleSubmit(onValid, onInvalid)} onKeyDown={onKeyDown} noValidate aria-label={submitLabel}>
        <UnsavedChangesGuard when={dirty} />
        <FormError
          ref={errorRef}
          title="L’enregistrement a échoué"
          message={saveError?.message}
          onRetry={saveError?.retry ? () => void handleSubmit(onValid, onInvalid)() : undefined}
          retrying={busy}
        />
        <ConflictReview
          edit={edit}
          form={form}
          busy={busy}
          onKeepMine={() => void handleSubmit(onValid, onInvalid)()}
        />
        <RadioGroup
          legend="Type de client"
          options={[
            { value: 'physique', label: 'Personne physique' },
            { value: 'morale', label: 'Personne morale' },
          ]}
          inputProps={register('kind')}
        />
        {/* Both kinds stay in the page (the other one hidden): switching back shows what is kept. */}
        <div className={styles.grid} hidden={kind !== 'physique'} data-kind-fields="physique">
          <Select
            label="Civilité"
            placeholder="Choisir…"
            options={CIVILITES}
            showRequired
            error={error('civilite')}
            {...register('civilite')}
          />
          <TextField
            label="Nom"
            showRequired
            autoComplete="off"
            error={error('nom')}
            maxLength={TEXT_LIMITS.name}
            {...register('nom')}
          />
          <TextField
            label="Prénom"
            showRequired
            autoComplete="off"
            error={error('prenom')}
            maxLength={TEXT_LIMITS.name}
            {...register('prenom')}
          />
        </div>
        <div className={styles.grid} hidden={kind !== 'morale'} data-kind-fields="morale">
          <TextField
            label="Raison sociale"
            showRequired
            autoComplete="off"
            error={error('raisonSociale')}
            maxLength={TEXT_LIMITS.title}
            {...register('raisonSociale')}
          />
          <TextField
            label="SIREN"
            hint="9 chiffres, par exemple 732 829 320"
            inputMode="numeric"
            autoComplete="off"
            error={error('siren')}
            maxLength={TEXT_LIMITS.identifier}
            {...register('siren')}
          />
          <Select
            label="Forme juridique"
            placeholder="Choisir…"
            options={LEGAL_FORMS}
            error={error('forme')}
            {...register('forme')}
          />
        </div>
        <div className={styles.grid}>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            error={error('email')}
            maxLength={TEXT_LIMITS.email}
            {...register('email')}
          />
          <TextField
            label="Téléphone"
            type="tel"
            autoComplete="off"
            hint="06 12 34 56 78 ou +44 20 7946 0958"
            error={error('phone')}
            maxLength={TEXT_LIMITS.phone}
            {...register('phone')}
          />
          <TextField
            label="Adresse"
            className={styles.full}
            autoComplete="off"
            error={error('address')}
            maxLength={TEXT_LIMITS.address}
            {...register('address')}
          />
        </div>
        <TextArea
          label="Notes"
          id={`client-notes-${clientId ?? 'new'}`}
          maxLength={TEXT_LIMITS.notes}
          error={error('notes')}
          {...register('notes')}
        />
        {pending ? (
          <ConflictWarning
            name={formDisplayName(pending.values)}
            checkedAs="client"
            matches={pending.matches}
            busy={busy}
            onProceed={() => void save(pending.values, pending.matches, 'poursuivi malgré alerte')}
            onRefuse={() => {
              const { values, matches } = pending;
              setPending(null);
              recordConflictCheck({ firmId, uid, query: formDisplayName(values), matches, decision: 'refusé' }).then(
                () => toast.info('Client non enregistré : la décision est conservée.'),
                (failure: unknown) => toast.error(messageOf(failure)),
              );
            }}
          />
        ) : (
          <div className={styles.formActions}>
            <SubmitButton
              submitting={busy || formState.isSubmitting}
              submittingLabel="Enregistrement…"
              disabled={!conflicts.ready}
            >
              {submitLabel}
            </SubmitButton>
            {onCancel ? <Button onClick={cancel}>Annuler</Button> : null}
          </div>
        )}
      </form>
      <ConfirmDialog
        open={confirmCancel}
        title="Abandonner la saisie ?"
        confirmLabel="Abandonner"
        cancelLabel="Continuer la saisie"
        destructive
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          onCancel?.();
        }}
      >
        Ce que vous avez saisi ne sera pas enregistré.
      </ConfirmDialog>
    </>
  );
}
