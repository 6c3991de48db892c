/**
 * The board: four columns, cards dragged with the mouse, touch or the keyboard (@dnd-kit): focus
 * a card, Space to pick it up, left/right arrows to change column, Space to drop, Escape to
 * cancel. dnd-kit announces each step in French (boardAnnouncements).
 */
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Task } from 'shared-data';
import { formatCount, formatDate } from 'shared-ui';
import {
  boardAnnouncements,
  COLUMNS,
  columnLabel,
  neighbourColumn,
  SCREEN_READER_INSTRUCTIONS,
  tasksOf,
  type TaskStatus,
} from '../model/board.ts';
import styles from './board.module.css';

type Card = Task & { id: string };

/** Arrows jump to the neighbouring column's droppable area (whatever the layout: side by side or stacked). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, droppableRects, over, collisionRect } = context;
  if (!active || !collisionRect) return undefined;
  const direction =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  if (direction === 0) return undefined;
  event.preventDefault();
  const current = (over?.id as TaskStatus | undefined) ?? (active.data.current?.status as TaskStatus);
  const next = neighbourColumn(current, direction);
  const rect = next ? droppableRects.get(next) : null;
  if (!rect) return undefined;
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: rect.top + 48 };
};

function TaskCard({
  task,
  assignee,
  dossier,
  focusHandle,
  onOpen,
}: {
  task: Card;
  assignee: string;
  dossier: string;
  /** The card just moved with the keyboard: its handle keeps the focus in its new column. */
  focusHandle: boolean;
  onOpen: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status },
  });
  const handle = useRef<HTMLButtonElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's new column (status) must take the focus again
  useEffect(() => {
    if (focusHandle) handle.current?.focus();
  }, [focusHandle, task.status]);
  return (
    <li
      ref={setNodeRef}
      className={styles.card}
      data-dragging={isDragging || undefined}
      data-task={task.title}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <button
        type="button"
        className={styles.handle}
        ref={(node) => {
          handle.current = node;
          setActivatorNodeRef(node);
        }}
        {...attributes}
        {...listeners}
        aria-roledescription="tâche déplaçable"
        aria-label={`Déplacer « ${task.title} » (colonne ${columnLabel(task.status)})`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.cardBody}>
        <button type="button" className={styles.title} onClick={onOpen}>
          {task.title}
        </button>
        <p className={styles.meta}>
          {assignee}
          {dossier ? ` · ${dossier}` : ''}
        </p>
        {/* A line, not a badge: a pill of « Échéance 26 nov. 2026 » broke in two in a laptop's column. */}
        {task.dueDate ? (
          <p className={styles.meta}>
            Échéance : <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A column's count: its cards in all, or at least that many when the count stopped at its cap. */
type ColumnCount = { total: number; atLeast: boolean };

function Column({
  status,
  label,
  children,
  count,
  footer,
}: {
  status: TaskStatus;
  label: string;
  children: React.ReactNode;
  /** The column's cards in all (a count), not only those shown; `atLeast`: a capped count. */
  count: ColumnCount;
  footer?: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      className={styles.column}
      data-over={isOver || undefined}
      aria-labelledby={`col-${status}`}
      data-column={label}
    >
      <h2 id={`col-${status}`} className={styles.columnTitle}>
        {label}{' '}
        <span className={styles.count}>
          ({formatCount(count.total)}
          {count.atLeast ? '+' : ''})
        </span>
      </h2>
      {count.total === 0 ? <p className={styles.empty}>Aucune tâche.</p> : null}
      <ul className={styles.cards} aria-label={`Tâches : ${label}`}>
        {children}
      </ul>
      {footer}
    </section>
  );
}

export function Board({
  tasks,
  counts,
  footers,
  names,
  dossierLabel,
  onMove,
  onOpen,
}: {
  /** The cards of every column read so far (each column a page at a time). */
  tasks: Card[];
  /** Each column's cards in all (counts), when known; `atLeast`: a capped count. */
  counts: Partial<Record<TaskStatus, { total: number | null; atLeast: boolean }>>;
  /** Under each column (its « Afficher plus »). */
  footers: Partial<Record<TaskStatus, React.ReactNode>>;
  names: ReadonlyMap<string, string>;
  dossierLabel: (caseId: string) => string;
  onMove: (id: string, to: TaskStatus) => void;
  onOpen: (task: Card) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const titles = useMemo(() => new Map(tasks.map((t) => [t.id, t.title])), [tasks]);
  const announcements = useMemo(
    () =>
      boardAnnouncements({
        title: (id) => titles.get(id) ?? 'sans titre',
        column: (id) => (id ? columnLabel(id as TaskStatus) : ''),
      }),
    [titles],
  );
  const [moved, setMoved] = useState<string | null>(null);
  function onDragEnd(event: DragEndEvent) {
    if (!event.over) return;
    // A keyboard drop keeps the focus on the card's handle, wherever the card lands.
    setMoved(event.activatorEvent instanceof KeyboardEvent ? String(event.active.id) : null);
    onMove(String(event.active.id), event.over.id as TaskStatus);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      // The columns' rects are known before a card is picked up: an arrow pressed right after
      // Space moves the card (measured only once dragging, the first arrow could find no column
      // and be ignored — a keyboard journey caught it).
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      <div className={styles.board}>
        {COLUMNS.map((column) => {
          const cards = tasksOf(tasks, column.status);
          return (
            <Column
              key={column.status}
              status={column.status}
              label={column.label}
              count={{
                total: Math.max(counts[column.status]?.total ?? 0, cards.length),
                atLeast: counts[column.status]?.atLeast ?? false,
              }}
              footer={footers[column.status]}
            >
              {cards.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  assignee={task.assigneeUid ? (names.get(task.assigneeUid) ?? 'Ancien membre') : 'Non attribuée'}
                  dossier={task.caseId ? dossierLabel(task.caseId) : ''}
                  focusHandle={moved === task.id}
                  onOpen={() => onOpen(task)}
                />
              ))}
            </Column>
          );
        })}
      </div>
    </DndContext>
  );
}
