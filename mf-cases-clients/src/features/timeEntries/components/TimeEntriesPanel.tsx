import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { messageOf, paths, useCollection, type TimeEntry } from 'shared-data';
import { Badge, EmptyState, formatAmount, formatDate, FormError, SubmitButton, TextField } from 'shared-ui';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { Loading } from '../../../components/PageStates.tsx';
import { todayIso } from '../../../lib/text.ts';
import { addTimeEntry, deleteTimeEntry } from '../hooks/timeEntryActions.ts';
import { amountCents, centsToInput, formatDuration, timeTotals } from '../model/duration.ts';
import { timeEntryFormSchema, type TimeEntryFormValues } from '../model/timeEntryForm.ts';
import styles from '../../../components/layout.module.css';

export type TimeEntriesPanelProps = {
  firmId: string;
  uid: string;
  caseId: string /** The dossier's hourly rate, proposed for new entries. */;
  defaultRateCents?: number | undefined;
};

const ORDER: (keyof TimeEntryFormValues)[] = ['date', 'duration', 'description', 'rate'];

/** Temps passés: add (date, h:mm, description, rate), list, totals billable / unbilled. */
export function TimeEntriesPanel({ firmId, uid, caseId, defaultRateCents }: TimeEntriesPanelProps) {
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
      await addTimeEntry(firmId, caseId, uid, values);
      toast.success('Temps enregistré.');
      // Keep the date and rate for the next entry; clear what was specific to this one.
      form.reset({ ...values, duration: '', description: '' });
      form.setFocus('duration');
    } catch (failure) {
      setSaveError(messageOf(failure));
      requestAnimationFrame(() => errorRef.current?.focus());
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
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        aria-label="Ajouter du temps passé"
        className={styles.panel}
      >
        <h3 style={{ marginTop: 0 }}>Ajouter du temps passé</h3>
        <FormError ref={errorRef} title="L’enregistrement a échoué" message={saveError ?? undefined} />
        <div className={styles.grid}>
          <TextField label="Date" type="date" showRequired error={error('date')} {...form.register('date')} />
          <TextField
            label="Durée (h:mm)"
            placeholder="1:30"
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
            {...form.register('description')}
          />
        </div>
        <div className={styles.formActions}>
          <SubmitButton submitting={form.formState.isSubmitting} submittingLabel="Enregistrement…">
            Ajouter le temps
          </SubmitButton>
        </div>
      </form>
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
                <td>{formatDate(entry.date)}</td>
                <td>{entry.description}</td>
                <td className={styles.num}>{formatDuration(entry.minutes)}</td>
                <td className={styles.num}>{formatAmount(entry.rateCents)}</td>
                <td className={styles.num}>{formatAmount(amountCents(entry.minutes, entry.rateCents))}</td>
                <td>{entry.billed ? <Badge tone="info">Facturé</Badge> : <Badge tone="warning">À facturer</Badge>}</td>
                <td>
                  {!entry.billed ? (
                    <ConfirmAction
                      label="Supprimer"
                      question="Supprimer ce temps ?"
                      confirmLabel="Supprimer"
                      onConfirm={() =>
                        deleteTimeEntry(firmId, entry.id).catch((failure: unknown) => toast.error(messageOf(failure)))
                      }
                    />
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
