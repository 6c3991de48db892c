import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { type ResearchFile, paths, useCollection, useWorkContext } from 'shared-data';
import {
  Button,
  DataTable,
  Dialog,
  EmptyState,
  formatDate,
  Select,
  TextField,
  useUrlFilters,
  type DataColumn,
  Link,
  useNavigate,
} from 'shared-ui';
import { LoadError, Loading } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { ResearchForm } from '../features/research/components/ResearchForm.tsx';
import { STATUS_LABELS, StatusBadge } from '../features/research/components/StatusBadge.tsx';
import { createResearchFile } from '../features/research/hooks/researchActions.ts';
import { emptyResearchForm, STATUSES } from '../features/research/model/researchForm.ts';
import {
  allTags,
  buildResearchRows,
  DEFAULT_RESEARCH_FILTERS,
  filterResearch,
  sortResearch,
  type ResearchRow,
  type ResearchSortColumn,
} from '../features/research/model/researchList.ts';
import { useLookups } from '../lib/lookups.ts';

const COLUMNS: DataColumn<ResearchRow>[] = [
  {
    id: 'question',
    header: 'Question',
    sortable: true,
    cell: (row) => <Link to={`/app/research/${row.id}`}>{row.question}</Link>,
  },
  { id: 'caseLabel', header: 'Dossier', sortable: true, cell: (row) => row.caseLabel || '—' },
  { id: 'tags', header: 'Étiquettes', width: '12rem', cell: (row) => row.tags.join(', ') || '—' },
  { id: 'status', header: 'Statut', sortable: true, width: '8rem', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'authorName', header: 'Auteur', sortable: true, width: '10rem', cell: (row) => row.authorName },
  { id: 'updatedAt', header: 'Modifiée le', sortable: true, width: '9rem', cell: (row) => formatDate(row.updatedAt) },
];

const DEFAULTS = { ...DEFAULT_RESEARCH_FILTERS, tri: 'updatedAt', ordre: 'desc' };
const SORTABLE: ResearchSortColumn[] = ['question', 'caseLabel', 'status', 'authorName', 'updatedAt'];

/** /app/research — the cabinet's research files: search, filters and sort in the URL, creation. */
export function ResearchListPage() {
  const work = useWorkContext();
  const navigate = useNavigate();
  const lookups = useLookups(work.firmId);
  const files = useCollection<ResearchFile>(work.firmId ? { collection: paths.researchFiles(work.firmId) } : null);
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const [creating, setCreating] = useState(false);
  const query = useDeferredValue(filters.q);
  const rows = useMemo(
    () => buildResearchRows(files.data, lookups.caseLabels, lookups.memberNames),
    [files.data, lookups.caseLabels, lookups.memberNames],
  );
  const column = (SORTABLE as string[]).includes(filters.tri) ? (filters.tri as ResearchSortColumn) : 'updatedAt';
  const direction = filters.ordre === 'asc' ? 'asc' : 'desc';
  const sorted = useMemo(() => sortResearch(rows, { column, direction }), [rows, column, direction]);
  const { dossier, tag, statut, auteur } = filters;
  const visible = useMemo(
    () => filterResearch(sorted, { q: query, dossier, tag, statut, auteur }),
    [sorted, query, dossier, tag, statut, auteur],
  );
  const tags = useMemo(() => allTags(rows), [rows]);

  if (work.loading || (files.loading && files.data.length === 0)) return <Loading label="Chargement des fiches…" />;
  if (!work.firmId || !work.uid)
    return <LoadError message="Votre cabinet n’a pas pu être identifié. Reconnectez-vous puis réessayez." />;
  if (files.error) return <LoadError message={files.error} />;
  const { firmId, uid } = work;
  const filtered = Boolean(filters.q || dossier || tag || statut || auteur);

  return (
    <section aria-labelledby="research-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Recherche</p>
          <h1 id="research-title">Fiches de recherche</h1>
        </div>
        <Button variant="primary" onClick={() => setCreating(true)}>
          Nouvelle fiche
        </Button>
      </header>

      <Dialog open={creating} title="Nouvelle fiche de recherche" onClose={() => setCreating(false)}>
        <ResearchForm
          initialValues={emptyResearchForm(dossier)}
          caseOptions={lookups.caseOptions}
          submitLabel="Créer la fiche"
          onCancel={() => setCreating(false)}
          onSave={async (values) => {
            const id = await createResearchFile({ firmId, uid, values });
            toast.success('Fiche de recherche créée.');
            setCreating(false);
            navigate(`/app/research/${id}`);
          }}
        />
      </Dialog>

      <search className={styles.toolbar} aria-label="Rechercher des fiches">
        <TextField
          label="Rechercher"
          type="search"
          placeholder="Question, dossier, étiquette, note…"
          value={filters.q}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
        <Select
          label="Dossier"
          placeholder="Tous les dossiers"
          options={lookups.caseOptions}
          value={dossier}
          onChange={(event) => setFilters({ dossier: event.target.value })}
        />
        <Select
          label="Étiquette"
          placeholder="Toutes les étiquettes"
          options={tags}
          value={tag}
          onChange={(event) => setFilters({ tag: event.target.value })}
        />
        <Select
          label="Statut"
          placeholder="Tous les statuts"
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          value={statut}
          onChange={(event) => setFilters({ statut: event.target.value })}
        />
        <Select
          label="Auteur"
          placeholder="Tous les auteurs"
          options={lookups.memberOptions}
          value={auteur}
          onChange={(event) => setFilters({ auteur: event.target.value })}
        />
      </search>
      <p className={styles.count} role="status" data-testid="research-count">
        {visible.length} fiche{visible.length > 1 ? 's' : ''} sur {rows.length}
      </p>
      <DataTable
        caption="Liste des fiches de recherche"
        columns={COLUMNS}
        rows={visible}
        rowKey={(row) => row.id}
        sort={{ column, direction }}
        onSortChange={(next) => setFilters({ tri: next.column, ordre: next.direction })}
        empty={
          filtered ? (
            <EmptyState
              title="Aucune fiche ne correspond"
              action={
                <Button onClick={() => setFilters({ q: '', dossier: '', tag: '', statut: '', auteur: '' })}>
                  Effacer les filtres
                </Button>
              }
            >
              Modifiez la recherche ou les filtres.
            </EmptyState>
          ) : (
            <EmptyState
              title="Aucune fiche de recherche pour le moment"
              action={<Button onClick={() => setCreating(true)}>Créer la première fiche</Button>}
            >
              Une fiche réunit une question de droit, la note de recherche et ses sources.
            </EmptyState>
          )
        }
      />
    </section>
  );
}
