import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf, type Payment, TEXT_LIMITS, type WithId } from 'shared-data';
import { Button, formatAmount, formatDate, FormError, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { PaymentRefused, reversePayment } from '../api/paymentActions.ts';
import { reversalFormSchema, type ReversalFormValues } from '../model/reversal.ts';

/** « Annuler ce paiement »: a counter-entry with its reason (never a deletion). */
export function ReversalForm({
  firmId,
  uid,
  payment,
  today,
  onDone,
}: {
  firmId: string;
  uid: string;
  payment: WithId<Payment>;
  today: string;
  onDone: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReversalFormValues>({
    resolver: zodResolver(reversalFormSchema),
    mode: 'onTouched',
    defaultValues: { date: today, reason: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label="Annuler le paiement"
      onSubmit={form.handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            const result = await reversePayment({ firmId, uid, paymentId: payment.id, values, today });
            toast.success(
              `Paiement annulé par contre-passation : il reste ${formatAmount(result.remainingCents)} à régler.`,
            );
            form.reset(values);
            onDone();
          } catch (error) {
            if (error instanceof PaymentRefused && (error.field === 'date' || error.field === 'reason')) {
              form.setError(error.field, { message: error.message }, { shouldFocus: true });
              return;
            }
            setFormError(messageOf(error));
          }
        },
        (fieldErrors) => form.setFocus(Object.keys(fieldErrors)[0] as keyof ReversalFormValues),
      )}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <p>
        Paiement du {formatDate(payment.date)} : <strong>{formatAmount(payment.amountCents)}</strong>. Il n’est pas
        supprimé : une écriture de contre-passation du même montant, avec son motif, est portée au livre-journal et au
        FEC, et le reste dû de la facture augmente d’autant.
      </p>
      {formError ? <FormError message={formError} /> : null}
      <div className={styles.grid}>
        <TextField
          label="Date de la contre-passation"
          type="date"
          min={payment.date}
          max={today}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          className={styles.full}
          label="Motif de l’annulation"
          showRequired
          hint="Par exemple : chèque rejeté, paiement saisi sur la mauvaise facture."
          maxLength={TEXT_LIMITS.message}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton variant="primary" submitting={isSubmitting} submittingLabel="Enregistrement…">
          Contre-passer le paiement
        </SubmitButton>
        <Button onClick={onDone}>Fermer</Button>
      </div>
    </form>
  );
}
