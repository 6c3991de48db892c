import { useMemo, useState } from 'react';
import { messageOf, paths, useCollection, type Case, type Task, useWorkContext } from 'shared-data';
import { Button, FormError, Select, useUrlFilters } from 'shared-ui';
import { LoadError, Loading, NoCabinet, PageHeader } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { memberNames, useMembers } from '../features/members/hooks/useTeam.ts';
import { Board } from '../features/tasks/components/Board.tsx';
import { TaskDialog } from '../features/tasks/components/TaskDialog.tsx';
import { moveTask } from '../features/tasks/hooks/taskActions.ts';
import { columnLabel, filterTasks, moveToColumn, type TaskStatus } from '../features/tasks/model/board.ts';

const FILTERS = { assignee: '', dossier: '' };

/** /app/teammates/board: the team's tasks in four columns. */
export default function BoardPage() {
  const work = useWorkContext();
  const tasks = useCollection<Task>(work.firmId ? { collection: paths.tasks(work.firmId) } : null);
  const members = useMembers(work.firmId);
  const cases = useCollection<Case>(work.firmId ? { collection: paths.cases(work.firmId) } : null);
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [editing, setEditing] = useState<(Task & { id: string }) | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const names = useMemo(() => memberNames(members.data), [members.data]);
  const dossiers = useMemo(() => new Map(cases.data.map((c) => [c.id, `${c.reference} ${c.title}`])), [cases.data]);
  const visible = useMemo(() => filterTasks(tasks.data, filters), [tasks.data, filters]);

  if (work.loading || tasks.loading) return <Loading label="Chargement des tâches…" />;
  if (!work.firmId || !work.uid) return <NoCabinet />;
  if (tasks.error) return <LoadError message={tasks.error} />;
  const firmId = work.firmId;

  const assigneeOptions = [...names].map(([value, label]) => ({ value, label }));
  const dossierOptions = [...dossiers]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => b.label.localeCompare(a.label));

  async function onMove(id: string, to: TaskStatus) {
    const move = moveToColumn(tasks.data, id, to);
    if (!move) return;
    setError(null);
    try {
      await moveTask({ firmId, id, ...move });
      const title = tasks.data.find((t) => t.id === id)?.title ?? '';
      setStatus(`« ${title} » est maintenant dans la colonne ${columnLabel(to)}.`);
    } catch (e) {
      setError(messageOf(e));
    }
  }

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
        <Select
          label="Dossier"
          value={filters.dossier}
          onChange={(e) => setFilters({ dossier: e.target.value })}
          options={[
            { value: '', label: 'Tous les dossiers' },
            { value: 'none', label: 'Sans dossier' },
            ...dossierOptions,
          ]}
        />
      </fieldset>
      <p className={styles.count} data-testid="tasks-count">
        {visible.length} tâche{visible.length > 1 ? 's' : ''} sur {tasks.data.length}
      </p>
      <FormError message={error ?? undefined} title="Déplacement impossible" />
      <p role="status" className="pt-visually-hidden">
        {status}
      </p>
      <Board
        tasks={visible}
        names={names}
        dossiers={dossiers}
        onMove={(id, to) => void onMove(id, to)}
        onOpen={setEditing}
      />
      {editing ? (
        <TaskDialog
          firmId={firmId}
          uid={work.uid}
          task={editing === 'new' ? null : editing}
          nextOrder={Math.max(0, ...tasks.data.map((t) => t.order)) + 1}
          assignees={assigneeOptions}
          dossiers={dossierOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
