/**
 * The frame of a remote's `./app` parcel: its own BrowserRouter (kept in sync with the shell's
 * through single-spa's popstate), the area's sub-navigation and its routes.
 */
import type { ReactNode } from 'react';
import { BrowserRouter, NavLink, Route, Routes, StaticRouter, useLocation } from './router.ts';
import styles from './area.module.css';

/** One page of a work area: its path, title and element. */
export type AreaRoute = {
  /** Full path, as in the shell's route table (e.g. /app/billing/new). */
  path: string;
  title: string;
  element: ReactNode;
  /** Label in the area's sub-navigation; routes without one are not listed there. */
  navLabel?: string;
};

/** The props of `Area`: its name and its pages. */
export type AreaProps = { name: string; routes: AreaRoute[] };

function AreaNav({ name, routes }: AreaProps) {
  const listed = routes.filter((route) => route.navLabel);
  if (listed.length < 2) return null;
  return (
    <nav aria-label={`Navigation : ${name}`} className={styles.nav}>
      <ul>
        {listed.map((route) => (
          <li key={route.path}>
            <NavLink to={route.path} end>
              {route.navLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AreaRoutes({ name, routes }: AreaProps) {
  const { pathname } = useLocation();
  return (
    <div data-area-root={name}>
      <AreaNav name={name} routes={routes} />
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        {/* The shell only mounts this parcel on its own routes; this is for the standalone page. */}
        <Route
          path="*"
          element={
            <p>
              Aucun écran de « {name} » à l’adresse {pathname}.
            </p>
          }
        />
      </Routes>
    </div>
  );
}

/**
 * `location` renders the area at that path outside a browser (a public page prerendered at build
 * time); without it the area follows the browser's address.
 */
export function Area({ location, ...props }: AreaProps & { location?: string }) {
  if (location !== undefined) {
    return (
      <StaticRouter location={location}>
        <AreaRoutes {...props} />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter>
      <AreaRoutes {...props} />
    </BrowserRouter>
  );
}
