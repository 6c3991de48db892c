import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { logout, useSession } from 'shared-auth';
import styles from './layouts.module.css';

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

function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) {
    return (
      <Link to="/pro/login" className={styles.headerAction}>
        Se connecter
      </Link>
    );
  }
  return (
    <div className={styles.userMenu} data-testid="user-menu">
      <span>
        <span className={styles.userName}>{user.name || user.email}</span>
        {user.firmName ? <span className={styles.firmName}>{user.firmName}</span> : null}
      </span>
      <button
        type="button"
        className={styles.headerAction}
        onClick={async () => {
          await logout();
          navigate('/pro/login');
        }}
      >
        Se déconnecter
      </button>
    </div>
  );
}

/** The default app layout: header with the user menu, and the work-area navigation under /app. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const inWorkArea = pathname === '/app' || pathname.startsWith('/app/');
  return (
    <div className={styles.app} data-layout="default">
      <header className={styles.appHeader}>
        <Link to={inWorkArea ? '/app' : '/'} className={styles.brand}>
          Prétoire
        </Link>
        <UserMenu />
      </header>
      <div className={styles.appBody}>
        {inWorkArea ? (
          <nav aria-label="Espace de travail" className={styles.sideNav}>
            <ul>
              {APP_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main-content" tabIndex={-1} className={styles.appMain}>
          {children}
        </main>
      </div>
    </div>
  );
}
