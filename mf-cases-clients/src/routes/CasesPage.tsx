import { useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { PRACTICE_AREAS, searchQueryOf, useWorkContext } from 'shared-data';
import {
  Button,
  DataTable,
  EmptyState,
  formatDate,
  Select,
  Tabs,
  TextField,
  type DataColumn,
  useUrlFilters,
  todayIso,
  Link,
  useNavigate,
  LoadError,
  Loading,
  NoCabinet,
  ShowMore,
  shownCount,
  useSettledValue,
} from 'shared-ui';
import { BookingCaseStep } from '../features/bookings/components/BookingIntake.tsx';
import { BOOKING_PARAM, caseNotesFromBooking } from '../features/bookings/model/bookingIntake.ts';
import { CaseForm } from '../features/cases/components/CaseForm.tsx';
import { StatusBadge } from '../features/cases/components/StatusBadge.tsx';
import { createCase } from '../features/cases/api/caseActions.ts';
import { useCaseList } from '../features/cases/hooks/useCaseList.ts';
import { useTeam } from '../features/cases/hooks/useTeam.ts';
import { emptyCaseForm } from '../features/cases/model/caseForm.ts';
import { STATUS_LABELS, STATUSES } from '../features/cases/model/caseStatus.ts';
import {
  DEFAULT_CASE_FILTERS,
  DEFAULT_CASE_SORT,
  type CaseFilters,
  type CaseRow,
  type CaseSort,
  type CaseSortColumn,
} from '../features/cases/model/caseList.ts';
import { ACCOUNTING_RETENTION_YEARS, CASE_RETENTION_YEARS } from '../features/cases/model/retention.ts';
import { Timesheet } from '../features/timeEntries/components/Timesheet.tsx';
import styles from '../components/layout.ts';

const COLUMNS: DataColumn<CaseRow>[] = [
  {
    id: 'reference',
    header: 'Référence',
    sortable: true,
    width: '9rem',
    cell: (row) => <Link to={`/app/cases/${row.id}`}>{row.reference}</Link>,
  },
  // Not sortable: see CaseSortColumn (Firestore cannot order them the French way).
  { id: 'title', header: 'Intitulé', cell: (row) => row.title },
  { id: 'clientNames', header: 'Client', cell: (row) => row.clientNames },
  { id: 'matter', header: 'Matière', width: '14rem', cell: (row) => row.matter || '—' },
  { id: 'status', header: 'Statut', sortable: true, width: '8rem', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'openedAt', header: 'Ouvert le', sortable: true, width: '9rem', cell: (row) => formatDate(row.openedAt) },
];

/** Shown in the review list of dossiers past their retention period. */
const RETENTION_COLUMN: DataColumn<CaseRow> = {
  id: 'retentionEnd',
  header: 'Conservation jusqu’au',
  width: '11rem',
  cell: (row) => (row.retentionEnd ? formatDate(row.retentionEnd) : '—'),
};

const SORT_COLUMNS: readonly CaseSortColumn[] = ['reference', 'status', 'openedAt'];
const NOUN = { one: 'dossier', many: 'dossiers' };
/** The retention review is read in closing order (a range on the closing date): its columns do not sort. */
const REVIEW_COLUMNS: DataColumn<CaseRow>[] = [...COLUMNS, RETENTION_COLUMN].map(
  ({ sortable: _, ...column }) => column,
);
/**
 * The list's state in the URL (?q=…&statut=clos&matiere=…&tri=openedAt&ordre=asc), and the
 * creation form (?nouveau=1&client=…): reload and Back/Forward keep them.
 */
const URL_DEFAULTS = {
  q: '',
  statut: 'tous',
  matiere: '',
  /** `echue`: the closed dossiers past their retention period, for review. */
  conservation: '',
  tri: DEFAULT_CASE_SORT.column as string,
  ordre: DEFAULT_CASE_SORT.direction as string,
  nouveau: '',
  client: '',
  /** With `nouveau=1`: the dossier of a confirmed booking request (step 2 of features/bookings). */
  [BOOKING_PARAM]: '',
  /** `temps`: the weekly timesheet across dossiers (`semaine`: a day of the week, `membre`: whose, for the owner). */
  vue: '',
  semaine: '',
  membre: '',
};

/**
 * /app/cases — the cabinet's dossiers: search, filters, sort, read a page at a time (« Afficher
 * plus »); creation; and « Feuille de temps » (?vue=temps), the week's time across dossiers.
 */
export function CasesPage() {
  const firm = useWorkContext();
  const navigate = useNavigate();
  const [params, setParams] = useUrlFilters(URL_DEFAULTS);
  const team = useTeam(firm.firmId);
  const filters: CaseFilters = {
    query: params.q,
    status: (['tous', ...STATUSES] as string[]).includes(params.statut)
      ? (params.statut as CaseFilters['status'])
      : 'tous',
    matter: params.matiere,
    retention: params.conservation === 'echue' ? 'echue' : '',
  };
  const sort: CaseSort = {
    column: (SORT_COLUMNS as readonly string[]).includes(params.tri)
      ? (params.tri as CaseSortColumn)
      : DEFAULT_CASE_SORT.column,
    direction: params.ordre === 'asc' ? 'asc' : 'desc',
  };
  const setFilters = (next: CaseFilters) =>
    setParams({ q: next.query, statut: next.status, matiere: next.matter, conservation: next.retention ?? '' });
  const creating = params.nouveau === '1';
  // The backend is asked when the typing pauses (each search reads a page of dossiers).
  const query = useSettledValue(filters.query);
  const search = useMemo(() => searchQueryOf(query), [query]);
  const { status, matter, retention } = filters;
  const today = todayIso();
  const list = useCaseList(firm.firmId, { filters: { status, matter, retention, today }, sort, search });
  const countRef = useRef<HTMLParagraphElement>(null);
  const filtered = Boolean(query.trim()) || status !== 'tous' || Boolean(matter) || retention === 'echue';

  if (firm.loading) return <Loading label="Chargement des dossiers…" />;
  if (firm.signedOut) return <NoCabinet signedOut />;
  if (!firm.firmId || !firm.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  const { firmId, uid } = firm;
  const setCreating = (open: boolean) =>
    setParams({ nouveau: open ? '1' : '', client: '', [BOOKING_PARAM]: '' }, { push: open });
  const bookingRequestId = params[BOOKING_PARAM];

  return (
    <section aria-labelledby="cases-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Dossiers et clients</p>
          <h1 id="cases-title">Dossiers</h1>
        </div>
        {!creating ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            Nouveau dossier
          </Button>
        ) : null}
      </header>

      {creating ? (
        <section className={styles.panel} aria-labelledby="new-case-title">
          <h2 id="new-case-title">
            {bookingRequestId ? 'Nouveau dossier depuis une demande de rendez-vous' : 'Nouveau dossier'}
          </h2>
          {team.loading ? (
            <Loading />
          ) : bookingRequestId ? (
            <BookingCaseStep
              firmId={firmId}
              requestId={bookingRequestId}
              clientId={params.client}
              uid={uid}
              memberOptions={team.memberOptions}
              onCancel={() => setCreating(false)}
              onSave={async (values, request) => {
                const created = await createCase({
                  firmId,
                  values,
                  notes: caseNotesFromBooking(request),
                  bookingRequestId,
                });
                toast.success(`Dossier ${created.reference} créé et relié à la demande de rendez-vous.`);
                navigate(`/app/cases/${created.id}`);
              }}
            />
          ) : (
            <CaseForm
              firmId={firmId}
              initialValues={emptyCaseForm(todayIso(), uid, params.client || undefined)}
              memberOptions={team.memberOptions}
              submitLabel="Créer le dossier"
              onCancel={() => setCreating(false)}
              onSave={async (values) => {
                const created = await createCase({ firmId, values });
                toast.success(`Dossier ${created.reference} créé.`);
                navigate(`/app/cases/${created.id}`);
              }}
            />
          )}
        </section>
      ) : null}

      <Tabs
        label="Vues des dossiers"
        selected={params.vue === 'temps' ? 'temps' : 'liste'}
        onSelect={(next) =>
          setParams({ vue: next === 'temps' ? 'temps' : '', semaine: '', membre: '' }, { push: true })
        }
        tabs={[
          {
            id: 'liste',
            label: 'Liste des dossiers',
            content: (
              <>
                <search className={styles.toolbar} aria-label="Rechercher des dossiers">
                  <TextField
                    label="Rechercher"
                    type="search"
                    placeholder="Référence, intitulé, client, RG, partie adverse…"
                    value={filters.query}
                    onChange={(event) => setFilters({ ...filters, query: event.target.value })}
                  />
                  {/* The retention review lists closed dossiers only. */}
                  {retention === 'echue' ? null : (
                    <Select
                      label="Statut"
                      value={filters.status}
                      onChange={(event) =>
                        setFilters({ ...filters, status: event.target.value as CaseFilters['status'] })
                      }
                      options={[
                        { value: 'tous', label: 'Tous les statuts' },
                        ...STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
                      ]}
                    />
                  )}
                  <Select
                    label="Matière"
                    value={filters.matter}
                    onChange={(event) => setFilters({ ...filters, matter: event.target.value })}
                    placeholder="Toutes les matières"
                    options={PRACTICE_AREAS}
                  />
                  <Select
                    label="Conservation"
                    value={filters.retention ?? ''}
                    onChange={(event) =>
                      setFilters({ ...filters, retention: event.target.value === 'echue' ? 'echue' : '' })
                    }
                    options={[
                      { value: '', label: 'Tous les dossiers' },
                      { value: 'echue', label: 'Conservation échue (à examiner)' },
                    ]}
                  />
                </search>
                <p
                  ref={countRef}
                  tabIndex={-1}
                  className={styles.count}
                  role="status"
                  aria-busy={list.loading || list.pending || undefined}
                  data-testid="cases-count"
                  data-query={list.loading ? undefined : query}
                >
                  {list.loading ? 'Chargement des dossiers…' : shownCount(list.rows.length, list.total, NOUN)}
                </p>
                {retention === 'echue' ? (
                  <p className={styles.notice} role="note" data-testid="retention-notice">
                    Dossiers clos depuis plus de {CASE_RETENTION_YEARS} ans (durée de conservation du dossier d’un
                    avocat) : à examiner pour archivage ou destruction. Les factures et pièces comptables se conservent{' '}
                    {ACCOUNTING_RETENTION_YEARS} ans ; rien n’est supprimé automatiquement.
                  </p>
                ) : null}
                {list.error ? (
                  <LoadError message={list.error} />
                ) : list.loading ? null : (
                  <DataTable
                    caption={retention === 'echue' ? 'Dossiers dont la conservation est échue' : 'Liste des dossiers'}
                    columns={retention === 'echue' ? REVIEW_COLUMNS : COLUMNS}
                    rows={list.rows}
                    rowKey={(row) => row.id}
                    sort={retention === 'echue' ? undefined : sort}
                    onSortChange={(next) => setParams({ tri: next.column, ordre: next.direction }, { push: true })}
                    empty={
                      list.hasMore ? (
                        <EmptyState title="Aucun dossier dans cette page">
                          La recherche continue dans les dossiers suivants : « Afficher plus ».
                        </EmptyState>
                      ) : !filtered ? (
                        <EmptyState
                          title="Aucun dossier pour le moment"
                          action={<Button onClick={() => setCreating(true)}>Ouvrir le premier dossier</Button>}
                        >
                          Les dossiers du cabinet apparaîtront ici, numérotés par année.
                        </EmptyState>
                      ) : retention === 'echue' && !filters.query && !filters.matter ? (
                        <EmptyState title="Aucune conservation échue">
                          Aucun dossier n’est clos depuis plus de {CASE_RETENTION_YEARS} ans : rien à examiner pour le
                          moment.
                        </EmptyState>
                      ) : (
                        <EmptyState
                          title="Aucun dossier ne correspond"
                          action={<Button onClick={() => setFilters(DEFAULT_CASE_FILTERS)}>Effacer les filtres</Button>}
                        >
                          Modifiez la recherche ou les filtres.
                        </EmptyState>
                      )
                    }
                  />
                )}
                <ShowMore
                  hasMore={list.hasMore}
                  loadingMore={list.loadingMore}
                  onMore={list.loadMore}
                  of="de dossiers"
                  count={countRef}
                />
              </>
            ),
          },
          {
            id: 'temps',
            label: 'Feuille de temps',
            content: (
              <Timesheet
                firmId={firmId}
                uid={uid}
                isOwner={firm.role === 'owner'}
                week={params.semaine}
                person={params.membre}
                onNavigate={(next) => setParams(next, { push: true })}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
