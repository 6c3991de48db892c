import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf, type Invoice } from 'shared-data';
import { Button, formatAmount, FormError, parseEuros, SubmitButton, TextField, UnsavedChangesGuard } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { createAvoir } from '../api/invoiceActions.ts';
import { reportPlatformPdf } from './reportPlatformPdf.ts';
import { avoirProblem, avoirTotals, creditableCents, type AvoirRequest } from '../model/avoir.ts';

/** "Établir un avoir": total (cancels the invoice) or partial (an amount HT at the invoice's rate). */
export function AvoirForm({
  firmId,
  uid,
  invoiceId,
  invoice,
  today,
  onDone,
}: {
  firmId: string;
  uid: string;
  invoiceId: string;
  invoice: Invoice;
  today: string;
  onDone: (created?: { id: string; number: string }) => void;
}) {
  const [mode, setMode] = useState<'total' | 'partial'>('total');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountCents = parseEuros(amount);
  const request: AvoirRequest = mode === 'total' ? { mode } : { mode, amountHtCents: amountCents ?? 0, reason };
  const preview = avoirTotals(invoice, request);
  return (
    <form
      noValidate
      aria-label="Établir un avoir"
      onSubmit={async (event) => {
        event.preventDefault();
        setFieldError(null);
        setFormError(null);
        if (mode === 'partial' && (amountCents === null || amountCents <= 0)) {
          setFieldError('Indiquez le montant HT de l’avoir (par ex. 200,00).');
          document.getElementById('avoir-amount')?.focus();
          return;
        }
        const problem = avoirProblem(invoice, request);
        if (problem) {
          setFieldError(problem);
          return;
        }
        setBusy(true);
        try {
          const created = await createAvoir({ firmId, uid, invoiceId, request, issueDate: today });
          toast.success(`Avoir ${created.number} émis sur la facture ${invoice.number}.`);
          reportPlatformPdf(created.platformPdf);
          onDone(created);
        } catch (error) {
          setFormError(messageOf(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <UnsavedChangesGuard when={amount !== '' || reason !== ''} />
      {formError ? <FormError message={formError} /> : null}
      <p>Reste à créditer sur cette facture : {formatAmount(creditableCents(invoice))} TTC.</p>
      <fieldset className={styles.choice}>
        <legend>Type d’avoir</legend>
        {(
          [
            ['total', 'Total : annule toute la facture'],
            ['partial', 'Partiel : un montant HT'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.choiceOption}>
            <input
              type="radio"
              name="avoir-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'partial' ? (
        <div className={styles.grid}>
          <TextField
            id="avoir-amount"
            label="Montant HT (€)"
            inputMode="decimal"
            value={amount}
            error={fieldError ?? undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField label="Motif" value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
      ) : fieldError ? (
        <FormError message={fieldError} />
      ) : null}
      <p>
        Montant de l’avoir : <strong data-testid="avoir-preview">{formatAmount(preview.netToPayCents)}</strong> TTC
      </p>
      <div className={styles.formActions}>
        <SubmitButton variant="primary" submitting={busy} submittingLabel="Émission…">
          Émettre l’avoir
        </SubmitButton>
        <Button onClick={() => onDone()}>Annuler</Button>
      </div>
    </form>
  );
}
