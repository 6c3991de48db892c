import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { messageOf, paths, TEXT_LIMITS, useCollection, type TimeEntry } from 'shared-data';
import {
  Badge,
  centsToInput,
  EmptyState,
  formatAmount,
  formatDate,
  FormError,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  todayIso,
  focusWhenShown,
} from 'shared-ui';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { Loading } from '../../../components/PageStates.tsx';
import { addTimeEntry, deleteTimeEntry } from '../hooks/timeEntryActions.ts';
import { amountCents, DURATION_HINT, formatDuration, timeTotals } from '../model/duration.ts';
import { timeEntryFormSchema, type TimeEntryFormValues } from '../model/timeEntryForm.ts';
import styles from '../../../components/layout.ts';

export type TimeEntriesPanelProps = {
  firmId: string;
  uid: string;
  caseId: string;
  /** The dossier's hourly rate, proposed for every new entry. */
  defaultRateCents?: number | undefined;
  /** A closed dossier: the list and totals only, no entry added or deleted. */
  readOnly?: boolean;
  /** Tells the page whether the form holds typed text (asked before a tab switch). */
  onDirtyChange?: (dirty: boolean) => void;
};

const ORDER: (keyof TimeEntryFormValues)[] = ['date', 'duration', 'description', 'rate'];

/** Temps passés: add (date, h:mm, description, rate), list, totals billable / unbilled. */
export function TimeEntriesPanel({
  firmId,
  uid,
  caseId,
  defaultRateCents,
  readOnly = false,
  onDirtyChange,
}: TimeEntriesPanelProps) {
  const entries = useCollection<TimeEntry>({
    collection: paths.timeEntries(firmId),
    where: [{ field: 'caseId', op: '==', value: caseId }],
  });
  const rate = defaultRateCents !== undefined ? centsToInput(defaultRateCents) : '';
  const form = useForm<TimeEntryFormValues>({
    resolver: zodResolver(timeEntryFormSchema),
    defaultValues: { date: todayIso(), duration: '', description: '', rate },
    mode: 'onTouched',
  });
  // The dossier's rate changed (dossier edited): propose the new one unless the user typed one.
  useEffect(() => {
    if (!form.getFieldState('rate').isDirty) form.resetField('rate', { defaultValue: rate });
  }, [form, rate]);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const sorted = useMemo(
    () =>
      [...entries.data].sort((a, b) =>
        a.date === b.date ? (a.createdAt < b.createdAt ? 1 : -1) : a.date < b.date ? 1 : -1,
      ),
    [entries.data],
  );
  const totals = useMemo(() => timeTotals(entries.data), [entries.data]);
  const error = (field: keyof TimeEntryFormValues) => form.formState.errors[field]?.message;

  const onValid = async (values: TimeEntryFormValues) => {
    setSaveError(null);
    try {
      await addTimeEntry({ firmId, caseId, uid, values });
      toast.success('Temps enregistré.');
      // Keep the date for the next entry; the rate goes back to the dossier's (not the last typed one).
      form.reset({ date: values.date, duration: '', description: '', rate });
      form.setFocus('duration');
    } catch (failure) {
      setSaveError(messageOf(failure));
      focusWhenShown(errorRef);
    }
  };
  const onInvalid = (errors: FieldErrors<TimeEntryFormValues>) => {
    const first = ORDER.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };

  return (
    <div>
      <dl className={styles.totals} aria-label="Totaux du temps passé" data-testid="time-totals">
        <div>
          <dt>Temps total</dt>
          <dd>{formatDuration(totals.minutes)}</dd>
        </div>
        <div>
          <dt>Montant facturable</dt>
          <dd data-testid="total-billable">{formatAmount(totals.billableCents)}</dd>
        </div>
        <div>
          <dt>Reste à facturer</dt>
          <dd data-testid="total-unbilled">{formatAmount(totals.unbilledCents)}</dd>
        </div>
      </dl>
      {readOnly ? null : (
        <form
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          noValidate
          aria-label="Ajouter du temps passé"
          className={styles.panel}
        >
          <h3 style={{ marginTop: 0 }}>Ajouter du temps passé</h3>
          <UnsavedChangesGuard when={dirty} />
          <FormError ref={errorRef} title="L’enregistrement a échoué" message={saveError ?? undefined} />
          <div className={styles.grid}>
            <TextField label="Date" type="date" showRequired error={error('date')} {...form.register('date')} />
            <TextField
              label="Durée"
              placeholder="1:30"
              hint={DURATION_HINT}
              showRequired
              error={error('duration')}
              {...form.register('duration')}
            />
            <TextField
              label="Taux horaire (€ HT)"
              inputMode="decimal"
              showRequired
              error={error('rate')}
              {...form.register('rate')}
            />
            <TextField
              label="Description"
              showRequired
              className={styles.full}
              error={error('description')}
              maxLength={TEXT_LIMITS.message}
              {...form.register('description')}
            />
          </div>
          <div className={styles.formActions}>
            <SubmitButton submitting={form.formState.isSubmitting} submittingLabel="Enregistrement…">
              Ajouter le temps
            </SubmitButton>
          </div>
        </form>
      )}
      {entries.loading ? (
        <Loading label="Chargement des temps…" />
      ) : sorted.length === 0 ? (
        <EmptyState title="Aucun temps saisi">
          Le temps passé sur ce dossier apparaîtra ici, avec son montant facturable.
        </EmptyState>
      ) : (
        <table className={styles.table}>
          <caption className="pt-visually-hidden">Temps passés sur le dossier</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className={styles.num}>
                Durée
              </th>
              <th scope="col" className={styles.num}>
                Taux
              </th>
              <th scope="col" className={styles.num}>
                Montant
              </th>
              <th scope="col">État</th>
              <th scope="col">
                <span className="pt-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Date">{formatDate(entry.date)}</td>
                <td data-label="Description">{entry.description}</td>
                <td data-label="Durée" className={styles.num}>
                  {formatDuration(entry.minutes)}
                </td>
                <td data-label="Taux" className={styles.num}>
                  {formatAmount(entry.rateCents)}
                </td>
                <td data-label="Montant" className={styles.num}>
                  {formatAmount(amountCents(entry.minutes, entry.rateCents))}
                </td>
                <td data-label="État">
                  {entry.billed ? <Badge tone="info">Facturé</Badge> : <Badge tone="warning">À facturer</Badge>}
                </td>
                <td>
                  {!entry.billed && !readOnly ? (
                    <ConfirmButton
                      label="Supprimer"
                      ariaLabel={`Supprimer le temps du ${formatDate(entry.date)} : ${entry.description}`}
                      title="Supprimer ce temps ?"
                      confirmLabel="Supprimer"
                      onConfirm={() =>
                        deleteTimeEntry({ firmId, entryId: entry.id }).catch((failure: unknown) =>
                          toast.error(messageOf(failure)),
                        )
                      }
                    >
                      {formatDuration(entry.minutes)} le {formatDate(entry.date)} : « {entry.description} ».
                    </ConfirmButton>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
