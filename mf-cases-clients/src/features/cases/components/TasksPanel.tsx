import { Badge, EmptyState, formatDate, Loading } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useCaseTasks } from '../hooks/useCaseTasks.ts';

/** The team's tasks linked to this dossier (created on the team board, /app/teammates/board). */
export function TasksPanel({
  firmId,
  caseId,
  memberNames,
}: {
  firmId: string;
  caseId: string;
  memberNames: ReadonlyMap<string, string>;
}) {
  const tasks = useCaseTasks(firmId, caseId);
  if (tasks.loading) return <Loading label="Chargement des tâches…" />;
  if (tasks.data.length === 0) {
    return (
      <EmptyState
        title="Aucune tâche sur ce dossier"
        action={<a href="/app/teammates/board">Ouvrir le tableau des tâches</a>}
      >
        Les tâches de l’équipe liées à ce dossier apparaîtront ici.
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label="Tâches du dossier">
      {[...tasks.data]
        .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'))
        .map((task) => (
          <li key={task.id} className={styles.listItem}>
            <span>
              <strong>{task.title}</strong>{' '}
              <span className={styles.muted}>
                · {task.assigneeUid ? (memberNames.get(task.assigneeUid) ?? 'membre') : 'non attribuée'}
                {task.dueDate ? ` · échéance ${formatDate(task.dueDate)}` : ''}
              </span>
            </span>
            <Badge tone={task.status === 'terminé' ? 'success' : 'info'}>{task.status}</Badge>
          </li>
        ))}
    </ul>
  );
}
