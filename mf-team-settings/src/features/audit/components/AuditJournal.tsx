import { useMemo, useState } from 'react';
import { type Member, messageOf } from 'shared-data';
import {
  Button,
  type DataColumn,
  DataTable,
  EmptyState,
  Select,
  ShowMore,
  TextField,
  todayIso,
  useUrlFilters,
  saveFile,
} from 'shared-ui';
import { toast } from 'sonner';
import styles from '../../../components/layout.ts';
import { readJournalForExport, useJournal } from '../hooks/useJournal.ts';
import local from './journal.module.css';
import {
  ACTION_OPTIONS,
  changeText,
  JOURNAL_DEFAULTS,
  journalCsv,
  journalFileName,
  journalRows,
  type JournalRow,
  sanitizeFilters,
} from '../model/journal.ts';

const COLUMNS: DataColumn<JournalRow>[] = [
  { id: 'when', header: 'Date', width: '9rem', cell: (row) => row.when },
  { id: 'who', header: 'Auteur', width: '10rem', cell: (row) => row.who },
  {
    id: 'what',
    header: 'Action',
    cell: (row) => (
      <>
        <strong>{row.actionLabel}</strong>
        <br />
        <span className={styles.muted}>{row.on}</span>
      </>
    ),
  },
  {
    id: 'changes',
    header: 'Avant → après',
    width: '40%',
    cell: (row) =>
      row.changes.length === 0 && !row.details ? (
        <span className={styles.muted}>—</span>
      ) : (
        <>
          {row.changes.length > 0 ? (
            <ul className={styles.list} aria-label="Champs modifiés">
              {row.changes.map((change) => (
                <li key={change.field}>{changeText(change)}</li>
              ))}
            </ul>
          ) : null}
          {row.details ? <span className={styles.muted}>{row.details}</span> : null}
        </>
      ),
  },
];

/**
 * "Journal des modifications sensibles" (owner): the cabinet's journal entries, newest first, a
 * page at a time; filters in the URL (action, member, period) served by the backend; CSV of every
 * entry they select, read in pages. Entries are never editable.
 */
