import type { ReactNode } from 'react';
import styles from './guide.module.css';
import { HashLink } from './HashLink.tsx';

export type GuideSectionProps = { id: string; title: string; children: ReactNode };

/** One linkable section: its heading carries the anchor, a link copies/opens its address. */
export function GuideSection({ id, title, children }: GuideSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>
        {title}{' '}
        <HashLink id={id} className={styles.anchor} aria-label={`Lien vers la section « ${title} »`}>
          #
        </HashLink>
      </h2>
      {children}
      <p className={styles.back}>
        <HashLink id="sommaire">Retour au sommaire</HashLink>
      </p>
    </section>
  );
}
