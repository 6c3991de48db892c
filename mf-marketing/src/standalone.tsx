import { createRoot } from 'react-dom/client';
import { AREA_NAME, PublicPage } from './pages.tsx';
import { ROUTES } from './routes.tsx';

// QA page on :3001: the six public pages as the shell renders them (a visitor, no sign-in).
createRoot(document.getElementById('root')!).render(
  <>
    <header style={{ padding: '12px 24px', background: '#fff', borderBottom: '1px solid #d5dae1' }}>
      <p style={{ margin: 0 }}>
        <strong>{AREA_NAME}</strong> — page autonome (QA)
      </p>
      <nav aria-label="Écrans de ce module">
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {ROUTES.map((route) => (
            <li key={route.path}>
              <a href={route.path}>{route.path}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
    <main id="main-content" tabIndex={-1} style={{ padding: 24 }}>
      <PublicPage path={window.location.pathname} />
    </main>
  </>,
);
