/**
 * Cross-area slots: a page of one area shows a block that another area owns (a dossier's
 * invoices, the notifications bell in the shell's header, the dashboard's widgets…). The owner
 * exposes the block as a widget parcel (`./widgets/<name>`); the host renders it with
 * <AreaSlot remote widget props />. This file is the one typed contract between both sides.
 * While a widget loads its data it shows a `role="status" aria-busy="true"` line: the host knows
 * from it when the block has its content (ParcelSlot's onSettled).
 */
import type { AreaName } from './areas.ts';
import type { ParcelModule } from './parcel.tsx';

/** Ports of the remotes' own servers (standalone pages); the same as tooling/src/apps.ts (tested). */
export const AREA_DEV_PORTS: Record<AreaName, number> = {
  mf_marketing: 3001,
  mf_auth: 3002,
  mf_cases_clients: 3003,
  mf_billing_accounting: 3004,
  mf_calendar: 3005,
  mf_research: 3006,
  mf_team_settings: 3007,
};

/** Props of a slot that takes none. */
export type EmptySlotProps = Record<string, never>;

/** Widget name → the props its parcel receives (and re-renders with when they change). */
export type SlotContracts = {
  /** A dossier's invoices (mf_billing_accounting). */
  caseInvoices: { caseId: string };
  /** A client's invoices (mf_billing_accounting). */
  clientInvoices: { clientId: string };
  /** A dossier's CARPA ledger (mf_billing_accounting). */
  caseCarpa: { caseId: string };
  /** A dossier's agenda: hearings, meetings, deadlines (mf_calendar). */
  caseAgenda: { caseId: string };
  /** The bell in the shell's header (mf_team_settings). */
  notificationsBell: EmptySlotProps;
  /** Dashboard (/app) widgets. */
  today: EmptySlotProps;
  deadlines: EmptySlotProps;
  bookingRequests: EmptySlotProps;
  unpaidInvoices: EmptySlotProps;
  recentCases: EmptySlotProps;
};

/**
 * The name of a cross-area slot (`SlotContracts`).
 * @internal shared-ui/standalone reaches the slots through the singleton with it.
 */
export type SlotName = keyof SlotContracts;

/** Which remote exposes each widget (as `./widgets/<name>`). */
export const SLOT_OWNERS = {
  caseInvoices: 'mf_billing_accounting',
  clientInvoices: 'mf_billing_accounting',
  caseCarpa: 'mf_billing_accounting',
  caseAgenda: 'mf_calendar',
  notificationsBell: 'mf_team_settings',
  today: 'mf_calendar',
  deadlines: 'mf_calendar',
  bookingRequests: 'mf_calendar',
  unpaidInvoices: 'mf_billing_accounting',
  recentCases: 'mf_cases_clients',
} as const satisfies Record<SlotName, AreaName>;

export type SlotOwner<W extends SlotName> = (typeof SLOT_OWNERS)[W];

/** Each widget's French name (placeholders). */
export const SLOT_LABELS: Record<SlotName, string> = {
  caseInvoices: 'Factures du dossier',
  clientInvoices: 'Factures du client',
  caseCarpa: 'Compte CARPA du dossier',
  caseAgenda: 'Agenda du dossier',
  notificationsBell: 'Notifications',
  today: 'Aujourd’hui',
  deadlines: 'Délais',
  bookingRequests: 'Demandes de rendez-vous',
  unpaidInvoices: 'Factures impayées',
  recentCases: 'Dossiers récents',
};

export type SlotRequest = { remote: AreaName; widget: SlotName };

/** How slots are loaded in this page: the shell's registry, or a standalone page's own loader. */
export type SlotLoader = {
  load: (request: SlotRequest) => Promise<ParcelModule>;
  /** A load failed; return true when handled (e.g. the page reloads). */
  onLoadError?: (request: SlotRequest, error: unknown) => boolean;
  /** Before "Réessayer" (e.g. forget the failed remote). */
  onRetry?: (request: SlotRequest) => void;
};

let current: SlotLoader | undefined;
const listeners = new Set<() => void>();

/** Registers the page's slot loader (once, at start); returns a function that removes it. */
export function registerSlotLoader(loader: SlotLoader): () => void {
  current = loader;
  for (const listener of listeners) listener();
  return () => {
    if (current !== loader) return;
    current = undefined;
    for (const listener of listeners) listener();
  };
}

export function getSlotLoader(): SlotLoader | undefined {
  return current;
}

export function subscribeSlotLoader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
