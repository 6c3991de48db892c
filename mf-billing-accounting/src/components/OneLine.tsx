/** A value a table keeps whole however narrow its column: an invoice number, a date, an amount. */
import styles from './layout.ts';

export function OneLine({ children }: { children: string }) {
  return <span className={styles.oneLine}>{children}</span>;
}
