import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useWorkContext } from 'shared-data';
import {
  Button,
  DataTable,
  Dialog,
  EmptyState,
  formatDate,
  Select,
  ShowMore,
  TextField,
  useUrlFilters,
  type DataColumn,
  Link,
  useNavigate,
  LoadError,
  Loading,
  NoCabinet,
} from 'shared-ui';
import { CasePicker } from '../components/CasePicker.tsx';
import styles from '../components/layout.ts';
import { ResearchForm } from '../features/research/components/ResearchForm.tsx';
import { STATUS_LABELS, StatusBadge } from '../features/research/components/StatusBadge.tsx';
import { createResearchFile } from '../features/research/api/researchActions.ts';
import { useResearchFiles } from '../features/research/hooks/useResearchFiles.ts';
import { emptyResearchForm, STATUSES } from '../features/research/model/researchForm.ts';
import {
  allTags,
  buildResearchRows,
  DEFAULT_RESEARCH_FILTERS,
  filterResearch,
  type ResearchRow,
  type ResearchSortColumn,
  SORTABLE_COLUMNS,
} from '../features/research/model/researchList.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';

const COLUMNS: DataColumn<ResearchRow>[] = [
  {
    id: 'question',
    header: 'Question',
    sortable: true,
    cell: (row) => <Link to={`/app/research/${row.id}`}>{row.question}</Link>,
  },
  { id: 'caseLabel', header: 'Dossier', cell: (row) => row.caseLabel || '—' },
  { id: 'tags', header: 'Étiquettes', width: '12rem', cell: (row) => row.tags.join(', ') || '—' },
  { id: 'status', header: 'Statut', width: '8rem', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'authorName', header: 'Auteur', width: '10rem', cell: (row) => row.authorName },
  { id: 'updatedAt', header: 'Modifiée le', sortable: true, width: '9rem', cell: (row) => formatDate(row.updatedAt) },
];

const DEFAULTS = { ...DEFAULT_RESEARCH_FILTERS, tri: 'updatedAt', ordre: 'desc' };

/**
 * /app/research — the cabinet's research files, a page at a time: filters and sort in the URL,
 * served by the backend; the text searches the files shown; creation.
 */
export function ResearchListPage() {
  const work = useWorkContext();
  const navigate = useNavigate();
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const column = (SORTABLE_COLUMNS as readonly string[]).includes(filters.tri)
    ? (filters.tri as ResearchSortColumn)
    : 'updatedAt';
  const direction = filters.ordre === 'asc' ? 'asc' : 'desc';
  const { dossier, tag, statut, auteur } = filters;
  const files = useResearchFiles(work.firmId, { dossier, tag, statut, auteur }, { column, direction });
  // The names of the dossiers the page shows (by id), and the members'.
  const lookups = useLookups(
    work.firmId,
    files.data.map((file) => file.caseId),
  );
  const [creating, setCreating] = useState(false);
  const query = useDeferredValue(filters.q);
  const rows = useMemo(
    () => buildResearchRows(files.data, lookups.caseLabels, lookups.memberNames),
    [files.data, lookups.caseLabels, lookups.memberNames],
  );
  // In the backend's order; the text narrows the rows shown.
  const visible = useMemo(
    () => filterResearch(rows, { q: query, dossier, tag, statut, auteur }),
    [rows, query, dossier, tag, statut, auteur],
  );
  // The tags of the files shown, and the one filtered on.
  const tags = useMemo(() => [...new Set([...allTags(rows), ...(tag ? [tag] : [])])], [rows, tag]);

  if (work.loading) return <Loading label="Chargement des fiches…" />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
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
          firmId={firmId}
          initialValues={emptyResearchForm(dossier)}
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
          hint="Parmi les fiches affichées ; les filtres ci-contre cherchent dans toutes."
          value={filters.q}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
        <CasePicker
          firmId={firmId}
          placeholder="Tous les dossiers"
          value={dossier}
          onChange={(next) => setFilters({ dossier: next })}
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
      <p
        className={styles.count}
        role="status"
        aria-busy={files.loading || files.pending || undefined}
        data-testid="research-count"
      >
        {files.loading
          ? 'Chargement des fiches…'
          : `${visible.length} fiche${visible.length > 1 ? 's' : ''} sur ${files.total ?? rows.length}`}
      </p>
      {files.error ? (
        <LoadError message={files.error} />
      ) : files.loading ? null : (
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
      )}
      {files.loading || files.error || rows.length === 0 ? null : (
        <ShowMore
          shown={rows.length}
          total={files.total}
          hasMore={files.hasMore}
          loadingMore={files.loadingMore}
          onMore={files.loadMore}
          noun={{ one: 'fiche', many: 'fiches', feminine: true }}
          of="de fiches"
        />
      )}
    </section>
  );
}
