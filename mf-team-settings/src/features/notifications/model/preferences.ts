/** Notification preferences of a user (pure): which events notify, and how. */
import { z } from 'zod';

export const NOTIFICATION_EVENTS = [
  { kind: 'bookingRequest', label: 'Nouvelle demande de rendez-vous' },
  { kind: 'deadlineDue', label: 'Délai à échéance' },
  { kind: 'invoiceOverdue', label: 'Facture impayée à échéance dépassée' },
  { kind: 'taskAssigned', label: 'Tâche qui vous est attribuée' },
] as const;
export type NotificationKind = (typeof NOTIFICATION_EVENTS)[number]['kind'];

const channel = z.object({ app: z.boolean(), email: z.boolean() });
export const PREFERENCE_MESSAGES = { days: 'Indiquez un nombre de jours entre 1 et 60.' } as const;

export const preferencesSchema = z.object({
  bookingRequest: channel,
  deadlineDue: channel.extend({
    days: z
      .number({ error: PREFERENCE_MESSAGES.days })
      .int(PREFERENCE_MESSAGES.days)
      .min(1, PREFERENCE_MESSAGES.days)
      .max(60, PREFERENCE_MESSAGES.days),
  }),
  invoiceOverdue: channel,
  taskAssigned: channel,
});
export type NotificationPreferences = z.infer<typeof preferencesSchema>;

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

/** Stored (possibly partial or old) preferences merged over the defaults. */
export function readPreferences(stored: unknown): NotificationPreferences {
  const merged = { ...DEFAULT_PREFERENCES, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = preferencesSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
}

export function wantsInApp(preferences: NotificationPreferences, kind: NotificationKind): boolean {
  return preferences[kind].app;
}
