/**
 * Notification preferences of a user (pure): which events notify, and how. zod-free: the bell on
 * every work page reads them (zod is not shared between the apps: each page would carry its own
 * copy); the form's schema is in preferencesForm.ts.
 */

export const NOTIFICATION_EVENTS = [
  { kind: 'bookingRequest', label: 'Nouvelle demande de rendez-vous' },
  { kind: 'deadlineDue', label: 'Délai à échéance' },
  { kind: 'invoiceOverdue', label: 'Facture impayée à échéance dépassée' },
  { kind: 'taskAssigned', label: 'Tâche qui vous est attribuée' },
] as const;
export type NotificationKind = (typeof NOTIFICATION_EVENTS)[number]['kind'];

export const PREFERENCE_MESSAGES = { days: 'Indiquez un nombre de jours entre 1 et 60.' } as const;
/** How many days before a deadline its notification comes. */
export const DEADLINE_DAYS = { min: 1, max: 60 } as const;

type Channel = { app: boolean; email: boolean };
export type NotificationPreferences = {
  bookingRequest: Channel;
  deadlineDue: Channel & { days: number };
  invoiceOverdue: Channel;
  taskAssigned: Channel;
};

export function isDeadlineDays(days: unknown): days is number {
  return Number.isInteger(days) && (days as number) >= DEADLINE_DAYS.min && (days as number) <= DEADLINE_DAYS.max;
}

function channelOf(value: unknown): Channel | null {
  if (!value || typeof value !== 'object') return null;
  const { app, email } = value as Record<string, unknown>;
  return typeof app === 'boolean' && typeof email === 'boolean' ? { app, email } : null;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  bookingRequest: { app: true, email: true },
  deadlineDue: { app: true, email: false, days: 7 },
  invoiceOverdue: { app: true, email: false },
  taskAssigned: { app: true, email: false },
};

/** The settings document of a user's preferences: `firms/{f}/settings/notifications-{uid}`. */
export function preferencesDocName(uid: string): string {
  return `notifications-${uid}`;
}

/**
 * Stored (possibly partial or old) preferences merged over the defaults; anything malformed gives
 * the defaults, and fields the form does not know (updatedAt…) are left out.
 */
export function readPreferences(stored: unknown): NotificationPreferences {
  const merged: Record<string, unknown> = {
    ...DEFAULT_PREFERENCES,
    ...(stored && typeof stored === 'object' ? stored : {}),
  };
  const bookingRequest = channelOf(merged.bookingRequest);
  const deadlineDue = channelOf(merged.deadlineDue);
  const invoiceOverdue = channelOf(merged.invoiceOverdue);
  const taskAssigned = channelOf(merged.taskAssigned);
  const days = (merged.deadlineDue as { days?: unknown } | undefined)?.days;
  if (!bookingRequest || !deadlineDue || !invoiceOverdue || !taskAssigned || !isDeadlineDays(days))
    return DEFAULT_PREFERENCES;
  return { bookingRequest, deadlineDue: { ...deadlineDue, days }, invoiceOverdue, taskAssigned };
}

export function wantsInApp(preferences: NotificationPreferences, kind: NotificationKind): boolean {
  return preferences[kind].app;
}
