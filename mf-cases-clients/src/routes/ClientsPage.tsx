import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Select,
  TextField,
  type DataColumn,
  useUrlFilters,
  Link,
  useNavigate,
  LoadError,
  Loading,
  NoCabinet,
  ShowMore,
  shownCount,
  useSettledValue,
} from 'shared-ui';
import { BookingClientStep } from '../features/bookings/components/BookingIntake.tsx';
import { BOOKING_PARAM, caseStepUrl } from '../features/bookings/model/bookingIntake.ts';
import { ClientForm } from '../features/clients/components/ClientForm.tsx';
import { createClient } from '../features/clients/api/clientActions.ts';
import { useClientList } from '../features/clients/hooks/useClientList.ts';
import {
  DEFAULT_CLIENT_FILTERS,
  type ClientFilters,
  type ClientRow,
  type ClientSort,
  type ClientSortColumn,
} from '../features/clients/model/clientList.ts';
import { searchQueryOf, useWorkContext } from 'shared-data';
import styles from '../components/layout.ts';

const COLUMNS: DataColumn<ClientRow>[] = [
  {
    id: 'displayName',
    header: 'Nom',
    sortable: true,
    width: '34%',
    cell: (row) => <Link to={`/app/clients/${row.id}`}>{row.displayName}</Link>,
  },
  {
    id: 'kind',
    header: 'Type',
    sortable: true,
    width: '16%',
    cell: (row) => (row.kind === 'physique' ? 'Personne physique' : 'Personne morale'),
  },
  { id: 'contact', header: 'Contact', width: '26%', cell: (row) => row.email || row.phone || '—' },
  { id: 'caseCount', header: 'Dossiers', sortable: true, width: '10%', cell: (row) => row.caseCount },
  {
    id: 'status',
    header: 'Statut',
    width: '14%',
    cell: (row) => (row.archived ? <Badge>Archivé</Badge> : <Badge tone="success">Actif</Badge>),
  },
];

const KINDS = ['tous', 'physique', 'morale'] as const;
const ARCHIVED = ['actifs', 'archivés', 'tous'] as const;
const SORT_COLUMNS: readonly ClientSortColumn[] = ['displayName', 'kind', 'caseCount'];
const NOUN = { one: 'client', many: 'clients' };
/**
 * The list's state in the URL: ?q=…&type=morale&statut=tous&tri=caseCount&ordre=desc; and
 * `?rendez-vous={requestId}`: the client form prefilled from a confirmed booking request (the
 * calendar's « Créer le client et le dossier », see features/bookings).
 */
const URL_DEFAULTS = { q: '', type: 'tous', statut: 'actifs', tri: 'displayName', ordre: 'asc', [BOOKING_PARAM]: '' };

/**
 * /app/clients — the cabinet's clients: search, filters, sort, read a page at a time (« Afficher
 * plus »); creation.
 */
