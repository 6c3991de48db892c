import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Expense, formatSiren, isRetryable, messageOf, TEXT_LIMITS, type UploadProgress } from 'shared-data';
import {
  Button,
  Checkbox,
  ConflictReview,
  FormError,
  formatAmount,
  ProgressBar,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  useEditConflict,
  focusWhenShown,
} from 'shared-ui';
import styles from '../../../components/ledger.module.css';
import { saveExpense } from '../api/expenseActions.ts';
import {
  EXPENSE_FIELD_ORDER,
  emptyExpenseValues,
  expenseAmounts,
  expenseFormSchema,
  type ExpenseFormValues,
  expenseToValues,
} from '../model/expenseForm.ts';
import { EXPENSE_CATEGORY_OPTIONS, PAYMENT_METHOD_OPTIONS } from '../model/pcg.ts';
import { type ImportedInvoice, importedExpenseValues, importedInvoiceSummary } from '../model/receivedInvoice.ts';
import { RECEIPT_ACCEPT, receiptError } from '../model/receiptRules.ts';

export type ExpenseFormProps = {
  firmId: string;
  uid: string;
  today: string;
  /** The expense being edited (absent: a new one). */
  editing?: (Expense & { id: string }) | null;
  /** A new expense prefilled from a supplier's e-invoice file, the file being its receipt. */
  imported?: ImportedInvoice | null;
  onDone: (id: string) => void;
  onCancel: () => void;
};

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof ExpenseFormValues, string>> = {
  date: 'Date',
  supplier: 'Fournisseur',
  category: 'Catégorie',
  reference: 'N° de la facture du fournisseur',
  ht: 'Montant HT (€)',
  tva: 'TVA (€)',
  ttc: 'Montant TTC (€)',
  method: 'Mode de paiement',
};

/**
 * Record or edit an expense: amounts HT / TVA / TTC (TTC checked or computed) and a receipt; or
 * confirm one read from a supplier's e-invoice (its number and SIREN as read, the file as receipt).
 */
