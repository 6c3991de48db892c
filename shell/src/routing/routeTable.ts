import type { AreaName } from 'shared-ui/public';
import { PUBLIC_PAGES } from './publicPages.ts';
import { isWorkArea } from './middleware.ts';

/**
 * The seed's full route table (44 routes): which app owns each route and in which layout it
 * shows. The shell guards and lays out every route; the owner renders what is inside <main>.
 */
/** A remote: one of shared-ui's seven areas (Module Federation names). */
export type RemoteName = AreaName;

export type RouteOwner = 'shell' | RemoteName;
export type LayoutName = 'marketing' | 'default' | 'none';

/** A route's validation step: true, or the status and message to fail with. */
export type RouteValidation = (
  params: Record<string, string | undefined>,
) => true | { status: number; message?: string };

export type RouteEntry = {
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  /** French page title (document.title and navigation). */
  title: string;
  /** Named route middleware (see middleware.ts), run in order before the route renders. */
  middleware?: readonly string[];
  /** Only the account holder (owner) may use this screen; members see a French notice. */
  ownerOnly?: boolean;
  validate?: RouteValidation;
};

/** Ids are opaque document ids: letters, digits, dash and underscore, at most 64. */
const validId: RouteValidation = ({ id }) => (id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? true : { status: 404 });
const validSlug: RouteValidation = ({ slug }) =>
  slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? true : { status: 404 };

/** Public /pro pages (seed §2); every other /pro… page needs a user. */
export const PUBLIC_PRO_PATHS = ['/pro', '/pro/login', '/pro/signup', '/pro/forgot', '/pro/accept-invite'] as const;
/** Pages a signed-in user is sent away from (our further guard). */
const GUEST_ONLY_PATHS = PUBLIC_PAGES.filter((page) => page.guestOnly).map((page) => page.path);

/** The seed's guards, expressed as the middleware each path needs. */
function middlewareFor(path: string): string[] {
  if (path === '/app/loader') return [];
  if (isWorkArea(path)) return ['app-auth'];
  if (GUEST_ONLY_PATHS.includes(path)) return ['guest'];
  if (path.startsWith('/pro') && !(PUBLIC_PRO_PATHS as readonly string[]).includes(path)) return ['pro-auth'];
  return [];
}

/** PRODUCT.md: members may use everything but these. */
export const OWNER_ONLY_PATHS = [
  '/app/settings/team',
  '/app/settings/billing',
  '/app/settings/subscription',
  '/app/teammates/new',
] as const;

const r = (
  path: string,
  owner: RouteOwner,
  title: string,
  layout: LayoutName = 'default',
  validate?: RouteValidation,
): RouteEntry => ({
  path,
  owner,
  layout,
  title,
  middleware: middlewareFor(path),
  ...((OWNER_ONLY_PATHS as readonly string[]).includes(path) ? { ownerOnly: true } : {}),
  ...(validate ? { validate } : {}),
});

export const ROUTES: readonly RouteEntry[] = [
  // Public
  // Public, and professional authentication: pages without the router (publicPages.ts)
  ...PUBLIC_PAGES.map(({ path, title, layout, area }) => r(path, area, title, layout)),
  // Signed-in area
  r('/app', 'shell', 'Tableau de bord'),
  r('/app/loader', 'shell', 'Chargement', 'none'),
  r('/app/cases', 'mf_cases_clients', 'Dossiers'),
  r('/app/cases/:id', 'mf_cases_clients', 'Dossier', 'default', validId),
  r('/app/clients', 'mf_cases_clients', 'Clients'),
  r('/app/clients/:id', 'mf_cases_clients', 'Client', 'default', validId),
  r('/app/help', 'shell', 'Aide'),
  r('/app/billing', 'mf_billing_accounting', 'Facturation'),
  r('/app/billing/new', 'mf_billing_accounting', 'Nouvelle facture'),
  r('/app/billing/paid', 'mf_billing_accounting', 'Factures payées'),
  r('/app/billing/unpaid', 'mf_billing_accounting', 'Factures impayées'),
  r('/app/billing/pending', 'mf_billing_accounting', 'Factures en attente'),
  r('/app/billing/export', 'mf_billing_accounting', 'Export de la facturation'),
  r('/app/accounting', 'mf_billing_accounting', 'Comptabilité'),
  r('/app/calendar', 'mf_calendar', 'Agenda'),
  r('/app/calendar/court', 'mf_calendar', 'Audiences'),
  r('/app/calendar/meetings', 'mf_calendar', 'Rendez-vous'),
  r('/app/calendar/deadlines', 'mf_calendar', 'Délais'),
  r('/app/research', 'mf_research', 'Recherche'),
  r('/app/research/doc', 'mf_research', 'Modèles de documents'),
  r('/app/research/articles', 'mf_research', 'Articles'),
  r('/app/research/articles/:slug', 'mf_research', 'Article', 'default', validSlug),
  r('/app/research/:id', 'mf_research', 'Recherche', 'default', validId),
  r('/app/teammates', 'mf_team_settings', 'Équipe'),
  r('/app/teammates/new', 'mf_team_settings', 'Inviter un collaborateur'),
  r('/app/teammates/board', 'mf_team_settings', 'Tableau des tâches'),
  r('/app/teammates/planner', 'mf_team_settings', 'Planning de l’équipe'),
  r('/app/settings', 'mf_team_settings', 'Paramètres'),
  r('/app/settings/team', 'mf_team_settings', 'Cabinet et membres'),
  r('/app/settings/billing', 'mf_team_settings', 'Paramètres de facturation'),
  r('/app/settings/profile', 'mf_team_settings', 'Profil'),
  r('/app/settings/availability', 'mf_team_settings', 'Disponibilités'),
  r('/app/settings/subscription', 'mf_team_settings', 'Abonnement'),
  r('/app/settings/notifications', 'mf_team_settings', 'Notifications'),
];

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mf_marketing',
  'mf_auth',
  'mf_cases_clients',
  'mf_billing_accounting',
  'mf_calendar',
  'mf_research',
  'mf_team_settings',
];
