import type { ReactNode } from 'react';
import styles from './dataDisplay.module.css';

/** One term and its value in a `DescriptionList`. */
export type DescriptionItem = { term: string; value: ReactNode };

/** Label / value pairs of a record; empty values show "—" (never a blank). */
export function DescriptionList({ items }: { items: DescriptionItem[] }) {
  return (
    <dl className={styles.dl}>
      {items.map((item) => (
        <div key={item.term} className={styles.dlRow}>
          <dt>{item.term}</dt>
          <dd>{item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
