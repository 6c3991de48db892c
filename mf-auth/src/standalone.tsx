import { createRoot } from 'react-dom/client';
import { initAuth } from 'shared-auth';
import { AREA_NAME, PAGES, PublicPage } from './pages.tsx';

// QA page on :3002: the sign-in pages as the shell renders them, with the session started (a
// signed-in user leaves for /app, which this page does not have).
void initAuth();
createRoot(document.getElementById('root')!).render(
  <>
    <header style={{ padding: '12px 24px', background: '#fff', borderBottom: '1px solid #d5dae1' }}>
      <p style={{ margin: 0 }}>
        <strong>{AREA_NAME}</strong> — page autonome (QA)
      </p>
      <nav aria-label="Écrans de ce module">
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {PAGES.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.path}</a>
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
