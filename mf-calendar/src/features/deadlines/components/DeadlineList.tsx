import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { type Deadline, messageOf, type PagedList } from 'shared-data';
import {
  Badge,
  type BadgeTone,
  Button,
  type DataColumn,
  DataTable,
  Dialog,
  EmptyState,
  Select,
  ShowMore,
  TextField,
  searchKey,
  matchesQuery,
  todayIso,
  Loading,
} from 'shared-ui';
import { CasePicker } from '../../../components/CasePicker.tsx';
import styles from '../../../components/layout.ts';
import type { Lookups } from '../../lookups/hooks/useLookups.ts';
import { setDeadlineDone } from '../api/deadlineActions.ts';
import {
  daysLeftLabel,
  type DeadlineState,
  type DeadlineWithId,
  deadlineState,
  STATE_LABELS,
} from '../model/deadlineList.ts';
import type { DEADLINE_LIST_DEFAULTS } from '../model/deadlineQueries.ts';
import { formatDay } from '../../days/model/parisTime.ts';

const TONES: Record<DeadlineState, BadgeTone> = {
  done: 'success',
  overdue: 'danger',
  today: 'danger',
  soon: 'warning',
  later: 'neutral',
};

type Row = DeadlineWithId & { state: DeadlineState; key: string; caseLabel: string; assignee: string };

export type DeadlineListFilters = typeof DEADLINE_LIST_DEFAULTS;

export type DeadlineListProps = {
  firmId: string;
  /** The pages read so far, in the backend's order (the urgency's for « À faire »). */
  list: PagedList<Deadline>;
  lookups: Lookups;
  filters: DeadlineListFilters;
  setFilters: (next: Partial<DeadlineListFilters>) => void;
};

/**
 * The cabinet's délais by urgency: overdue in red, filters in the URL (state, responsible and
 * dossier served by the backend, a page at a time; the text narrows the délais shown), mark done,
 * how each was computed.
 */
export function DeadlineList({ firmId, list, lookups, filters, setFilters }: DeadlineListProps) {
  const deadlines: DeadlineWithId[] = list.data;
  const query = useDeferredValue(filters.q);
  const today = todayIso();
  const [shown, setShown] = useState<Row | null>(null);
  const rows = useMemo<Row[]>(
    () =>
      deadlines.map((d) => {
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
  // The backend filtered on state, responsible and dossier; done ones stay until the list says so live.
  const visible = rows.filter(
    (row) =>
      (filters.statut === 'tous' || (filters.statut === 'faits' ? row.done : !row.done)) &&
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
          hint="Parmi les délais affichés : intitulé, dossier, responsable."
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
        <CasePicker
          firmId={firmId}
          placeholder="Tous les dossiers"
          value={filters.dossier}
          onChange={(dossier) => setFilters({ dossier })}
        />
      </div>
      {query.trim() ? (
        <p className={styles.count} aria-live="polite">
          {visible.length} délai{visible.length > 1 ? 's' : ''} correspond{visible.length > 1 ? 'ent' : ''} à la
          recherche parmi les {deadlines.length} affiché{deadlines.length > 1 ? 's' : ''}
        </p>
      ) : null}
      {list.loading ? (
        <Loading label="Chargement des délais…" />
      ) : (
        <DataTable
          caption="Délais par ordre d’urgence"
          columns={columns}
          rows={visible}
          rowKey={(row) => row.id}
          rowHeight={56}
          empty={
            <EmptyState title="Aucun délai">
              {rows.length === 0 && filters.statut === 'ouverts' && filters.responsable === 'tous' && !filters.dossier
                ? 'Calculez un délai ci-dessus et enregistrez-le sur un dossier : il apparaîtra ici, par urgence.'
                : 'Aucun délai ne correspond à ces filtres.'}
            </EmptyState>
          }
        />
      )}
      {list.loading ? null : (
        <ShowMore
          shown={deadlines.length}
          total={list.total}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onMore={list.loadMore}
          noun={{ one: 'délai', many: 'délais' }}
          of="de délais"
        />
      )}
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