export function ClientsPage() {
  const firm = useWorkContext();
  const navigate = useNavigate();
  // Search, filters and sort live in the URL: they survive a reload and Back/Forward.
  const [params, setParams] = useUrlFilters(URL_DEFAULTS);
  const filters: ClientFilters = {
    query: params.q,
    kind: (KINDS as readonly string[]).includes(params.type) ? (params.type as ClientFilters['kind']) : 'tous',
    archived: (ARCHIVED as readonly string[]).includes(params.statut)
      ? (params.statut as ClientFilters['archived'])
      : 'actifs',
  };
  const sort: ClientSort = {
    column: (SORT_COLUMNS as readonly string[]).includes(params.tri) ? (params.tri as ClientSortColumn) : 'displayName',
    direction: params.ordre === 'desc' ? 'desc' : 'asc',
  };
  const setFilters = (next: ClientFilters) => setParams({ q: next.query, type: next.kind, statut: next.archived });
  const [creating, setCreating] = useState(false);
  const bookingRequestId = params[BOOKING_PARAM];
  const formOpen = creating || Boolean(bookingRequestId);
  const newButton = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);
  // The form closed (cancel, Escape): the focus goes back to "Nouveau client".
  useEffect(() => {
    if (wasCreating.current && !formOpen) newButton.current?.focus();
    wasCreating.current = formOpen;
  }, [formOpen]);
  // The backend is asked when the typing pauses (each search reads a page of clients).
  const query = useSettledValue(filters.query);
  const search = useMemo(() => searchQueryOf(query), [query]);
  const { kind, archived } = filters;
  const list = useClientList(firm.firmId, { filters: { kind, archived }, sort, search });
  const countRef = useRef<HTMLParagraphElement>(null);
  const filtered = Boolean(query.trim()) || kind !== 'tous' || archived !== 'actifs';

  if (firm.loading) return <Loading label="Chargement des clients…" />;
  if (firm.signedOut) return <NoCabinet signedOut />;
  if (!firm.firmId || !firm.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  const { firmId, uid } = firm;

  return (
    <section aria-labelledby="clients-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Dossiers et clients</p>
          <h1 id="clients-title">Clients</h1>
        </div>
        <Button ref={newButton} variant="primary" onClick={() => setCreating(true)} disabled={formOpen}>
          Nouveau client
        </Button>
      </header>

      {bookingRequestId ? (
        <section className={styles.panel} aria-labelledby="booking-client-title">
          <h2 id="booking-client-title">Nouveau client depuis une demande de rendez-vous</h2>
          <BookingClientStep
            firmId={firmId}
            uid={uid}
            requestId={bookingRequestId}
            onCancel={() => setParams({ [BOOKING_PARAM]: '' })}
            onSave={async (values) => {
              const id = await createClient({ firmId, values, bookingRequestId });
              toast.success('Client enregistré. Créez maintenant son dossier.');
              navigate(caseStepUrl({ requestId: bookingRequestId, clientId: id }));
            }}
          />
        </section>
      ) : creating ? (
        <section className={styles.panel} aria-labelledby="new-client-title">
          <h2 id="new-client-title">Nouveau client</h2>
          <ClientForm
            firmId={firmId}
            uid={uid}
            submitLabel="Enregistrer le client"
            autoFocus
            onCancel={() => setCreating(false)}
            onSave={async (values) => {
              const id = await createClient({ firmId, values });
              toast.success('Client enregistré.');
              navigate(`/app/clients/${id}`);
            }}
          />
        </section>
      ) : null}

      <search className={styles.toolbar} aria-label="Rechercher des clients">
        <TextField
          label="Rechercher"
          type="search"
          placeholder="Nom, email, téléphone, SIREN…"
          value={filters.query}
          onChange={(event) => setFilters({ ...filters, query: event.target.value })}
        />
        <Select
          label="Type"
          value={filters.kind}
          onChange={(event) => setFilters({ ...filters, kind: event.target.value as ClientFilters['kind'] })}
          options={[
            { value: 'tous', label: 'Tous les types' },
            { value: 'physique', label: 'Personnes physiques' },
            { value: 'morale', label: 'Personnes morales' },
          ]}
        />
        <Select
          label="Statut"
          value={filters.archived}
          onChange={(event) => setFilters({ ...filters, archived: event.target.value as ClientFilters['archived'] })}
          options={[
            { value: 'actifs', label: 'Actifs' },
            { value: 'archivés', label: 'Archivés' },
            { value: 'tous', label: 'Tous' },
          ]}
        />
      </search>
      <p
        ref={countRef}
        tabIndex={-1}
        className={styles.count}
        role="status"
        aria-busy={list.loading || list.pending || undefined}
        data-testid="clients-count"
        data-query={list.loading ? undefined : query}
      >
        {list.loading ? 'Chargement des clients…' : shownCount(list.rows.length, list.total, NOUN)}
      </p>
      {list.error ? (
        <LoadError message={list.error} />
      ) : list.loading ? null : (
        <DataTable
          caption="Liste des clients"
          columns={COLUMNS}
          rows={list.rows}
          rowKey={(row) => row.id}
          sort={sort}
          onSortChange={(next) => setParams({ tri: next.column, ordre: next.direction }, { push: true })}
          empty={
            list.hasMore ? (
              <EmptyState title="Aucun client dans cette page">
                La recherche continue dans les clients suivants : « Afficher plus ».
              </EmptyState>
            ) : !filtered ? (
              <EmptyState
                title="Aucun client pour le moment"
                action={<Button onClick={() => setCreating(true)}>Créer le premier client</Button>}
              >
                Les clients du cabinet, personnes physiques et morales, apparaîtront ici.
              </EmptyState>
            ) : (
              <EmptyState
                title="Aucun client ne correspond"
                action={<Button onClick={() => setFilters(DEFAULT_CLIENT_FILTERS)}>Effacer les filtres</Button>}
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
        of="de clients"
        count={countRef}
      />
    </section>
  );
}
