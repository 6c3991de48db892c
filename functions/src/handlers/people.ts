/** Who receives what: a member's address and their notification settings, read with admin rights. */
import { type Case, paths } from 'shared-data/server';
import type { ServerDeps } from '../outbox.ts';

/** Where a member changes what they receive: every lawyer email's List-Unsubscribe leads there. */
export const notificationSettingsUrl = (deps: Pick<ServerDeps, 'appUrl'>) =>
  `${deps.appUrl}/app/settings/notifications`;

/** The reference of a dossier ('' when there is none): a lawyer's email names a dossier by it only. */
export async function caseReference(
  deps: ServerDeps,
  firmId: string,
  caseId: string | null | undefined,
): Promise<string> {
  if (!caseId) return '';
  return ((await deps.db.doc(paths.case(firmId, caseId)).get()).data() as Case | undefined)?.reference ?? '';
}

export async function memberEmail(deps: ServerDeps, firmId: string, uid: string): Promise<string | null> {
  const member = (await deps.db.doc(paths.member(firmId, uid)).get()).data() as { email?: string } | undefined;
  return member?.email || null;
}

type Channel = { app?: boolean; email?: boolean };

/**
 * A member's notification settings (`settings/notifications-{uid}`, written by the settings screen),
 * over the screen's defaults: booking requests by email and in the app, délais in the app 7 days ahead.
 */
export async function preferencesOf(deps: ServerDeps, firmId: string, uid: string) {
  const stored = ((await deps.db.doc(paths.settings(firmId, `notifications-${uid}`)).get()).data() ?? {}) as {
    bookingRequest?: Channel;
    deadlineDue?: Channel & { days?: number };
  };
  return {
    bookingRequest: { app: stored.bookingRequest?.app !== false, email: stored.bookingRequest?.email !== false },
    deadlineDue: {
      email: stored.deadlineDue?.email === true,
      days: Number.isInteger(stored.deadlineDue?.days) ? (stored.deadlineDue!.days as number) : 7,
    },
  };
}
