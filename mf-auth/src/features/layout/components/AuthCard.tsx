import { useEffect, useRef, type ReactNode } from 'react';
import styles from './AuthCard.module.css';

export type AuthCardProps = {
  title: string;
  /** One sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the other screens of the professional entry, under the card. */
  footer?: ReactNode;
  /** Set when the content changes completely (new step…): the title takes the focus. */
  focusKey?: string;
  wide?: boolean;
};

/** The frame of the four screens: a titled card, centred, with its way out underneath. */
export function AuthCard({ title, intro, children, footer, focusKey, wide = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey names the content shown: a new one takes the focus.
  useEffect(() => {
    // Not on the first render (the shell's skip link and scroll handle arrival on the page).
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [focusKey]);
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="auth-card-title">
      <p className={styles.eyebrow}>Espace professionnel</p>
      <h1 id="auth-card-title" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
