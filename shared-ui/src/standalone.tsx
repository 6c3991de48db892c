/**
 * A remote's standalone QA page: mounts the remote's own parcels with <ParcelSlot>, exactly as
 * the shell does, with a toaster and a list of the remote's routes.
 */
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { start } from 'single-spa';
import { ParcelSlot, type ParcelModule } from './parcel.tsx';
import './tokens.css';

export type StandaloneOptions = {
  /** The remote's French name. */
  label: string;
  /** Paths worth opening on this page. */
  paths: string[];
  app: () => Promise<ParcelModule>;
  widgets?: Record<string, () => Promise<ParcelModule>>;
};

export function startStandalone({ label, paths, app, widgets = {} }: StandaloneOptions) {
  start({ urlRerouteOnly: true });
  const widgetEntries = Object.entries(widgets);
  createRoot(document.getElementById('root')!).render(
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
        <ParcelSlot load={app} label={label} />
        {widgetEntries.length > 0 ? (
          <section aria-label="Blocs du tableau de bord" style={{ marginTop: 32 }}>
            {widgetEntries.map(([name, load]) => (
              <div key={name} data-widget={name} style={{ marginTop: 16 }}>
                <ParcelSlot load={load} label={`${label} — ${name}`} />
              </div>
            ))}
          </section>
        ) : null}
      </main>
      <Toaster position="top-right" closeButton richColors />
    </>,
  );
}
