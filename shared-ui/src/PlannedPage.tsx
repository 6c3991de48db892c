import styles from './PlannedPage.module.css';

export type PlannedPageProps = {
  /** The area, e.g. "Facturation". */
  area: string;
  /** The screen's title, e.g. "Nouvelle facture". */
  title: string;
  /** The route as the user sees it. */
  path: string;
  /** What this screen will let the user do. */
  purpose: string;
};

/** An area's screen whose features are not built yet: says honestly what will live here. */
export function PlannedPage({ area, title, path, purpose }: PlannedPageProps) {
  return (
    <section className={styles.page} aria-labelledby="planned-title" data-area={area} data-route={path}>
      <p className={styles.area}>{area}</p>
      <h1 id="planned-title" className={styles.title}>
        {title}
      </h1>
      <p>{purpose}</p>
      <p className={styles.note}>
        Cet écran est en cours de construction. Adresse : <code>{path}</code>
      </p>
    </section>
  );
}
