/** The task board (pure): columns, ordering, moves, filters and the French screen-reader messages. */
import { boundedText, paths, type Query, type WhereClause } from 'shared-data';
import { z } from 'zod';

export type TaskStatus = 'à faire' | 'en cours' | 'en revue' | 'terminé';
export const COLUMNS: readonly { status: TaskStatus; label: string }[] = [
  { status: 'à faire', label: 'À faire' },
  { status: 'en cours', label: 'En cours' },
  { status: 'en revue', label: 'En revue' },
  { status: 'terminé', label: 'Terminé' },
];

export function columnLabel(status: TaskStatus): string {
  return COLUMNS.find((c) => c.status === status)?.label ?? status;
}

export type BoardTask = {
  id: string;
  title: string;
  status: TaskStatus;
  order: number;
  assigneeUid: string | null;
  caseId: string | null;
};

/** A column's cards, the latest placed first (a new or moved card takes the next `order`: on top). */
export function tasksOf<T extends BoardTask>(tasks: readonly T[], status: TaskStatus): T[] {
  return tasks.filter((t) => t.status === status).sort((a, b) => b.order - a.order || a.title.localeCompare(b.title));
}

/** The neighbouring column (arrows): null at the edges. */
export function neighbourColumn(status: TaskStatus, direction: -1 | 1): TaskStatus | null {
  const index = COLUMNS.findIndex((c) => c.status === status);
  return COLUMNS[index + direction]?.status ?? null;
}

/**
 * Moving a card to the top of a column: its new status, and `nextOrder` — one more than the
 * cabinet's highest order (the column's other cards need not be loaded to know it).
 */
export function moveToColumn(
  tasks: readonly BoardTask[],
  id: string,
  to: TaskStatus,
  nextOrder: number,
): { status: TaskStatus; order: number } | null {
  const task = tasks.find((t) => t.id === id);
  if (!task || task.status === to) return null;
  return { status: to, order: nextOrder };
}

export type BoardFilters = { assignee: string; dossier: string };

/** `assignee`: '' all, 'none' unassigned, else a uid; `dossier`: '' all, 'none' without dossier, else a case id. */
export function boardWhere(filters: BoardFilters): WhereClause[] {
  return [
    ...(filters.assignee
      ? [{ field: 'assigneeUid', op: '==' as const, value: filters.assignee === 'none' ? null : filters.assignee }]
      : []),
    ...(filters.dossier
      ? [{ field: 'caseId', op: '==' as const, value: filters.dossier === 'none' ? null : filters.dossier }]
      : []),
  ];
}

/**
 * One column's query, its filters served by the backend, the latest placed first (indexes
 * `tasks (status, order DESC)`, merged with `(assigneeUid, order DESC)` and `(caseId, order DESC)`
 * for the filters): a column is read a page at a time, never the cabinet's 30,000 tasks.
 */
export function columnQuery(firmId: string, status: TaskStatus, filters: BoardFilters): Query {
  return {
    collection: paths.tasks(firmId),
    where: [{ field: 'status', op: '==', value: status }, ...boardWhere(filters)],
    orderBy: [{ field: 'order', direction: 'desc' }],
  };
}

/** dnd-kit's screen-reader messages, in French. `title` finds a card's title, `column` a column's label. */
export function boardAnnouncements(names: { title: (id: string) => string; column: (id: string | null) => string }) {
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Tâche « ${names.title(String(active.id))} » saisie. Flèches gauche et droite pour changer de colonne, Espace pour déposer, Échap pour annuler.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over
        ? `Tâche « ${names.title(String(active.id))} » au-dessus de la colonne ${names.column(String(over.id))}.`
        : `Tâche « ${names.title(String(active.id))} » hors des colonnes.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over
        ? `Tâche « ${names.title(String(active.id))} » déposée dans la colonne ${names.column(String(over.id))}.`
        : `Tâche « ${names.title(String(active.id))} » relâchée hors des colonnes : elle reste à sa place.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) =>
      `Déplacement annulé : la tâche « ${names.title(String(active.id))} » reste à sa place.`,
  };
}

export const SCREEN_READER_INSTRUCTIONS =
  'Pour déplacer une tâche au clavier : Espace pour la saisir, flèches gauche et droite pour changer de colonne, Espace pour la déposer, Échap pour annuler.';

export const TASK_MESSAGES = {
  titleRequired: 'Donnez un titre à la tâche.',
  dueDate: 'Date invalide (jj/mm/aaaa).',
} as const;

export const taskFormSchema = z.object({
  title: boundedText('title').min(1, TASK_MESSAGES.titleRequired),
  status: z.enum(['à faire', 'en cours', 'en revue', 'terminé']),
  assigneeUid: z.string(),
  caseId: z.string(),
  dueDate: z.union([z.literal(''), z.iso.date(TASK_MESSAGES.dueDate)]),
  description: boundedText('notes', { trim: false }),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;
export const EMPTY_TASK: TaskFormValues = {
  title: '',
  status: 'à faire',
  assigneeUid: '',
  caseId: '',
  dueDate: '',
  description: '',
};

export function toTaskFields(values: TaskFormValues) {
  return {
    title: values.title.trim(),
    status: values.status,
    assigneeUid: values.assigneeUid || null,
    caseId: values.caseId || null,
    dueDate: values.dueDate || null,
    description: values.description.trim(),
  };
}
