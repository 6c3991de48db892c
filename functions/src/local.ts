/**
 * The server side on a developer's machine, next to the Firestore emulator (firebase-tools'
 * Functions emulator needs its own Firestore emulator, which refuses our Java): the admin SDK
 * listens to the same documents the production triggers watch and calls the same handlers, with
 * nodemailer pointed at the local mail catcher. Changes from before it started are not replayed
 * (like a trigger deployed after the fact).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type QuerySnapshot } from 'firebase-admin/firestore';
import type { BookingRequest } from 'shared-data/server';
import { paths } from 'shared-data/server';
import { onBookingDecided, onBookingRequested } from './handlers/booking.ts';
import { onInvitationCreated } from './handlers/invitation.ts';
import { onProposalAccepted } from './handlers/proposal.ts';
import { runReminders } from './handlers/reminders.ts';
import { runRetention } from './handlers/retention.ts';
import { smtpMailer } from './mail/mailer.ts';
import type { ServerDeps } from './outbox.ts';

export type LocalFunctions = { stop(): Promise<void> };

export const REMINDERS_EVERY_MS = 15 * 60_000;

/** Needs FIRESTORE_EMULATOR_HOST in the environment (the admin SDK then talks to the emulator). */
export function startLocalFunctions(options: {
  projectId: string;
  smtpUrl: string;
  appUrl: string;
  onError?: (error: unknown) => void;
}): LocalFunctions {
  const app = initializeApp({ projectId: options.projectId }, `pretoire-local-functions-${Date.now()}`);
  const deps: ServerDeps = {
    db: getFirestore(app),
    mailer: smtpMailer(options.smtpUrl),
    appUrl: options.appUrl,
    now: () => new Date(),
  };
  const report = (work: Promise<unknown>) => work.catch((error: unknown) => options.onError?.(error));
  const known = new Map<string, BookingRequest>();
  let first = true;
  const unsubscribe = deps.db.collection(paths.bookingRequests()).onSnapshot(
    (snapshot: QuerySnapshot) => {
      for (const change of snapshot.docChanges()) {
        const data = change.doc.data() as BookingRequest;
        const before = known.get(change.doc.id);
        known.set(change.doc.id, data);
        if (first) continue;
        if (change.type === 'added') report(onBookingRequested(deps, change.doc.id));
        else if (change.type === 'modified' && before && before.status !== data.status)
          report(onBookingDecided(deps, change.doc.id, before));
      }
      first = false;
    },
    (error: Error) => options.onError?.(error),
  );
  // Invitations: the link by email once written.
  let firstInvitations = true;
  const stopInvitations = deps.db.collection(paths.invitations()).onSnapshot(
    (snapshot: QuerySnapshot) => {
      if (!firstInvitations)
        for (const change of snapshot.docChanges())
          if (change.type === 'added') report(onInvitationCreated(deps, change.doc.id));
      firstInvitations = false;
    },
    (error: Error) => options.onError?.(error),
  );
  // Accepted proposals: the meeting at the proposed time.
  let firstAcceptances = true;
  const stopAcceptances = deps.db.collection(paths.bookingAcceptances()).onSnapshot(
    (snapshot: QuerySnapshot) => {
      if (!firstAcceptances)
        for (const change of snapshot.docChanges())
          if (change.type === 'added') report(onProposalAccepted(deps, change.doc.id));
      firstAcceptances = false;
    },
    (error: Error) => options.onError?.(error),
  );
  // The scheduled jobs (reminders every 15 minutes as in production; retention, daily there, is
  // idempotent and runs with them); `npm run functions:run` runs both at once.
  const timer = setInterval(() => report(runReminders(deps).then(() => runRetention(deps))), REMINDERS_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      unsubscribe();
      stopInvitations();
      stopAcceptances();
      await deleteApp(app);
    },
  };
}
