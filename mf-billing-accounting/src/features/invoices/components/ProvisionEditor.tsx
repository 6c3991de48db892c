import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type Invoice, isRetryable, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  ConflictReview,
  conflictValueText,
  formatAmount,
  FormError,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
  useNavigate,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import { saveProvisionDraft } from '../api/provisionActions.ts';
import { useClientRecord } from '../hooks/useParties.ts';
import { DESIGNATION_MAX } from '../model/invoiceForm.ts';
import { fromProvision, provisionFormSchema, provisionTotals, type ProvisionFormValues } from '../model/provision.ts';
import { CaseSelect } from './CaseSelect.tsx';
import { ClientPicker } from './ClientPicker.tsx';

const VAT_OPTIONS = [
  { value: '20', label: 'TVA 20 %' },
  { value: '0', label: 'Exonéré / hors TVA' },
];

const CONFLICT_LABELS: Partial<Record<keyof ProvisionFormValues, string>> = {
  clientId: 'Client',
  caseId: 'Dossier',
  designation: 'Objet',
  amount: 'Montant HT',
  vatRate: 'TVA',
  debours: 'Provision sur débours',
  dueDate: 'Attendue le',
  paymentTerms: 'Conditions de paiement',
  vatExemptMention: 'Mention d’exonération de TVA',
};

/**
 * « Demande de provision » (/app/billing/new?provision=1, or ?brouillon=ID of one): client, dossier,
 * fees asked for HT with their VAT, an optional advance on débours, live totals. Issued from its
 * detail, numbered DP-{year}-{NNNN}.
 */
export function ProvisionEditor({
  firmId,
  uid,
  draftId,
  initial,
  seenUpdatedAt,
}: {
  firmId: string;
  uid: string;
  draftId: string | null;
  initial: ProvisionFormValues;
  seenUpdatedAt?: string | undefined;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // The review names the chosen client (read by its id below).
  const chosenClient = useRef<{ id: string; name: string } | null>(null);
  const [formError, setFormError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<ProvisionFormValues>({
    seenUpdatedAt,
    toValues: (saved) => fromProvision(saved as Invoice),
    labels: CONFLICT_LABELS,
    format: (field, value) => {
      const chosen = chosenClient.current;
      return field === 'clientId' && chosen && value === chosen.id ? chosen.name : conflictValueText(value);
    },
  });
  const form = useForm<ProvisionFormValues>({
    resolver: zodResolver(provisionFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty, isSubmitSuccessful } = form.formState;
  const watched = useWatch({ control: form.control });
  const clientId = watched.clientId ?? '';
  const clientField = useController({ control: form.control, name: 'clientId' }).field;
  const caseField = useController({ control: form.control, name: 'caseId' }).field;
  const client = useClientRecord(firmId, clientId);
  chosenClient.current = client.data ? { id: client.data.id, name: client.data.displayName } : null;
  const totals = provisionTotals({
    designation: watched.designation ?? '',
    amount: watched.amount ?? '',
    vatRate: watched.vatRate ?? '20',
    debours: watched.debours ?? '',
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="provision-editor-title"
      onSubmit={form.handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            const id = await saveProvisionDraft({
              firmId,
              uid,
              ...(draftId ? { id: draftId } : {}),
              values,
              seenUpdatedAt: edit.seenUpdatedAt(),
            });
            form.reset(values);
            toast.success('Brouillon de demande de provision enregistré.');
            navigate(`/app/billing?facture=${id}`);
          } catch (error) {
            if (!edit.handle(error)) setFormError({ message: messageOf(error), retry: isRetryable(error) });
          }
        },
        (fieldErrors) => {
          const first = Object.keys(fieldErrors)[0];
          if (first) form.setFocus(first as keyof ProvisionFormValues);
        },
      )}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !isSubmitSuccessful} />
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Facturation</p>
          <h1 id="provision-editor-title">
            {draftId ? 'Modifier la demande de provision' : 'Nouvelle demande de provision'}
          </h1>
        </div>
      </header>
      <p className={styles.muted}>
        La provision porte la TVA due à sa réception ; la facture définitive du dossier la déduira, TVA comprise.
      </p>
      <FormError
        message={formError?.message}
        onRetry={formError?.retry ? () => formRef.current?.requestSubmit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => formRef.current?.requestSubmit()} />

      <section className={styles.panel} aria-labelledby="provision-parties">
        <h2 id="provision-parties">Client et dossier</h2>
        <div className={styles.grid}>
          <ClientPicker
            ref={clientField.ref}
            firmId={firmId}
            value={clientField.value}
            error={errors.clientId?.message}
            onBlur={clientField.onBlur}
            onChange={(id) => {
              clientField.onChange(id);
              form.setValue('caseId', '', { shouldDirty: true });
            }}
          />
          <CaseSelect
            ref={caseField.ref}
            firmId={firmId}
            clientId={clientId}
            value={caseField.value}
            placeholder="Choisir le dossier…"
            showRequired
            error={errors.caseId?.message}
            onBlur={caseField.onBlur}
            onChange={caseField.onChange}
          />
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="provision-amounts">
        <h2 id="provision-amounts">Montant demandé</h2>
        <div className={styles.grid}>
          <TextField
            className={styles.full}
            label="Objet"
            maxLength={DESIGNATION_MAX}
            error={errors.designation?.message}
            {...form.register('designation')}
          />
          <TextField
            label="Honoraires HT (€)"
            inputMode="decimal"
            showRequired
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <Select label="TVA" options={VAT_OPTIONS} error={errors.vatRate?.message} {...form.register('vatRate')} />
          <TextField
            label="Provision sur débours (€, hors TVA)"
            inputMode="decimal"
            hint="Facultatif : frais à avancer pour le client (greffe, huissier…)."
            error={errors.debours?.message}
            {...form.register('debours')}
          />
          <TextField label="Attendue le" type="date" error={errors.dueDate?.message} {...form.register('dueDate')} />
          <TextField
            className={styles.full}
            label="Conditions de paiement"
            maxLength={TEXT_LIMITS.mentions}
            error={errors.paymentTerms?.message}
            {...form.register('paymentTerms')}
          />
          <TextField
            className={styles.full}
            label="Mention d’exonération de TVA"
            hint="Obligatoire si la provision est sans TVA."
            maxLength={TEXT_LIMITS.mentions}
            error={errors.vatExemptMention?.message}
            {...form.register('vatExemptMention')}
          />
        </div>
        <dl className={styles.totals} aria-live="polite" data-testid="provision-totals">
          <div>
            <dt>Honoraires HT</dt>
            <dd>{formatAmount(totals.totalHtCents)}</dd>
          </div>
          <div>
            <dt>TVA</dt>
            <dd data-testid="provision-vat">{formatAmount(totals.totalTvaCents)}</dd>
          </div>
          <div>
            <dt>Débours (hors TVA)</dt>
            <dd>{formatAmount(totals.deboursCents)}</dd>
          </div>
          <div>
            <dt>Total TTC demandé</dt>
            <dd data-testid="provision-ttc">{formatAmount(totals.totalTtcCents)}</dd>
          </div>
        </dl>
      </section>

      <div className={styles.formActions}>
        <SubmitButton variant="primary" submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer le brouillon
        </SubmitButton>
        <Button onClick={() => navigate(draftId ? `/app/billing?facture=${draftId}` : '/app/billing')}>Annuler</Button>
      </div>
    </form>
  );
}
