import styles from './layout.ts';

/** A screen's title, its one-line introduction and its actions. */
export function PageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: React.ReactNode }) {
  return (
    <div className={styles.header}>
      <div>
        <h1>{title}</h1>
        {intro ? <p className={styles.eyebrow}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
