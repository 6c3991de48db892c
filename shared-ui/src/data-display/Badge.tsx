import type { ReactNode } from 'react';
import styles from './dataDisplay.module.css';

/** The colour of a `Badge` (a status' tone). */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status label (text, never colour alone). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge-${tone}`] ?? ''}`}>{children}</span>;
}
