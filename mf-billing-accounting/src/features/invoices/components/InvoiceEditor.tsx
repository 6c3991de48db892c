import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type Invoice, isRetryable, messageOf, TEXT_LIMITS } from 'shared-data';
import {
  Button,
  Checkbox,
  ConflictReview,
  formatDate,
  conflictValueText,
  formatAmount,
  FormError,
  Select,
  SubmitButton,
  TextField,
  todayIso,
  UnsavedChangesGuard,
  useEditConflict,
  useNavigate,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import { saveDraft } from '../api/invoiceActions.ts';
import { useCaseInvoices, useUnbilledTimeEntries } from '../hooks/useBillingData.ts';
import { useClientRecord } from '../hooks/useParties.ts';
import {
  DESIGNATION_MAX,
  emptyLine,
  fromInvoice,
  invoiceFormSchema,
  LINE_KIND_LABELS,
  totalsOfForm,
  type InvoiceFormValues,
} from '../model/invoiceForm.ts';
import { deductibleProvisions } from '../model/provision.ts';
import { groupedTimeEntryIds } from '../../facturx/model/groupedTime.ts';
import { entryAmountCents, linesFromTimeEntries, periodOf, splitByDay } from '../model/timeLines.ts';
import { provisionDeduction } from 'shared-data/invoiceTotals';
import { BuyerAddressNote } from './BuyerAddressNote.tsx';
import { CaseSelect } from './CaseSelect.tsx';
import { ClientPicker } from './ClientPicker.tsx';

const KIND_OPTIONS = Object.entries(LINE_KIND_LABELS).map(([value, label]) => ({ value, label }));
const VAT_OPTIONS = [
  { value: '20', label: 'TVA 20 %' },
  { value: '0', label: 'Exonéré / hors TVA' },
];

/** The fields a two-tab conflict review compares. */
const CONFLICT_LABELS: Partial<Record<keyof InvoiceFormValues, string>> = {
  clientId: 'Client',
  caseId: 'Dossier',
  lines: 'Lignes',
  provision: 'Provision déduite',
  provisionRequestIds: 'Demandes de provision déduites',
  dueDate: 'Échéance',
  paymentTerms: 'Conditions de paiement',
  periodStart: 'Début de la période',
  periodEnd: 'Fin de la période',
  vatExemptMention: 'Mention d’exonération de TVA',
};

/** The draft editor (/app/billing/new, ?brouillon=ID): client, dossier, lines, débours, provision, live totals. */
export function InvoiceEditor({
  firmId,
  uid,
  draftId,
  initial,
  seenUpdatedAt,
  franchise = false,
}: {
  firmId: string;
  /** The cabinet is under the VAT franchise: new lines come without VAT. */
  franchise?: boolean;
  uid: string;
  draftId: string | null;
  /** Editing a draft: its `updatedAt` when the editor opened (a save refused if it changed since). */
  seenUpdatedAt?: string | undefined;
  initial: InvoiceFormValues;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // The review names the chosen client (read by its id below).
  const chosenClient = useRef<{ id: string; name: string } | null>(null);
  const [formError, setFormError] = useState<{ message: string; retry: boolean } | null>(null);
  const edit = useEditConflict<InvoiceFormValues>({
    seenUpdatedAt,
    toValues: (saved) => fromInvoice(saved as Invoice),
    labels: CONFLICT_LABELS,
    format: (field, value) => {
      if (field === 'lines' && Array.isArray(value))
        return value
          .map(
            (line: { designation?: string; quantity?: string; unitPrice?: string }) =>
              `${line.designation ?? ''} (${line.quantity ?? ''} × ${line.unitPrice ?? ''} €)`,
          )
          .join(' ; ');
      const chosen = chosenClient.current;
      if (field === 'clientId' && chosen && value === chosen.id) return chosen.name;
      return conflictValueText(value);
    },
  });
  const [timeMode, setTimeMode] = useState<'grouped' | 'detail'>('grouped');
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty, isSubmitSuccessful, isSubmitted, touchedFields } = form.formState;
  // A field array re-validates on every append: a new, empty line shows its errors only once
  // touched or after a save attempt.
  const lineError = (index: number, field: 'designation' | 'kind' | 'quantity' | 'unitPrice' | 'vatRate') =>
    isSubmitted || touchedFields.lines?.[index]?.[field] ? errors.lines?.[index]?.[field]?.message : undefined;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const clientField = useController({ control: form.control, name: 'clientId' }).field;
  const caseField = useController({ control: form.control, name: 'caseId' }).field;
  const watched = useWatch({ control: form.control });
  const hasGroupedTime =
    groupedTimeEntryIds({
      lines: (watched.lines ?? []).map((line) => ({
        designation: line?.designation ?? '',
        timeEntryIds: (line?.timeEntryIds ?? []).filter((id): id is string => typeof id === 'string'),
      })),
    }).length > 0;
  const clientId = watched.clientId ?? '';
  const caseId = watched.caseId ?? '';
  // The dossier's demandes de provision received by the cabinet, deducted with their VAT.
  const dossierDocuments = useCaseInvoices(firmId, caseId);
  const deductible = useMemo(
    () => deductibleProvisions(dossierDocuments.data, { invoiceId: draftId, clientId, caseId }),
    [dossierDocuments.data, draftId, clientId, caseId],
  );
  const selectedIds = new Set((watched.provisionRequestIds ?? []).filter((id): id is string => !!id));
  const deduction = provisionDeduction(deductible.filter((provision) => selectedIds.has(provision.id)));
  const totals = totalsOfForm(
    {
      lines: (watched.lines ?? []).map((line) => ({ ...emptyLine(), ...line, timeEntryIds: line?.timeEntryIds ?? [] })),
      provision: watched.provision ?? '',
      provisionRequestIds: [...selectedIds],
    },
    deduction,
  );
  // A provision typed by hand stays editable only on the older drafts that have one.
  const [typedProvision] = useState(() => initial.provision.trim() !== '');
  const client = useClientRecord(firmId, clientId);
  chosenClient.current = client.data ? { id: client.data.id, name: client.data.displayName } : null;
  const unbilled = useUnbilledTimeEntries(firmId, caseId, draftId);
  const usedIds = useMemo(
    () => new Set((watched.lines ?? []).flatMap((line) => line?.timeEntryIds ?? [])),
    [watched.lines],
  );
  // Time is billed once it has happened: entries dated after today wait for their day.
  const today = todayIso();
  const { billable: available, future } = splitByDay(
    unbilled.data.filter((entry) => !usedIds.has(entry.id)),
    today,
  );
  const availableCents = available.reduce((sum, entry) => sum + entryAmountCents(entry), 0);
  const toggleProvision = (id: string, checked: boolean) => {
    const next = new Set(selectedIds);
    if (checked) next.add(id);
    else next.delete(id);
    form.setValue('provisionRequestIds', [...next], { shouldDirty: true });
  };

  const pullTimeEntries = () => {
    for (const line of linesFromTimeEntries(available, timeMode, { franchise }))
      lines.append(line, { shouldFocus: false });
    const period = periodOf(available);
    if (period) {
      const start = form.getValues('periodStart');
      const end = form.getValues('periodEnd');
      if (!start || period.start < start) form.setValue('periodStart', period.start, { shouldDirty: true });
      if (!end || period.end > end) form.setValue('periodEnd', period.end, { shouldDirty: true });
    }
    toast.success(`${available.length} temps passé${available.length > 1 ? 's' : ''} repris sur la facture.`);
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="invoice-editor-title"
      onSubmit={form.handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            const id = await saveDraft({
              firmId,
              uid,
              ...(draftId ? { id: draftId } : {}),
              values,
              seenUpdatedAt: edit.seenUpdatedAt(),
            });
            form.reset(values);
            toast.success('Brouillon enregistré.');
            navigate(`/app/billing?facture=${id}`);
          } catch (error) {
            // Changed elsewhere: the review shows (focused); the values stay in the form.
            if (!edit.handle(error)) setFormError({ message: messageOf(error), retry: isRetryable(error) });
          }
        },
        (fieldErrors) => {
          const first = Object.keys(fieldErrors)[0];
          if (first === 'lines' && Array.isArray(fieldErrors.lines)) {
            const index = fieldErrors.lines.findIndex(Boolean);
            const field = Object.keys(fieldErrors.lines[index] ?? {})[0] ?? 'designation';
            form.setFocus(`lines.${index}.${field}` as never);
            return;
          }
          if (first) form.setFocus(first as keyof InvoiceFormValues);
        },
      )}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !isSubmitSuccessful} />
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Facturation</p>
          <h1 id="invoice-editor-title">{draftId ? 'Modifier le brouillon' : 'Nouvelle facture'}</h1>
        </div>
      </header>
      <FormError
        message={formError?.message}
        onRetry={formError?.retry ? () => formRef.current?.requestSubmit() : undefined}
        retrying={isSubmitting}
      />
      <ConflictReview edit={edit} form={form} busy={isSubmitting} onKeepMine={() => formRef.current?.requestSubmit()} />

      <section className={styles.panel} aria-labelledby="editor-parties">
        <h2 id="editor-parties">Client et dossier</h2>
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
              form.setValue('provisionRequestIds', []);
            }}
          />
          <CaseSelect
            ref={caseField.ref}
            firmId={firmId}
            clientId={clientId}
            value={caseField.value}
            placeholder="Sans dossier"
            error={errors.caseId?.message}
            onBlur={caseField.onBlur}
            onChange={(id) => {
              caseField.onChange(id);
              form.setValue('provisionRequestIds', []);
            }}
          />
        </div>
        <BuyerAddressNote firmId={firmId} client={client.data?.id === clientId ? client.data : null} />
        {caseId ? (
          <div className={styles.notice} data-testid="unbilled-time">
            {future.length > 0 ? (
              <p data-testid="future-time">
                {future.length} temps passé{future.length > 1 ? 's' : ''} daté{future.length > 1 ? 's' : ''} après
                aujourd’hui {future.length > 1 ? 'ne sont pas repris' : 'n’est pas repris'} : le temps se facture une
                fois passé.
              </p>
            ) : null}
            {available.length === 0 ? (
              <p>Aucun temps passé non facturé sur ce dossier.</p>
            ) : (
              <>
                <p>
                  {available.length} temps passé{available.length > 1 ? 's' : ''} non facturé
                  {available.length > 1 ? 's' : ''} sur ce dossier : {formatAmount(availableCents)} HT.
                </p>
                <fieldset className={styles.choice}>
                  <legend>Reprendre le temps passé</legend>
                  <label className={styles.choiceOption}>
                    <input
                      type="radio"
                      name="timeMode"
                      checked={timeMode === 'grouped'}
                      onChange={() => setTimeMode('grouped')}
                    />{' '}
                    Regroupé (une ligne par taux horaire)
                  </label>
                  <label className={styles.choiceOption}>
                    <input
                      type="radio"
                      name="timeMode"
                      checked={timeMode === 'detail'}
                      onChange={() => setTimeMode('detail')}
                    />{' '}
                    Détaillé (une ligne par saisie)
                  </label>
                </fieldset>
                <Button onClick={pullTimeEntries}>Reprendre le temps non facturé</Button>
              </>
            )}
          </div>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="editor-lines">
        <h2 id="editor-lines">Lignes</h2>
        {lines.fields.length === 0 ? (
          <p className={styles.muted}>
            Aucune ligne : reprenez le temps passé du dossier ou ajoutez des honoraires, émoluments ou débours.
          </p>
        ) : null}
        {typeof errors.lines?.message === 'string' ? (
          <p className={styles.alert} role="alert">
            {errors.lines.message}
          </p>
        ) : null}
        {lines.fields.map((field, index) => {
          const kind = watched.lines?.[index]?.kind;
          return (
            <fieldset key={field.id} className={styles.lineRow} aria-label={`Ligne ${index + 1}`}>
              <TextField
                label={`Désignation (ligne ${index + 1})`}
                error={lineError(index, 'designation')}
                maxLength={DESIGNATION_MAX}
                {...form.register(`lines.${index}.designation`)}
              />
              <Select
                label="Nature"
                options={KIND_OPTIONS}
                error={lineError(index, 'kind')}
                {...form.register(`lines.${index}.kind`, {
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value === 'debours') form.setValue(`lines.${index}.vatRate`, '0');
                  },
                })}
              />
              <TextField
                label="Quantité"
                inputMode="decimal"
                error={lineError(index, 'quantity')}
                {...form.register(`lines.${index}.quantity`)}
              />
              <TextField
                label="Prix unitaire HT (€)"
                inputMode="decimal"
                error={lineError(index, 'unitPrice')}
                {...form.register(`lines.${index}.unitPrice`)}
              />
              <Select
                label="TVA"
                options={kind === 'debours' ? [{ value: '0', label: 'Hors TVA (débours)' }] : VAT_OPTIONS}
                error={lineError(index, 'vatRate')}
                {...form.register(`lines.${index}.vatRate`)}
              />
              <Button onClick={() => lines.remove(index)} aria-label={`Retirer la ligne ${index + 1}`}>
                Retirer
              </Button>
            </fieldset>
          );
        })}
        <div className={styles.formActions}>
          <Button onClick={() => lines.append(emptyLine('honoraires', { franchise }))}>
            Ajouter une ligne d’honoraires
          </Button>
          <Button onClick={() => lines.append(emptyLine('emoluments', { franchise }))}>Ajouter des émoluments</Button>
          <Button onClick={() => lines.append(emptyLine('debours', { franchise }))}>Ajouter des débours</Button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="editor-terms">
        <h2 id="editor-terms">Provision, échéance et mentions</h2>
        {caseId ? (
          <fieldset className={styles.choice} data-testid="provision-requests">
            <legend>Provisions reçues à déduire</legend>
            {deductible.length === 0 ? (
              <p className={styles.muted}>
                Aucune demande de provision reçue par le cabinet sur ce dossier.{' '}
                <a
                  href={`/app/billing/new?provision=1&client=${encodeURIComponent(clientId)}&dossier=${encodeURIComponent(caseId)}`}
                >
                  Demander une provision
                </a>
              </p>
            ) : (
              deductible.map((provision) => {
                const shares = provisionDeduction([provision]);
                return (
                  <Checkbox
                    key={provision.id}
                    label={`${provision.number} du ${formatDate(provision.issueDate ?? '')} — reçu ${formatAmount(shares.provisionCents)} (dont TVA ${formatAmount(shares.provisionVatCents)})`}
                    checked={selectedIds.has(provision.id)}
                    onChange={(event) => toggleProvision(provision.id, event.target.checked)}
                  />
                );
              })
            )}
          </fieldset>
        ) : null}
        <div className={styles.grid}>
          {typedProvision ? (
            <TextField
              label="Provision déjà reçue à déduire (€)"
              inputMode="decimal"
              hint="Montant saisi sur ce brouillon ancien, sans détail de TVA : préférez les demandes de provision reçues."
              error={errors.provision?.message}
              {...form.register('provision')}
            />
          ) : null}
          <TextField label="Échéance" type="date" error={errors.dueDate?.message} {...form.register('dueDate')} />
          <TextField
            label="Début de la période des prestations"
            type="date"
            error={errors.periodStart?.message}
            {...form.register('periodStart')}
          />
          <TextField
            label="Fin de la période des prestations"
            type="date"
            error={errors.periodEnd?.message}
            {...form.register('periodEnd')}
          />
          <TextField
            className={styles.full}
            label="Conditions de paiement"
            error={errors.paymentTerms?.message}
            maxLength={TEXT_LIMITS.mentions}
            {...form.register('paymentTerms')}
          />
          <TextField
            className={styles.full}
            label="Mention d’exonération de TVA"
            hint="Obligatoire si une ligne d’honoraires est exonérée (par ex. « TVA non applicable, art. 293 B du CGI »)."
            error={errors.vatExemptMention?.message}
            maxLength={TEXT_LIMITS.mentions}
            {...form.register('vatExemptMention')}
          />
          {hasGroupedTime ? (
            <Checkbox
              className={styles.full}
              label="Joindre le relevé des diligences (date, diligence et durée de chaque temps regroupé)"
              {...form.register('statementOfWork')}
            />
          ) : null}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="editor-totals">
        <h2 id="editor-totals">Totaux</h2>
        <dl className={styles.totals} aria-live="polite" data-testid="editor-totals">
          <div>
            <dt>Total HT</dt>
            <dd data-testid="total-ht">{formatAmount(totals.totalHtCents)}</dd>
          </div>
          {totals.vatBreakdown.map((row) => (
            <div key={row.rate}>
              <dt>{row.rate ? `TVA ${row.rate} %` : 'Exonéré de TVA (base)'}</dt>
              <dd>{formatAmount(row.rate ? row.vatCents : row.baseCents)}</dd>
            </div>
          ))}
          <div>
            <dt>Débours (hors TVA)</dt>
            <dd data-testid="total-debours">{formatAmount(totals.deboursCents)}</dd>
          </div>
          <div>
            <dt>Total TTC</dt>
            <dd data-testid="total-ttc">{formatAmount(totals.totalTtcCents)}</dd>
          </div>
          <div>
            <dt>Provision déduite</dt>
            <dd data-testid="total-provision">{formatAmount(totals.provisionCents)}</dd>
          </div>
          {totals.provisionVatCents ? (
            <div>
              <dt>dont TVA des provisions</dt>
              <dd data-testid="total-provision-vat">{formatAmount(totals.provisionVatCents)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Net à payer</dt>
            <dd data-testid="total-net">{formatAmount(totals.netToPayCents)}</dd>
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
