import type { ReactNode } from 'react';
import styles from './dataDisplay.module.css';

/** The props of `EmptyState`. */
export type EmptyStateProps = {
  title: string;
  /** What the user can do about it. */
  children?: ReactNode;
  /** A call to action (button or link). */
  action?: ReactNode;
  /** Heading level of the title (default 3). */
  level?: 2 | 3 | 4;
};

/** "Nothing here yet", said plainly with the next step: every list and tab has one. */
export function EmptyState({ title, children, action, level = 3 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.empty} data-empty-state="">
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}

export type SlotNoticeProps = { title: string; children: ReactNode };

/** A place reserved for an area that does not exist yet: honest, never a fake list. */
export function SlotNotice({ title, children }: SlotNoticeProps) {
  return (
    <div className={styles.slot} data-slot-notice="">
      <h3 className={styles.emptyTitle}>{title}</h3>
      <p className={styles.emptyText}>{children}</p>
    </div>
  );
}
