import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { DataError, isEditConflict, messageOf, type TimeEntry, type WithId } from 'shared-data';
import {
  Badge,
  Button,
  centsToInput,
  Dialog,
  EmptyState,
  formatAmount,
  formatDate,
  todayIso,
  Loading,
} from 'shared-ui';
import { ConfirmButton, pressWithoutBlur } from '../../../components/ConfirmButton.tsx';
import { addTimeEntry, deleteTimeEntry, updateTimeEntry } from '../api/timeEntryActions.ts';
import { useCaseTimeEntries } from '../hooks/useTimeTotals.ts';
import { useMemberRate } from '../hooks/useTimer.ts';
import { amountCents, formatDuration, timeTotals } from '../model/duration.ts';
import {
  entryLock,
  proposedRate,
  RATE_SOURCE_HINTS,
  type TimeEntryFormValues,
  toTimeEntryForm,
} from '../model/timeEntryForm.ts';
import { TimeEntryForm } from './TimeEntryForm.tsx';
import { TimerBar } from './TimerBar.tsx';
import styles from '../../../components/layout.ts';

export type TimeEntriesPanelProps = {
  firmId: string;
  uid: string;
  caseId: string;
  /** The dossier's hourly rate, proposed for new entries when the member has no rate of their own. */
  defaultRateCents?: number | undefined;
  /** A closed dossier: the list and totals only, no entry added, edited or deleted. */
  readOnly?: boolean;
  /** Tells the page whether the form holds typed text (asked before a tab switch). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * Temps passés: the running timer, add (date, h:mm, description, rate — the member's own rate
 * proposed, else the dossier's), list, edit or delete until invoiced, totals billable / unbilled.
 */
export function TimeEntriesPanel({
  firmId,
  uid,
  caseId,
  defaultRateCents,
  readOnly = false,
  onDirtyChange,
}: TimeEntriesPanelProps) {
  const entries = useCaseTimeEntries(firmId, caseId);
  const memberRate = useMemberRate(firmId, uid);
  const proposal = proposedRate({ memberRateCents: memberRate.rateCents, caseRateCents: defaultRateCents });
  const rate = proposal ? centsToInput(proposal.cents) : '';
  const defaultValues = useMemo(() => ({ date: todayIso(), duration: '', description: '', rate }), [rate]);
  // Keep the date for the next entry; the rate goes back to the proposed one (not the last typed one).
  const nextValues = useCallback(
    (saved: TimeEntryFormValues) => ({ date: saved.date, duration: '', description: '', rate }),
    [rate],
  );
  const [editing, setEditing] = useState<WithId<TimeEntry> | null>(null);
  const sorted = useMemo(
    () =>
      [...entries.data].sort((a, b) =>
        a.date === b.date ? (a.createdAt < b.createdAt ? 1 : -1) : a.date < b.date ? 1 : -1,
      ),
    [entries.data],
  );
  const totals = useMemo(() => timeTotals(entries.data), [entries.data]);

  return (
    <div>
      <TimerBar firmId={firmId} uid={uid} caseId={caseId} readOnly={readOnly} />
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
        <TimeEntryForm
          label="Ajouter du temps passé"
          heading="Ajouter du temps passé"
          className={styles.panel}
          defaultValues={defaultValues}
          nextValues={nextValues}
          submitLabel="Ajouter le temps"
          rateHint={proposal ? RATE_SOURCE_HINTS[proposal.source] : undefined}
          onDirtyChange={onDirtyChange}
          onSave={async (values) => {
            await addTimeEntry({ firmId, caseId, uid, values });
            toast.success('Temps enregistré.');
          }}
        />
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
                  <EntryActions
                    entry={entry}
                    readOnly={readOnly}
                    onEdit={() => setEditing(entry)}
                    onDelete={() =>
                      deleteTimeEntry({ firmId, entryId: entry.id }).catch((failure: unknown) =>
                        toast.error(messageOf(failure)),
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? <EditTimeEntryDialog firmId={firmId} entry={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/** A row's actions: edit and delete until the entry is on an invoice, then why it is locked. */
function EntryActions({
  entry,
  readOnly,
  onEdit,
  onDelete,
}: {
  entry: WithId<TimeEntry>;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const lock = entryLock(entry);
  if (lock) return <span className={styles.muted}>{lock}</span>;
  if (readOnly) return null;
  const what = `le temps du ${formatDate(entry.date)} : ${entry.description}`;
  return (
    <div className={styles.actions}>
      <Button {...pressWithoutBlur(onEdit)} aria-label={`Modifier ${what}`}>
        Modifier
      </Button>
      <ConfirmButton
        label="Supprimer"
        ariaLabel={`Supprimer ${what}`}
        title="Supprimer ce temps ?"
        confirmLabel="Supprimer"
        onConfirm={onDelete}
      >
        {formatDuration(entry.minutes)} le {formatDate(entry.date)} : « {entry.description} ».
      </ConfirmButton>
    </div>
  );
}

/**
 * « Modifier ce temps »: the same form and checks as a new entry. Changed elsewhere meanwhile, the
 * save is refused once, saying what is stored; saving again replaces it knowingly.
 */
function EditTimeEntryDialog({
  firmId,
  entry,
  onClose,
}: {
  firmId: string;
  entry: WithId<TimeEntry>;
  onClose: () => void;
}) {
  const [seen, setSeen] = useState<TimeEntry>(entry);
  const defaultValues = useMemo(() => toTimeEntryForm(entry), [entry]);
  return (
    <Dialog open title="Modifier ce temps" onClose={onClose}>
      <TimeEntryForm
        label="Modifier ce temps"
        defaultValues={defaultValues}
        submitLabel="Enregistrer"
        onCancel={onClose}
        onSave={async (values) => {
          try {
            await updateTimeEntry({ firmId, entryId: entry.id, seen, values });
          } catch (failure) {
            if (!isEditConflict(failure)) throw failure;
            const saved = failure.saved as TimeEntry;
            setSeen(saved);
            throw new DataError(
              'aborted',
              `${failure.message} Version enregistrée : ${formatDuration(saved.minutes)} le ${formatDate(saved.date)}, « ${saved.description} ». Enregistrer à nouveau la remplacera.`,
            );
          }
          toast.success('Temps modifié.');
          onClose();
        }}
      />
    </Dialog>
  );
}
