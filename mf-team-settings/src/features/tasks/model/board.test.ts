import type { Query } from 'shared-data';
import { declaredIndexes, indexNeed, isServed } from 'shared-data/testing';
import {
  boardAnnouncements,
  COLUMNS,
  EMPTY_TASK,
  boardWhere,
  columnQuery,
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
    // The latest placed on top.
    expect(tasksOf(tasks, 'à faire').map((t) => t.id)).toEqual(['a', 'b']);
    expect(neighbourColumn('à faire', 1)).toBe('en cours');
    expect(neighbourColumn('en revue', 1)).toBe('terminé');
    expect(neighbourColumn('terminé', 1)).toBeNull();
    expect(neighbourColumn('à faire', -1)).toBeNull();
  });

  it('drops a card on top of the target column (the next order of the cabinet); same column is no move', () => {
    expect(moveToColumn(tasks, 'a', 'en cours', 42)).toEqual({ status: 'en cours', order: 42 });
    expect(moveToColumn(tasks, 'a', 'terminé', 42)).toEqual({ status: 'terminé', order: 42 });
    expect(moveToColumn(tasks, 'a', 'à faire', 42)).toBeNull();
    expect(moveToColumn(tasks, 'zz', 'terminé', 42)).toBeNull();
  });

  it('filters by assignee and dossier in the backend query, latest placed first', () => {
    expect(boardWhere({ assignee: '', dossier: '' })).toEqual([]);
    expect(boardWhere({ assignee: 'u1', dossier: 'c1' })).toEqual([
      { field: 'assigneeUid', op: '==', value: 'u1' },
      { field: 'caseId', op: '==', value: 'c1' },
    ]);
    // « Non attribuées », « Sans dossier »: the field is null.
    expect(boardWhere({ assignee: 'none', dossier: 'none' })).toEqual([
      { field: 'assigneeUid', op: '==', value: null },
      { field: 'caseId', op: '==', value: null },
    ]);
    expect(columnQuery('f1', 'en cours', { assignee: 'u1', dossier: '' })).toEqual({
      collection: 'firms/f1/tasks',
      where: [
        { field: 'status', op: '==', value: 'en cours' },
        { field: 'assigneeUid', op: '==', value: 'u1' },
      ],
      orderBy: [{ field: 'order', direction: 'desc' }],
    });
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

/** Queries Firestore would refuse (no composite index declared for them), the count beside each list too. */
const unserved = (query: Query) =>
  [{ query }, { query: { collection: query.collection, where: query.where ?? [] } }]
    .map((observed) => indexNeed(observed))
    .filter((need) => need !== null && !isServed(need, declaredIndexes()));

describe('the board’s backend queries', () => {
  it('every column’s query, with each filter, and its count are served by the declared indexes', () => {
    // The local adapters never refuse a query: this holds them to firebase/firestore.indexes.json.
    const queries: Query[] = [];
    for (const { status } of COLUMNS)
      for (const assignee of ['', 'none', 'u1'])
        for (const dossier of ['', 'none', 'c1']) queries.push(columnQuery('f1', status, { assignee, dossier }));
    expect(queries.flatMap(unserved)).toEqual([]);
    // The check itself finds a missing index.
    const filtered = columnQuery('f1', 'à faire', { assignee: 'u1', dossier: 'c1' });
    expect(unserved({ ...filtered, orderBy: [{ field: 'title' }] })).toHaveLength(1);
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
