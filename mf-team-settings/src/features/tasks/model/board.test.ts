import {
  boardAnnouncements,
  EMPTY_TASK,
  filterTasks,
  moveToColumn,
  neighbourColumn,
  taskFormSchema,
  tasksOf,
  TASK_MESSAGES,
  toTaskFields,
} from './board.ts';

const tasks = [
  { id: 'a', title: 'A', status: 'à faire' as const, order: 2, assigneeUid: 'u1', caseId: null },
  { id: 'b', title: 'B', status: 'à faire' as const, order: 1, assigneeUid: null, caseId: 'c1' },
  { id: 'c', title: 'C', status: 'en cours' as const, order: 5, assigneeUid: 'u1', caseId: 'c1' },
];

describe('board moves', () => {
  it('orders each column and walks the four columns with the arrows', () => {
    expect(tasksOf(tasks, 'à faire').map((t) => t.id)).toEqual(['b', 'a']);
    expect(neighbourColumn('à faire', 1)).toBe('en cours');
    expect(neighbourColumn('en revue', 1)).toBe('terminé');
    expect(neighbourColumn('terminé', 1)).toBeNull();
    expect(neighbourColumn('à faire', -1)).toBeNull();
  });

  it('drops a card at the end of the target column; same column is no move', () => {
    expect(moveToColumn(tasks, 'a', 'en cours')).toEqual({ status: 'en cours', order: 6 });
    expect(moveToColumn(tasks, 'a', 'terminé')).toEqual({ status: 'terminé', order: 1 });
    expect(moveToColumn(tasks, 'a', 'à faire')).toBeNull();
    expect(moveToColumn(tasks, 'zz', 'terminé')).toBeNull();
  });

  it('filters by assignee and dossier', () => {
    expect(filterTasks(tasks, { assignee: 'u1', dossier: '' }).map((t) => t.id)).toEqual(['a', 'c']);
    expect(filterTasks(tasks, { assignee: 'none', dossier: '' }).map((t) => t.id)).toEqual(['b']);
    expect(filterTasks(tasks, { assignee: 'u1', dossier: 'c1' }).map((t) => t.id)).toEqual(['c']);
    expect(filterTasks(tasks, { assignee: '', dossier: 'none' }).map((t) => t.id)).toEqual(['a']);
  });

  it('announces pick-up, hover, drop and cancel in French', () => {
    const a = boardAnnouncements({ title: () => 'Relire', column: (id) => (id === 'en cours' ? 'En cours' : '?') });
    expect(a.onDragStart({ active: { id: 'a' } })).toMatch(/^Tâche « Relire » saisie/);
    expect(a.onDragOver({ active: { id: 'a' }, over: { id: 'en cours' } })).toContain('colonne En cours');
    expect(a.onDragEnd({ active: { id: 'a' }, over: { id: 'en cours' } })).toContain(
      'déposée dans la colonne En cours',
    );
    expect(a.onDragCancel({ active: { id: 'a' } })).toMatch(/^Déplacement annulé/);
  });
});

describe('task form', () => {
  it('requires a title and a valid date, maps empty choices to null', () => {
    const bad = taskFormSchema.safeParse({ ...EMPTY_TASK, dueDate: '2026-13-40' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([TASK_MESSAGES.titleRequired, TASK_MESSAGES.dueDate]);
    const ok = taskFormSchema.parse({ ...EMPTY_TASK, title: ' Relire ', dueDate: '2026-11-05' });
    expect(toTaskFields(ok)).toMatchObject({ title: 'Relire', assigneeUid: null, caseId: null, dueDate: '2026-11-05' });
  });
});
