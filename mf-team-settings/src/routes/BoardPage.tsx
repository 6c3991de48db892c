import { useMemo, useState } from 'react';
import { messageOf, type PagedList, type Task, useCaseLabels, useWorkContext } from 'shared-data';
import {
  Button,
  FormError,
  formatCount,
  Select,
  ShowMore,
  useUrlFilters,
  LoadError,
  Loading,
  NoCabinet,
} from 'shared-ui';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { memberNames, useMembers } from '../features/members/hooks/useTeam.ts';
import { Board } from '../features/tasks/components/Board.tsx';
import { CasePicker } from '../features/tasks/components/CasePicker.tsx';
import { TaskDialog } from '../features/tasks/components/TaskDialog.tsx';
import { moveTask } from '../features/tasks/api/taskActions.ts';
import { useColumn, useNextTaskOrder } from '../features/tasks/hooks/useBoard.ts';
import { COLUMNS, columnLabel, moveToColumn, type TaskStatus } from '../features/tasks/model/board.ts';

const FILTERS = { assignee: '', dossier: '' };
const CARDS = { one: 'tâche', many: 'tâches', feminine: true };

/**
 * /app/teammates/board: the team's tasks in four columns, each read a page at a time (the latest
 * placed first, filters served by the backend) — never the cabinet's years of done tasks at once.
 */
export default function BoardPage() {
  const work = useWorkContext();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const todo = useColumn(work.firmId, 'à faire', filters);
  const doing = useColumn(work.firmId, 'en cours', filters);
  const review = useColumn(work.firmId, 'en revue', filters);
  const done = useColumn(work.firmId, 'terminé', filters);
  const columns: Record<TaskStatus, PagedList<Task>> = {
    'à faire': todo,
    'en cours': doing,
    'en revue': review,
    terminé: done,
  };
  const nextOrder = useNextTaskOrder(work.firmId);
  const members = useMembers(work.firmId);
  const [editing, setEditing] = useState<(Task & { id: string }) | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const names = useMemo(() => memberNames(members.data), [members.data]);
  const tasks = useMemo(
    () => [...todo.data, ...doing.data, ...review.data, ...done.data],
    [todo.data, doing.data, review.data, done.data],
  );
  // The dossiers the cards shown name, read once by their ids.
  const dossiers = useCaseLabels(
    work.firmId,
    tasks.map((task) => task.caseId),
  );

  const loading = COLUMNS.some((column) => columns[column.status].loading);
  const loadError = COLUMNS.map((column) => columns[column.status].error).find(Boolean);
  if (work.loading) return <Loading label="Chargement des tâches…" />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (loadError) return <LoadError message={loadError} />;
  const firmId = work.firmId;

  const assigneeOptions = [...names].map(([value, label]) => ({ value, label }));

  async function onMove(id: string, to: TaskStatus) {
    if (nextOrder === null) return;
    const move = moveToColumn(tasks, id, to, nextOrder);
    if (!move) return;
    setError(null);
    try {
      await moveTask({ firmId, id, ...move });
      const title = tasks.find((t) => t.id === id)?.title ?? '';
      setStatus(`« ${title} » est maintenant dans la colonne ${columnLabel(to)}.`);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  const totals = COLUMNS.map((column) => columns[column.status].total);
  const total = totals.every((count) => count !== null) ? totals.reduce((a, b) => (a ?? 0) + (b ?? 0), 0) : null;
  // A column counted up to its cap: the board holds at least that many.
  const atLeast = COLUMNS.some((column) => columns[column.status].totalCapped);

  return (
    <>
      <PageHeader
        title="Tableau des tâches"
        intro="Glissez une carte, ou au clavier : Espace pour la saisir, flèches gauche/droite pour changer de colonne, Espace pour la déposer, Échap pour annuler."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            Nouvelle tâche
          </Button>
        }
      />
      <fieldset className={styles.toolbar} style={{ border: 0, padding: 0, minWidth: 0 }}>
        <legend className="pt-visually-hidden">Filtres des tâches</legend>
        <Select
          label="Attribuée à"
          value={filters.assignee}
          onChange={(e) => setFilters({ assignee: e.target.value })}
          options={[
            { value: '', label: 'Tout le monde' },
            { value: 'none', label: 'Non attribuées' },
            ...assigneeOptions,
          ]}
        />
        <CasePicker
          firmId={firmId}
          placeholder="Tous les dossiers"
          extraOptions={[{ value: 'none', label: 'Sans dossier' }]}
          value={filters.dossier}
          onChange={(dossier) => setFilters({ dossier })}
        />
      </fieldset>
      <p className={styles.count} data-testid="tasks-count">
        {total === null
          ? 'Comptage des tâches…'
          : `${atLeast ? 'au moins ' : ''}${formatCount(total)} tâche${total > 1 ? 's' : ''}`}
        {filters.assignee || filters.dossier ? ' (filtrées)' : ''}
      </p>
      <FormError message={error ?? undefined} title="Déplacement impossible" />
      <p role="status" className="pt-visually-hidden">
        {status}
      </p>
      {loading ? (
        <Loading label="Chargement des tâches…" />
      ) : (
        <Board
          tasks={tasks}
          counts={Object.fromEntries(
            COLUMNS.map(({ status: key }) => [key, { total: columns[key].total, atLeast: columns[key].totalCapped }]),
          )}
          footers={Object.fromEntries(
            COLUMNS.map(({ status: key, label }) => {
              const list = columns[key];
              return [
                key,
                list.data.length > 0 ? (
                  <ShowMore
                    key={key}
                    shown={list.data.length}
                    total={list.total}
                    totalAtLeast={list.totalCapped}
                    hasMore={list.hasMore}
                    loadingMore={list.loadingMore}
                    onMore={list.loadMore}
                    noun={CARDS}
                    of={`de tâches : ${label}`}
                  />
                ) : null,
              ];
            }),
          )}
          names={names}
          dossierLabel={dossiers.caseLabel}
          onMove={(id, to) => void onMove(id, to)}
          onOpen={setEditing}
        />
      )}
      {editing ? (
        <TaskDialog
          firmId={firmId}
          uid={work.uid}
          task={editing === 'new' ? null : editing}
          nextOrder={nextOrder ?? 1}
          assignees={assigneeOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
