import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { messageOf } from 'shared-data';
import {
  Button,
  ConfirmDialog,
  FormError,
  RadioGroup,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
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
  /** Saves the values; throws a DataError (French message) on failure. */
  onSave: (values: ClientFormValues) => Promise<void>;
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
  const [saveError, setSaveError] = useState<string | null>(null);
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
      await onSave(values);
      setPending(null);
    } catch (error) {
      setSaved(false);
      setSaveError(messageOf(error));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  const onValid = async (values: ClientFormValues) => {
    const name = formDisplayName(values);
    // Editing without renaming: nothing new to check.
    if (initialName !== null && name === initialName) return save(values, [], null);
    const matches = conflicts.check(name);
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
        <FormError ref={errorRef} title="L’enregistrement a échoué" message={saveError ?? undefined} />
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
          <TextField label="Nom" showRequired autoComplete="off" error={error('nom')} {...register('nom')} />
          <TextField label="Prénom" showRequired autoComplete="off" error={error('prenom')} {...register('prenom')} />
        </div>
        <div className={styles.grid} hidden={kind !== 'morale'} data-kind-fields="morale">
          <TextField
            label="Raison sociale"
            showRequired
            autoComplete="off"
            error={error('raisonSociale')}
            {...register('raisonSociale')}
          />
          <TextField
            label="SIREN"
            hint="9 chiffres, par exemple 732 829 320"
            inputMode="numeric"
            autoComplete="off"
            error={error('siren')}
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
          <TextField label="Email" type="email" autoComplete="off" error={error('email')} {...register('email')} />
          <TextField
            label="Téléphone"
            type="tel"
            autoComplete="off"
            hint="06 12 34 56 78 ou +44 20 7946 0958"
            error={error('phone')}
            {...register('phone')}
          />
          <TextField
            label="Adresse"
            className={styles.full}
            autoComplete="off"
            error={error('address')}
            {...register('address')}
          />
        </div>
        <label htmlFor={`client-notes-${clientId ?? 'new'}`}>Notes</label>
        <textarea
          id={`client-notes-${clientId ?? 'new'}`}
          className={styles.textarea}
          {...register('notes')}
          aria-invalid={error('notes') ? true : undefined}
        />
        {error('notes') ? <p>{error('notes')}</p> : null}
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