export function ExpenseForm({ firmId, uid, today, editing, imported = null, onDone, onCancel }: ExpenseFormProps) {
  const form = useForm<ExpenseFormValues>({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: editing
      ? expenseToValues(editing)
      : imported
        ? importedExpenseValues(imported)
        : emptyExpenseValues(today),
    mode: 'onTouched',
  });
  const [receipt, setReceipt] = useState<File | null>(imported?.file ?? null);
  const [receiptProblem, setReceiptProblem] = useState<string | null>(null);
  const [removeReceipt, setRemoveReceipt] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [saveError, setSaveError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<ExpenseFormValues>({
    seenUpdatedAt: editing?.updatedAt,
    toValues: (saved) => expenseToValues(saved as Expense),
    labels: CONFLICT_LABELS,
  });
  // Disabled only while saving, not while validating: the focus stays where it is on a refusal.
  const [saving, setSaving] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const error = (field: keyof ExpenseFormValues) => form.formState.errors[field]?.message;
  const [ht, tva, ttc] = form.watch(['ht', 'tva', 'ttc']);
  const computed = ttc.trim() === '' ? expenseAmounts({ ...form.getValues(), ht, tva, ttc }) : null;

  const onFile = (file: File | undefined) => {
    setSaveError(null);
    if (!file) {
      setReceipt(null);
      setReceiptProblem(null);
      return;
    }
    const problem = receiptError(file);
    setReceiptProblem(problem);
    setReceipt(problem ? null : file);
    // A refused file is dropped from the picker; nothing else of the form changes.
    if (problem && fileRef.current) fileRef.current.value = '';
  };

  const onValid = async (values: ExpenseFormValues) => {
    setSaveError(null);
    setSaving(true);
    try {
      const id = await saveExpense({
        firmId,
        uid,
        id: editing?.id,
        previous: editing ?? null,
        seenUpdatedAt: edit.seenUpdatedAt(),
        values,
        receipt,
        removeReceipt,
        imported,
        onProgress: setProgress,
      });
      toast.success(
        editing ? 'Dépense modifiée.' : imported ? 'Facture importée : dépense enregistrée.' : 'Dépense enregistrée.',
      );
      form.reset(values);
      onDone(id);
    } catch (failure) {
      setSaving(false);
      setProgress(null);
      const message = messageOf(failure);
      // A receipt refused at upload (type, size, content) is shown next to the file field (an
      // imported invoice's file has none: its refusal shows with the others, above).
      if ((failure as { code?: string }).code?.startsWith('file-') && !imported) {
        setReceiptProblem(message);
        setReceipt(null);
        if (fileRef.current) fileRef.current.value = '';
        fileRef.current?.focus();
      } else if (!edit.handle(failure)) {
        // (Changed elsewhere: the review shows instead, focused; the values stay in the form.)
        setSaveError({ message, retry: isRetryable(failure) });
        focusWhenShown(errorRef);
      }
    }
  };
  const formRef = useRef<HTMLFormElement>(null);
  const onInvalid = (errors: FieldErrors<ExpenseFormValues>) => {
    const first = EXPENSE_FIELD_ORDER.find((field) => errors[field]);
    // By the DOM: the dialog's portal can leave react-hook-form's field ref on an earlier node.
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const percent = progress && progress.totalBytes > 0 ? progress.bytesTransferred / progress.totalBytes : 0;
  return (
    <form
      ref={formRef}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-label={editing ? 'Modifier la dépense' : imported ? 'Facture reçue à enregistrer' : 'Nouvelle dépense'}
    >
      <UnsavedChangesGuard when={form.formState.isDirty || receipt !== null} />
      <FormError
        ref={errorRef}
        title="L’enregistrement a échoué"
        message={saveError?.message}
        onRetry={saveError?.retry ? () => void form.handleSubmit(onValid, onInvalid)() : undefined}
        retrying={saving}
      />
      <ConflictReview
        edit={edit}
        form={form}
        busy={saving}
        onKeepMine={() => void form.handleSubmit(onValid, onInvalid)()}
      />
      {imported ? (
        <p className={styles.notice} data-testid="imported-summary">
          {importedInvoiceSummary(imported)}
        </p>
      ) : null}
      <div className={styles.grid}>
        <TextField
          label="Date"
          type="date"
          showRequired
          hint={
            imported
              ? 'Celle de la facture. En comptabilité de trésorerie, la dépense compte à la date du paiement : changez-la si vous payez plus tard.'
              : undefined
          }
          error={error('date')}
          {...form.register('date')}
        />
        <TextField
          label="Fournisseur"
          showRequired
          error={error('supplier')}
          maxLength={TEXT_LIMITS.name}
          {...form.register('supplier')}
        />
        <Select
          label="Catégorie (déclaration 2035)"
          placeholder="Choisir…"
          options={EXPENSE_CATEGORY_OPTIONS}
          showRequired
          error={error('category')}
          {...form.register('category')}
        />
        {imported ? (
          <TextField
            label="SIREN du fournisseur"
            readOnly
            value={imported.invoice.seller.siren ? formatSiren(imported.invoice.seller.siren) : 'Non indiqué'}
            hint={
              imported.invoice.seller.siren
                ? 'Lu dans la facture : avec son numéro, il l’identifie (pas de doublon).'
                : `Fournisseur sans SIREN${imported.invoice.seller.vatNumber ? ` (TVA ${imported.invoice.seller.vatNumber})` : ''}.`
            }
          />
        ) : null}
        <TextField
          label="N° de la facture du fournisseur"
          hint={imported ? 'Lu dans la facture.' : 'Facultatif : la pièce du FEC.'}
          readOnly={imported !== null}
          error={error('reference')}
          maxLength={TEXT_LIMITS.short}
          {...form.register('reference')}
        />
        <TextField
          label="Montant HT (€)"
          inputMode="decimal"
          showRequired
          error={error('ht')}
          {...form.register('ht')}
        />
        <TextField
          label="TVA (€)"
          inputMode="decimal"
          hint="0 ou vide si la dépense n’a pas de TVA."
          error={error('tva')}
          {...form.register('tva')}
        />
        <TextField
          label="Montant TTC (€)"
          inputMode="decimal"
          hint={
            computed
              ? `Laissé vide : HT + TVA = ${formatAmount(computed.ttcCents)}.`
              : 'Vérifié : il doit être égal à HT + TVA.'
          }
          error={error('ttc')}
          {...form.register('ttc')}
        />
        <Select
          label="Mode de paiement"
          placeholder={imported ? 'Choisir…' : undefined}
          options={PAYMENT_METHOD_OPTIONS}
          showRequired
          error={error('method')}
          {...form.register('method')}
        />
        {imported ? (
          <p className={`${styles.full} ${styles.muted}`}>
            Justificatif : « {imported.file.name} », le fichier importé, conservé tel quel.
          </p>
        ) : (
          <div className={`${styles.fileField} ${styles.full}`}>
            <label htmlFor="expense-receipt">
              Justificatif{' '}
              <span className={styles.muted}>(PDF, image ou XML d’une facture électronique, 25 Mo maximum)</span>
            </label>
            {editing?.receiptName && !removeReceipt && !receipt ? (
              <p className={styles.muted}>Justificatif actuel : {editing.receiptName}</p>
            ) : null}
            <input
              ref={fileRef}
              id="expense-receipt"
              type="file"
              accept={RECEIPT_ACCEPT}
              aria-invalid={receiptProblem ? true : undefined}
              aria-describedby={receiptProblem ? 'expense-receipt-error' : undefined}
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            {receiptProblem ? (
              <p id="expense-receipt-error" className={styles.error} role="alert">
                {receiptProblem}
              </p>
            ) : null}
            {editing?.receiptPath && !receipt ? (
              <Checkbox
                label="Retirer le justificatif actuel"
                checked={removeReceipt}
                onChange={(event) => setRemoveReceipt(event.currentTarget.checked)}
              />
            ) : null}
            {progress ? <ProgressBar label="Envoi du justificatif" value={percent} /> : null}
          </div>
        )}
        {imported && progress ? (
          <div className={styles.full}>
            <ProgressBar label="Envoi du justificatif" value={percent} />
          </div>
        ) : null}
      </div>
      <div className={styles.formActions}>
        <SubmitButton submitting={saving} submittingLabel="Enregistrement…">
          {editing ? 'Enregistrer les modifications' : 'Enregistrer la dépense'}
        </SubmitButton>
        <Button onClick={onCancel}>Annuler</Button>
      </div>
    </form>
  );
}