export function AuditJournal({
  firmId,
  members,
  membersLoading,
}: {
  firmId: string;
  members: readonly Member[];
  membersLoading: boolean;
}) {
  const [raw, setFilters] = useUrlFilters(JOURNAL_DEFAULTS);
  const filters = useMemo(() => sanitizeFilters(raw), [raw]);
  const journal = useJournal(firmId, true, filters);
  const entries = journal.data;
  const loading = journal.loading || membersLoading;
  const total = journal.total;
  const [exporting, setExporting] = useState<number | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const names = useMemo(() => new Map(members.map((m) => [m.uid, m.name || m.email])), [members]);
  const rows = useMemo(() => journalRows({ entries, names, filters }), [entries, names, filters]);
  const memberOptions = useMemo(() => {
    // The members, the authors of the entries shown, and the one filtered on (a former member).
    const chosen = filters.membre !== 'tous' ? [filters.membre] : [];
    const uids = new Set([...members.map((m) => m.uid), ...entries.map((e) => e.uid), ...chosen]);
    return [
      { value: 'tous', label: 'Tous les membres' },
      ...[...uids]
        .map((uid) => ({ value: uid, label: names.get(uid) ?? `Ancien membre (${uid.slice(0, 6)})` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
    ];
  }, [members, entries, names, filters.membre]);
  const periodError =
    filters.du && filters.au && filters.au < filters.du ? 'La fin de la période précède son début.' : '';
  const filtered = filters.action !== 'toutes' || filters.membre !== 'tous' || !!filters.du || !!filters.au;
  const count = total ?? rows.length;
  const exportCsv = async () => {
    setExportError(null);
    setExporting(0);
    try {
      const all = await readJournalForExport(firmId, filters, setExporting);
      const exported = journalRows({ entries: all, names, filters });
      const fileName = journalFileName(todayIso());
      saveFile({ content: journalCsv(exported), fileName, type: 'text/csv;charset=utf-8' });
      const n = exported.length;
      toast.success(`${n} entrée${n > 1 ? 's' : ''} exportée${n > 1 ? 's' : ''}.`);
    } catch (failure) {
      setExportError(`L’export n’a pas pu être préparé : ${messageOf(failure)}`);
    } finally {
      setExporting(null);
    }
  };

  return (
    <section aria-labelledby="journal-title" className={styles.panel} data-audit-journal="">
      <h2 id="journal-title">Journal des modifications sensibles</h2>
      <p className={styles.muted}>
        Factures émises, paiements, avoirs, statuts des dossiers, rôles et retraits de membres, invitations, paramètres,
        exports et anonymisations : qui, quand, quoi, avant → après. Les entrées ne peuvent être ni modifiées ni
        supprimées.
      </p>
      <fieldset className={`${styles.toolbar} ${local.filters}`}>
        <legend className="pt-visually-hidden">Filtrer le journal</legend>
        <Select
          label="Action"
          options={ACTION_OPTIONS}
          value={filters.action}
          onChange={(event) => setFilters({ action: event.target.value })}
        />
        <Select
          label="Membre"
          options={memberOptions}
          value={filters.membre}
          onChange={(event) => setFilters({ membre: event.target.value })}
        />
        <TextField
          label="Du"
          type="date"
          value={filters.du}
          onChange={(event) => setFilters({ du: event.target.value })}
        />
        <TextField
          label="Au"
          type="date"
          value={filters.au}
          error={periodError || undefined}
          onChange={(event) => setFilters({ au: event.target.value })}
        />
      </fieldset>
      <div className={styles.formActions}>
        <p
          role="status"
          aria-busy={loading || journal.pending || total === null || undefined}
          className={styles.count}
          data-testid="journal-count"
        >
          {loading || total === null
            ? 'Chargement du journal…'
            : `${count} entrée${count > 1 ? 's' : ''}${filtered ? ' (filtrées)' : ''}`}
        </p>
        {filtered ? <Button onClick={() => setFilters(JOURNAL_DEFAULTS)}>Effacer les filtres</Button> : null}
        <Button disabled={loading || rows.length === 0 || exporting !== null} onClick={() => void exportCsv()}>
          Exporter en CSV
        </Button>
        {exporting !== null ? (
          <span role="status">
            Préparation de l’export… {exporting}
            {total ? ` / ${total}` : ''} entrées lues
          </span>
        ) : null}
        {exportError ? (
          <span role="alert">
            {exportError}{' '}
            <Button variant="secondary" onClick={() => void exportCsv()}>
              Réessayer
            </Button>
          </span>
        ) : null}
      </div>
      {journal.error ? (
        <p role="alert">Le journal n’a pas pu être chargé : {journal.error}</p>
      ) : loading ? null : (
        <DataTable
          caption="Entrées du journal, de la plus récente à la plus ancienne"
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          rowHeight={72}
          empty={
            <EmptyState
              title={filtered ? 'Aucune entrée pour ces filtres' : 'Aucune modification sensible enregistrée'}
            >
              {filtered
                ? 'Élargissez la période ou choisissez une autre action ou un autre membre.'
                : 'Les factures émises, paiements, avoirs, changements de statut, de rôle ou de paramètres et les exports apparaîtront ici.'}
            </EmptyState>
          }
        />
      )}
      {loading || journal.error || rows.length === 0 ? null : (
        <ShowMore
          shown={rows.length}
          total={total}
          hasMore={journal.hasMore}
          loadingMore={journal.loadingMore}
          onMore={journal.loadMore}
          noun={{ one: 'entrée', many: 'entrées', feminine: true }}
          of="d’entrées du journal"
        />
      )}
    </section>
  );
}
