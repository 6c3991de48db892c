/** The eight apps of Prétoire: folder, Module Federation name and port, in one place. */
export type AppInfo = { dir: string; name: string; port: number; label: string };

export const APPS: readonly AppInfo[] = [
  { dir: 'shell', name: 'shell', port: 3000, label: 'Prétoire' },
  { dir: 'mf-marketing', name: 'mf_marketing', port: 3001, label: 'Site public' },
  { dir: 'mf-auth', name: 'mf_auth', port: 3002, label: 'Espace de connexion' },
  { dir: 'mf-cases-clients', name: 'mf_cases_clients', port: 3003, label: 'Dossiers et clients' },
  { dir: 'mf-billing-accounting', name: 'mf_billing_accounting', port: 3004, label: 'Facturation et comptabilité' },
  { dir: 'mf-calendar', name: 'mf_calendar', port: 3005, label: 'Agenda' },
  { dir: 'mf-research', name: 'mf_research', port: 3006, label: 'Recherche' },
  { dir: 'mf-team-settings', name: 'mf_team_settings', port: 3007, label: 'Équipe et paramètres' },
];

export const SHELL_URL = 'http://localhost:3000';

/** The shell's page for every path without a prerendered page (index.html is the home page). */
export const SHELL_APP_PAGE = 'app.html';

export function appByName(name: string): AppInfo {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Application inconnue : ${name}`);
  return app;
}

export const repoRoot = new URL('../../', import.meta.url).pathname;
