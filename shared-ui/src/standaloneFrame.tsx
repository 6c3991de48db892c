import { lazy, type ReactNode, Suspense } from 'react';

// Loaded when a standalone page starts, not with shared-ui: the shell's public pages load
// shared-ui and never toast, and must not carry sonner for nothing.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** The QA page's frame: the remote's name, its screens as links, <main>, a toaster. */
export function StandaloneFrame({
  label,
  paths,
  children,
}: {
  label: string;
  paths: readonly string[];
  children: ReactNode;
}) {
  return (
    <>
      <header style={{ padding: '12px 24px', background: '#fff', borderBottom: '1px solid #d5dae1' }}>
        <p style={{ margin: 0 }}>
          <strong>{label}</strong> — page autonome (QA)
        </p>
        <nav aria-label="Écrans de ce module">
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {paths.map((path) => (
              <li key={path}>
                <a href={path}>{path}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} style={{ padding: 24 }}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Toaster position="top-right" closeButton richColors />
      </Suspense>
    </>
  );
}
