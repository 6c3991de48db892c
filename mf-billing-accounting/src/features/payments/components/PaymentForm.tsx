import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf, type Invoice, PAYMENT_METHOD_LABELS, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  centsToInput,
  formatAmount,
  FormError,
  Select,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import { PaymentRefused, recordPayment } from '../api/paymentActions.ts';
import { paymentFormSchema, type PaymentFormValues } from '../model/paymentForm.ts';

/** "Enregistrer un paiement": full by default, partial when the amount is changed. */
export function PaymentForm({
  firmId,
  uid,
  invoiceId,
  invoice,
  remainingCents,
  today,
  onDone,
}: {
  firmId: string;
  uid: string;
  invoiceId: string;
  invoice: Invoice;
  remainingCents: number;
  today: string;
  onDone: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onTouched',
    defaultValues: { date: today, amount: centsToInput(remainingCents), method: 'virement', reference: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label="Enregistrer un paiement"
      onSubmit={form.handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            const result = await recordPayment({ firmId, uid, invoiceId, values, today });
            toast.success(
              result.remainingCents === 0
                ? `Paiement enregistré : la facture ${invoice.number} est réglée.`
                : `Paiement enregistré : il reste ${formatAmount(result.remainingCents)} à régler.`,
            );
            form.reset(values);
            onDone();
          } catch (error) {
            if (error instanceof PaymentRefused && (error.field === 'amount' || error.field === 'date')) {
              form.setError(error.field, { message: error.message }, { shouldFocus: true });
              return;
            }
            setFormError(messageOf(error));
          }
        },
        (fieldErrors) => form.setFocus(Object.keys(fieldErrors)[0] as keyof PaymentFormValues),
      )}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <p>
        Reste dû : <strong>{formatAmount(remainingCents)}</strong>
      </p>
      {formError ? <FormError message={formError} /> : null}
      <div className={styles.grid}>
        <TextField
          label="Date du paiement"
          type="date"
          max={today}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label="Montant (€)"
          inputMode="decimal"
          hint="Moins que le reste dû pour un paiement partiel."
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <Select
          label="Mode de paiement"
          options={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.method?.message}
          {...form.register('method')}
        />
        <TextField
          label="Référence (chèque, virement…)"
          error={errors.reference?.message}
          maxLength={TEXT_LIMITS.name}
          {...form.register('reference')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton variant="primary" submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer le paiement
        </SubmitButton>
        <Button onClick={onDone}>Annuler</Button>
      </div>
    </form>
  );
}
