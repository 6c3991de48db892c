import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PRACTICE_AREAS } from 'shared-data';
import { Button, DataTable, EmptyState, formatDate, Select, TextField, type DataColumn } from 'shared-ui';
import { Loading, LoadError } from '../components/PageStates.tsx';
import { CaseForm } from '../features/cases/components/CaseForm.tsx';
import { StatusBadge } from '../features/cases/components/StatusBadge.tsx';
import { createCase } from '../features/cases/hooks/caseActions.ts';
import { useCaseLookups } from '../features/cases/hooks/useCaseLookups.ts';
import { useCaseRows } from '../features/cases/hooks/useCaseRows.ts';
import { emptyCaseForm, STATUS_LABELS, STATUSES } from '../features/cases/model/caseForm.ts';
import {
  DEFAULT_CASE_FILTERS,
  DEFAULT_CASE_SORT,
  filterCases,
  sortCases,
  type CaseFilters,
  type CaseRow,
  type CaseSort,
} from '../features/cases/model/caseList.ts';
import { useWorkContext } from '../lib/data.ts';
import { todayIso } from '../lib/text.ts';
import styles from '../components/layout.module.css';

const COLUMNS: DataColumn<CaseRow>[] = [
  {
    id: 'reference',
    header: 'Référence',
    sortable: true,
    width: '9rem',
    cell: (row) => <Link to={`/app/cases/${row.id}`}>{row.reference}</Link>,
  },
  { id: 'title', header: 'Intitulé', sortable: true, cell: (row) => row.title },
  { id: 'clientNames', header: 'Client', sortable: true, cell: (row) => row.clientNames },
  { id: 'matter', header: 'Matière', width: '14rem', cell: (row) => row.matter || '—' },
  { id: 'status', header: 'Statut', sortable: true, width: '8rem', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'openedAt', header: 'Ouvert le', sortable: true, width: '9rem', cell: (row) => formatDate(row.openedAt) },
];

/** /app/cases — the cabinet's dossiers: search, filters, sort, virtualized list; creation. */
export function CasesPage() {
  const firm = useWorkContext();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const lookups = useCaseLookups(firm.firmId);
  const { rows, loading, error } = useCaseRows(firm.firmId, lookups.clientNames, lookups.memberNames);
  const [filters, setFilters] = useState<CaseFilters>(DEFAULT_CASE_FILTERS);
  const [sort, setSort] = useState<CaseSort>(DEFAULT_CASE_SORT);
  const creating = params.get('nouveau') === '1';
  const query = useDeferredValue(filters.query);
  // Sort once per data or sort change; a keystroke only filters the sorted rows (order kept).
  const sorted = useMemo(() => sortCases(rows, sort), [rows, sort]);
  const { status, matter } = filters;
  const visible = useMemo(() => filterCases(sorted, { query, status, matter }), [sorted, query, status, matter]);

  if (firm.loading || (loading && rows.length === 0)) return <Loading label="Chargement des dossiers…" />;
  if (!firm.firmId || !firm.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  if (error) return <LoadError message={error} />;
  const { firmId, uid } = firm;
  const setCreating = (open: boolean) => setParams(open ? { nouveau: '1' } : {}, { replace: true });

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
          <h2 id="new-case-title">Nouveau dossier</h2>
          {lookups.loading ? (
            <Loading />
          ) : (
            <CaseForm
              initialValues={emptyCaseForm(todayIso(), uid, params.get('client') ?? undefined)}
              clientOptions={lookups.clientOptions}
              memberOptions={lookups.memberOptions}
              clientNames={lookups.clientNames}
              submitLabel="Créer le dossier"
              onCancel={() => setCreating(false)}
              onSave={async (values) => {
                const created = await createCase(firmId, values);
                toast.success(`Dossier ${created.reference} créé.`);
                navigate(`/app/cases/${created.id}`);
              }}
            />
          )}
        </section>
      ) : null}

      <div className={styles.toolbar} role="search" aria-label="Rechercher des dossiers">
        <TextField
          label="Rechercher"
          type="search"
          placeholder="Référence, intitulé, client, RG, partie adverse…"
          value={filters.query}
          onChange={(event) => setFilters({ ...filters, query: event.target.value })}
        />
        <Select
          label="Statut"
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value as CaseFilters['status'] })}
          options={[
            { value: 'tous', label: 'Tous les statuts' },
            ...STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
          ]}
        />
        <Select
          label="Matière"
          value={filters.matter}
          onChange={(event) => setFilters({ ...filters, matter: event.target.value })}
          placeholder="Toutes les matières"
          options={PRACTICE_AREAS}
        />
      </div>
      <p className={styles.count} role="status" data-testid="cases-count" data-query={query}>
        {visible.length} dossier{visible.length > 1 ? 's' : ''} sur {rows.length}
      </p>
      <DataTable
        caption="Liste des dossiers"
        columns={COLUMNS}
        rows={visible}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => setSort(next as CaseSort)}
        empty={
          rows.length === 0 ? (
            <EmptyState
              title="Aucun dossier pour le moment"
              action={<Button onClick={() => setCreating(true)}>Ouvrir le premier dossier</Button>}
            >
              Les dossiers du cabinet apparaîtront ici, numérotés par année.
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
    </section>
  );
}
