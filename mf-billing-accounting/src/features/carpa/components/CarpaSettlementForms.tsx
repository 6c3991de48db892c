import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Invoice, messageOf, TEXT_LIMITS } from 'shared-data';
import { Button, centsToInput, formatAmount, FormError, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { CarpaRefused, payFromCarpa, receiveProvisionOnCarpa } from '../api/carpaSettlement.ts';
import {
  type CarpaDepositValues,
  carpaDepositSchema,
  type CarpaFeesValues,
  carpaFeesSchema,
} from '../model/settlement.ts';

type Props = {
  firmId: string;
  uid: string;
  invoiceId: string;
  invoice: Invoice;
  today: string;
  onDone: () => void;
};

/** « Reçue sur le compte CARPA du dossier »: the client's funds, deposited; no VAT until the fees are taken. */
export function CarpaDepositForm({
  firmId,
  uid,
  invoiceId,
  invoice,
  today,
  expectedCents,
  onDone,
}: Props & {
  expectedCents: number;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CarpaDepositValues>({
    resolver: zodResolver(carpaDepositSchema),
    mode: 'onTouched',
    defaultValues: {
      date: today,
      amount: centsToInput(expectedCents),
      counterparty: invoice.clientSnapshot?.name ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label="Réception sur le compte CARPA"
      onSubmit={form.handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            await receiveProvisionOnCarpa({ firmId, uid, invoiceId, values, today });
            toast.success(`Provision ${invoice.number} déposée sur le compte CARPA du dossier.`);
            form.reset(values);
            onDone();
          } catch (error) {
            if (error instanceof CarpaRefused && (error.field === 'date' || error.field === 'amount')) {
              form.setError(error.field, { message: error.message }, { shouldFocus: true });
              return;
            }
            setFormError(messageOf(error));
          }
        },
        (fieldErrors) => form.setFocus(Object.keys(fieldErrors)[0] as keyof CarpaDepositValues),
      )}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <p className={styles.muted}>
        Les fonds reçus sur la CARPA appartiennent au client : ils s’inscrivent au compte CARPA du dossier, pas au
        livre-journal. La TVA sera due le jour où les honoraires seront prélevés, avec l’autorisation écrite du client.
      </p>
      {formError ? <FormError message={formError} /> : null}
      <div className={styles.grid}>
        <TextField
          label="Date de réception"
          type="date"
          max={today}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label="Montant (€)"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label="Versé par"
          maxLength={TEXT_LIMITS.name}
          error={errors.counterparty?.message}
          {...form.register('counterparty')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton variant="primary" submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer le dépôt CARPA
        </SubmitButton>
        <Button onClick={onDone}>Annuler</Button>
      </div>
    </form>
  );
}

/** « Prélever les honoraires sur CARPA »: with the client's written authorisation; the receipt is booked that day. */
export function CarpaFeesForm({
  firmId,
  uid,
  invoiceId,
  invoice,
  today,
  availableCents,
  onDone,
}: Props & {
  availableCents: number;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CarpaFeesValues>({
    resolver: zodResolver(carpaFeesSchema),
    mode: 'onTouched',
    defaultValues: {
      date: today,
      amount: centsToInput(availableCents),
      authorisationDate: '',
      authorisationReference: '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label="Prélèvement d’honoraires sur CARPA"
      onSubmit={form.handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            const result = await payFromCarpa({ firmId, uid, invoiceId, values, today });
            toast.success(
              result.remainingCents === 0
                ? `Honoraires prélevés sur CARPA : ${invoice.number} est réglée.`
                : `Honoraires prélevés sur CARPA : il reste ${formatAmount(result.remainingCents)} à régler.`,
            );
            form.reset(values);
            onDone();
          } catch (error) {
            if (error instanceof CarpaRefused && error.field) {
              form.setError(error.field, { message: error.message }, { shouldFocus: true });
              return;
            }
            setFormError(messageOf(error));
          }
        },
        (fieldErrors) => form.setFocus(Object.keys(fieldErrors)[0] as keyof CarpaFeesValues),
      )}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <p>
        Disponible sur CARPA pour ce document : <strong>{formatAmount(availableCents)}</strong>. Le prélèvement est une
        recette du cabinet, datée du jour du prélèvement : sa TVA est portée au livre-journal ce jour-là.
      </p>
      {formError ? <FormError message={formError} /> : null}
      <div className={styles.grid}>
        <TextField
          label="Date du prélèvement"
          type="date"
          max={today}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label="Montant (€)"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label="Date de l’autorisation écrite du client"
          type="date"
          max={today}
          error={errors.authorisationDate?.message}
          {...form.register('authorisationDate')}
        />
        <TextField
          label="Référence de l’autorisation (lettre, courriel, clause)"
          maxLength={TEXT_LIMITS.title}
          error={errors.authorisationReference?.message}
          {...form.register('authorisationReference')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton variant="primary" submitting={isSubmitting} submittingLabel="Enregistrement…">
          Prélever les honoraires
        </SubmitButton>
        <Button onClick={onDone}>Annuler</Button>
      </div>
    </form>
  );
}
