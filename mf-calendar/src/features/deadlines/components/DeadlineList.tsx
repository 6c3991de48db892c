import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from 'shared-data';
import {
  Badge,
  type BadgeTone,
  Button,
  type DataColumn,
  DataTable,
  Dialog,
  EmptyState,
  Select,
  TextField,
  useUrlFilters,
  searchKey,
  matchesQuery,
  todayIso,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import type { Lookups } from '../../../lib/useLookups.ts';
import { setDeadlineDone } from '../hooks/deadlineActions.ts';
import {
  daysLeftLabel,
  type DeadlineState,
  type DeadlineWithId,
  deadlineState,
  STATE_LABELS,
  sortByUrgency,
} from '../model/deadlineList.ts';
import { formatDay } from '../../../lib/parisTime.ts';

const TONES: Record<DeadlineState, BadgeTone> = {
  done: 'success',
  overdue: 'danger',
  today: 'danger',
  soon: 'warning',
  later: 'neutral',
};

type Row = DeadlineWithId & { state: DeadlineState; key: string; caseLabel: string; assignee: string };

export type DeadlineListProps = { firmId: string; deadlines: DeadlineWithId[]; lookups: Lookups };

/** The cabinet's délais by urgency: overdue in red, filters in the URL, mark done, how each was computed. */
export function DeadlineList({ firmId, deadlines, lookups }: DeadlineListProps) {
  const [filters, setFilters] = useUrlFilters({ q: '', statut: 'ouverts', responsable: 'tous' });
  const query = useDeferredValue(filters.q);
  const today = todayIso();
  const [shown, setShown] = useState<Row | null>(null);
  const rows = useMemo<Row[]>(
    () =>
      sortByUrgency(deadlines).map((d) => {
        const caseLabel = lookups.caseLabel(d.caseId);
        const assignee = d.assigneeUid ? lookups.memberName(d.assigneeUid) : '—';
        return {
          ...d,
          state: deadlineState(d, today),
          caseLabel,
          assignee,
          key: searchKey(`${d.title} ${caseLabel} ${assignee}`),
        };
      }),
    [deadlines, lookups, today],
  );
  const visible = rows.filter(
    (row) =>
      (filters.statut === 'tous' || (filters.statut === 'faits' ? row.done : !row.done)) &&
      (filters.responsable === 'tous' || row.assigneeUid === filters.responsable) &&
      matchesQuery(row.key, query),
  );
  const toggle = (row: Row) =>
    setDeadlineDone({ firmId, id: row.id, done: !row.done })
      .then(() => toast.success(row.done ? 'Délai rouvert.' : 'Délai marqué comme fait.'))
      .catch((failure: unknown) => toast.error(messageOf(failure)));

  const columns: DataColumn<Row>[] = [
    {
      id: 'due',
      header: 'Échéance',
      width: '9rem',
      cell: (row) => (
        <span className={row.state === 'overdue' ? styles.overdue : undefined} data-state={row.state}>
          {formatDay(row.dueDate)}
        </span>
      ),
    },
    { id: 'title', header: 'Délai', cell: (row) => row.title },
    { id: 'case', header: 'Dossier', cell: (row) => row.caseLabel || '—' },
    { id: 'assignee', header: 'Responsable', width: '10rem', cell: (row) => row.assignee },
    {
      id: 'state',
      header: 'État',
      width: '11rem',
      cell: (row) => (
        <Badge tone={TONES[row.state]}>
          {row.state === 'later' || row.state === 'soon' || row.state === 'overdue'
            ? daysLeftLabel(row, today)
            : STATE_LABELS[row.state]}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: '15rem',
      cell: (row) => (
        <span className={styles.actions}>
          <Button variant="link" onClick={() => setShown(row)} aria-label={`Voir le calcul : ${row.title}`}>
            Calcul
          </Button>
          <Button
            onClick={() => toggle(row)}
            aria-label={`${row.done ? 'Rouvrir' : 'Marquer comme fait'} : ${row.title}`}
          >
            {row.done ? 'Rouvrir' : 'Fait'}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="deadline-list-title">
      <h2 id="deadline-list-title">Délais</h2>
      <div className={styles.toolbar}>
        <TextField
          label="Rechercher"
          type="search"
          value={filters.q}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
        <Select
          label="État"
          value={filters.statut}
          onChange={(event) => setFilters({ statut: event.target.value })}
          options={[
            { value: 'ouverts', label: 'À faire' },
            { value: 'faits', label: 'Faits' },
            { value: 'tous', label: 'Tous' },
          ]}
        />
        <Select
          label="Responsable"
          value={filters.responsable}
          onChange={(event) => setFilters({ responsable: event.target.value })}
          options={[{ value: 'tous', label: 'Tous' }, ...lookups.members.map((m) => ({ value: m.uid, label: m.name }))]}
        />
      </div>
      <p className={styles.count} aria-live="polite">
        {visible.length} délai{visible.length > 1 ? 's' : ''}
      </p>
      <DataTable
        caption="Délais par ordre d’urgence"
        columns={columns}
        rows={visible}
        rowKey={(row) => row.id}
        rowHeight={56}
        empty={
          <EmptyState title="Aucun délai">
            {rows.length === 0
              ? 'Calculez un délai ci-dessus et enregistrez-le sur un dossier : il apparaîtra ici, par urgence.'
              : 'Aucun délai ne correspond à ces filtres.'}
          </EmptyState>
        }
      />
      <Dialog open={shown !== null} title={shown ? `Calcul : ${shown.title}` : 'Calcul'} onClose={() => setShown(null)}>
        {shown ? (
          <>
            <p>
              Échéance : <strong>{formatDay(shown.dueDate)}</strong> — {shown.caseLabel}
            </p>
            <ol className={styles.explanation}>
              {shown.computation
                .split('\n')
                .filter(Boolean)
                .map((line) => (
                  <li key={line}>{line}</li>
                ))}
            </ol>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
