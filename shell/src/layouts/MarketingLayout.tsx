import type { ReactNode } from 'react';
import styles from './layouts.module.css';
import { isCurrent, useLayoutLinks } from './LayoutLinks.tsx';

const PUBLIC_NAV = [
  { to: '/search', label: 'Trouver un professionnel' },
  { to: '/book', label: 'Prendre rendez-vous' },
  { to: '/guide', label: 'Guide' },
  { to: '/pro', label: 'Espace professionnel' },
];

/** The marketing layout of /, /book, /guide and /search. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const { Link, pathname } = useLayoutLinks();
  return (
    <div className={styles.marketing} data-layout="marketing">
      <header className={styles.marketingHeader}>
        <Link to="/" className={styles.brand}>
          Prétoire
        </Link>
        <nav aria-label="Navigation principale">
          <ul className={styles.inlineNav}>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} current={isCurrent(pathname, item.to)}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.marketingMain}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>Prétoire — l’annuaire et l’outil de gestion des professionnels du droit.</p>
        <ul className={styles.inlineNav}>
          <li>
            <Link to="/guide">Guide</Link>
          </li>
          <li>
            <Link to="/pilot">Programme pilote</Link>
          </li>
          <li>
            <Link to="/pro">Espace professionnel</Link>
          </li>
        </ul>
      </footer>
    </div>
  );
}
