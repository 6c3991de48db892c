import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { logout, useSession } from 'shared-auth';
import { confirmLeave } from 'shared-ui/public';
import styles from './layouts.module.css';
import { isCurrent, useLayoutLinks } from './LayoutLinks.tsx';
import { useServerSilence } from '../platform/serverSilence.ts';

// Fetched when the data server is silent only; its script failing to come (the network down)
// leaves the page as it is, not the layout broken.
const DataServerNotice = lazy(() =>
  import('../platform/DataServerNotice.tsx').then(
    (module): { default: () => ReactNode } => ({ default: module.DataServerNotice }),
    () => ({ default: () => null }),
  ),
);

export const APP_NAV = [
  { to: '/app', label: 'Tableau de bord', end: true },
  { to: '/app/cases', label: 'Dossiers' },
  { to: '/app/clients', label: 'Clients' },
  { to: '/app/billing', label: 'Facturation' },
  { to: '/app/accounting', label: 'Comptabilité' },
  { to: '/app/calendar', label: 'Agenda' },
  { to: '/app/research', label: 'Recherche' },
  { to: '/app/teammates', label: 'Équipe' },
  { to: '/app/settings', label: 'Paramètres' },
  { to: '/app/help', label: 'Aide' },
];

/** Below this width the work-area navigation goes behind the header's "Menu" button. */
export const NARROW_QUERY = '(max-width: 899.98px)';

function useNarrow(): boolean {
  // Prerendered at build time (no window): wide; the header's narrow form only exists under /app.
  const [narrow, setNarrow] = useState(() =>
    typeof window === 'undefined' ? false : (window.matchMedia?.(NARROW_QUERY).matches ?? false),
  );
  useEffect(() => {
    const query = window.matchMedia?.(NARROW_QUERY);
    if (!query) return undefined;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

function UserMenu() {
  const { user } = useSession();
  const { Link, navigate } = useLayoutLinks();
  if (!user) {
    return (
      <Link to="/pro/login" className={styles.headerAction}>
        Se connecter
      </Link>
    );
  }
  const name = user.name || user.email;
  return (
    <div className={styles.userMenu} data-testid="user-menu">
      <span className={styles.userIdentity}>
        <span className={styles.userName} title={name}>
          {name}
        </span>
        {user.firmName ? (
          <span className={styles.firmName} title={user.firmName}>
            {user.firmName}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className={styles.headerAction}
        onClick={async () => {
          // Typed text in a form of the page: ask before signing out loses it.
          if (!(await confirmLeave())) return;
          await logout();
          navigate('/pro/login');
        }}
      >
        Se déconnecter
      </button>
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The default app layout: header with the user menu, and the work-area navigation under /app. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { Link, pathname, workAreaHeader } = useLayoutLinks();
  const { user } = useSession();
  const inWorkArea = pathname === '/app' || pathname.startsWith('/app/');
  const serverSilent = useServerSilence(Boolean(user) && inWorkArea);
  const narrow = useNarrow();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const drawer = narrow && inWorkArea;
  const open = drawer && menuOpen;

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  // A page change (a link, Back) or a wide window closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page or the width changes
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname, narrow]);

  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  // Focus stays in the open menu: Tab from the last link goes to the first, Shift+Tab back.
  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
      return;
    }
    if (event.key !== 'Tab' || !nav.current) return;
    const items = [...nav.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.app} data-layout="default">
      <header className={styles.appHeader}>
        <div className={styles.headerStart}>
          {drawer ? (
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls="app-navigation"
              onClick={() => setMenuOpen((value) => !value)}
            >
              Menu
            </button>
          ) : null}
          <Link to={inWorkArea ? '/app' : '/'} className={styles.brand}>
            Prétoire
          </Link>
        </div>
        <div className={styles.headerEnd}>
          {user && inWorkArea ? workAreaHeader : null}
          <UserMenu />
        </div>
      </header>
      <div className={inWorkArea ? `${styles.appBody} ${styles.withNav}` : styles.appBody}>
        {inWorkArea ? (
          <>
            {open ? <div className={styles.scrim} aria-hidden="true" onClick={() => closeMenu(true)} /> : null}
            <nav
              ref={nav}
              id="app-navigation"
              aria-label="Espace de travail"
              className={styles.sideNav}
              data-drawer={drawer ? (open ? 'open' : 'closed') : undefined}
              onKeyDown={onNavKeyDown}
            >
              {drawer ? (
                <button type="button" className={styles.closeMenu} onClick={() => closeMenu(true)}>
                  Fermer le menu
                </button>
              ) : null}
              <ul>
                {APP_NAV.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      current={isCurrent(pathname, item.to, item.end)}
                      onClick={() => setMenuOpen(false)}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
        <main id="main-content" tabIndex={-1} className={styles.appMain}>
          {children}
          {serverSilent ? (
            <Suspense fallback={null}>
              <DataServerNotice />
            </Suspense>
          ) : null}
        </main>
      </div>
    </div>
  );
}
