/** The notification preferences form's schema (French message for the number of days). */
import { z } from 'zod';
import { DEADLINE_DAYS, type NotificationPreferences, PREFERENCE_MESSAGES } from './preferences.ts';

const channel = z.object({ app: z.boolean(), email: z.boolean() });

export const preferencesSchema = z.object({
  bookingRequest: channel,
  deadlineDue: channel.extend({
    days: z
      .number({ error: PREFERENCE_MESSAGES.days })
      .int(PREFERENCE_MESSAGES.days)
      .min(DEADLINE_DAYS.min, PREFERENCE_MESSAGES.days)
      .max(DEADLINE_DAYS.max, PREFERENCE_MESSAGES.days),
  }),
  invoiceOverdue: channel,
  taskAssigned: channel,
}) satisfies z.ZodType<NotificationPreferences>;
