import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf, TEXT_LIMITS, type UploadProgress } from 'shared-data';
import {
  FormError,
  formatAmount,
  ProgressBar,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  focusWhenShown,
} from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { recordCarpaMovement } from '../api/carpaActions.ts';
import { CARPA_KIND_LABELS, type CarpaKind } from '../model/carpa.ts';
import { CARPA_FIELD_ORDER, carpaFormSchema, type CarpaFormValues, emptyCarpaValues } from '../model/carpaForm.ts';

export type CarpaMovementFormProps = {
  firmId: string;
  uid: string;
  caseId: string;
  clientId: string | null;
  balanceCents: number;
  today: string;
};

const KIND_OPTIONS = (Object.keys(CARPA_KIND_LABELS) as CarpaKind[]).map((value) => ({
  value,
  label:
    value === 'honoraires' ? `${CARPA_KIND_LABELS[value]} (autorisation écrite requise)` : CARPA_KIND_LABELS[value],
}));

/** Records a CARPA movement; a fee withdrawal asks for the client's written authorisation. */
export function CarpaMovementForm({ firmId, uid, caseId, clientId, balanceCents, today }: CarpaMovementFormProps) {
  const form = useForm<CarpaFormValues>({
    resolver: zodResolver(carpaFormSchema),
    defaultValues: emptyCarpaValues(today),
    mode: 'onTouched',
  });
  const [document, setDocument] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const kind = form.watch('kind');
  const error = (field: keyof CarpaFormValues) => form.formState.errors[field]?.message;

  const onValid = async (values: CarpaFormValues) => {
    setSaveError(null);
    try {
      await recordCarpaMovement({
        firmId,
        uid,
        caseId,
        clientId,
        values,
        document,
        onProgress: setProgress,
      });
      toast.success('Mouvement CARPA enregistré.');
      form.reset(emptyCarpaValues(values.date));
      setDocument(null);
      setProgress(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setProgress(null);
      setSaveError(messageOf(failure));
      focusWhenShown(errorRef);
    }
  };
  const formRef = useRef<HTMLFormElement>(null);
  const onInvalid = (errors: FieldErrors<CarpaFormValues>) => {
    const first = CARPA_FIELD_ORDER.find((field) => errors[field]);
    // By the DOM: the dialog's portal can leave react-hook-form's field ref on an earlier node.
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form
      ref={formRef}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-label="Enregistrer un mouvement CARPA"
    >
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <h4>Enregistrer un mouvement</h4>
      <FormError ref={errorRef} title="Mouvement refusé" message={saveError ?? undefined} />
      <div className={styles.grid}>
        <Select
          label="Type de mouvement"
          options={KIND_OPTIONS}
          showRequired
          error={error('kind')}
          {...form.register('kind')}
        />
        <TextField label="Date" type="date" showRequired error={error('date')} {...form.register('date')} />
        <TextField
          label="Montant (€)"
          inputMode="decimal"
          showRequired
          hint={kind === 'depot' ? undefined : `Solde disponible : ${formatAmount(balanceCents)}.`}
          error={error('amount')}
          {...form.register('amount')}
        />
        <TextField
          label="Libellé"
          showRequired
          error={error('label')}
          maxLength={TEXT_LIMITS.title}
          {...form.register('label')}
        />
        <TextField
          label={kind === 'depot' ? 'Payé par' : 'Bénéficiaire'}
          error={error('counterparty')}
          maxLength={TEXT_LIMITS.name}
          {...form.register('counterparty')}
        />
      </div>
      {kind === 'honoraires' ? (
        <fieldset className={styles.panel}>
          <legend>Autorisation écrite du client</legend>
          <p className={styles.muted}>
            Les fonds CARPA appartiennent au client : des honoraires ne peuvent y être prélevés qu’avec son autorisation
            écrite. Indiquez sa date, et sa référence ou joignez le document.
          </p>
          <div className={styles.grid}>
            <TextField
              label="Date de l’autorisation"
              type="date"
              showRequired
              error={error('authorisationDate')}
              {...form.register('authorisationDate')}
            />
            <TextField
              label="Référence de l’autorisation"
              hint="Lettre, courriel ou clause de la convention d’honoraires."
              error={error('authorisationReference')}
              maxLength={TEXT_LIMITS.title}
              {...form.register('authorisationReference')}
            />
            <div className={styles.fileField}>
              <label htmlFor={`carpa-document-${caseId}`}>Document d’autorisation (PDF ou image)</label>
              <input
                ref={fileRef}
                id={`carpa-document-${caseId}`}
                type="file"
                accept=".pdf,.jpg,.jpeg,.png,.webp"
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  setDocument(file);
                  form.setValue('hasDocument', file !== null, { shouldValidate: form.formState.isSubmitted });
                }}
              />
            </div>
          </div>
        </fieldset>
      ) : null}
      {progress ? (
        <ProgressBar
          label="Envoi du document"
          value={progress.totalBytes ? progress.bytesTransferred / progress.totalBytes : 0}
        />
      ) : null}
      <div className={styles.formActions}>
        <SubmitButton submitting={form.formState.isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer le mouvement
        </SubmitButton>
      </div>
    </form>
  );
}
