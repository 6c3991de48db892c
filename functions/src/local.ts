/**
 * The server side on a developer's machine, next to the Firestore emulator (firebase-tools'
 * Functions emulator needs its own Firestore emulator, which refuses our Java): the admin SDK
 * listens to the same documents the production triggers watch and calls the same handlers, with
 * nodemailer pointed at the local mail catcher. Changes from before it started are not replayed
 * (like a trigger deployed after the fact). E-invoicing: the cabinets' invoices, clients, payments
 * and e-reports, and the sync with the stand-in plateforme agréée (at the pace of einvoicing/localPace).
 * Agenda events: the attendees' free/busy projection (handlers/busy).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, getFirestore, type QuerySnapshot } from 'firebase-admin/firestore';
import type { BookingRequest, CalendarEvent, Client, Invoice } from 'shared-data/server';
import { paths } from 'shared-data/server';
import type { EinvoicingDeps } from './einvoicing/context.ts';
import { onClientWritten } from './einvoicing/directory.ts';
import { onPaymentCreated } from './einvoicing/encaissement.ts';
import { transmitEreport } from './einvoicing/ereporting.ts';
import { firestoreFiles } from './einvoicing/files.ts';
import { EINVOICING_SYNC_EVERY_MS, syncPace } from './einvoicing/localPace.ts';
import { runEinvoicingSync } from './einvoicing/sync.ts';
import { onInvoiceWritten } from './einvoicing/transmissions.ts';
import { onBookingDecided, onBookingRequested } from './handlers/booking.ts';
import { attendeesToRefresh, refreshBusy, runBusyRefresh } from './handlers/busy.ts';
import { onInvitationCreated } from './handlers/invitation.ts';
import { onProposalAccepted } from './handlers/proposal.ts';
import { runReminders } from './handlers/reminders.ts';
import { runRetention } from './handlers/retention.ts';
import { smtpMailer } from './mail/mailer.ts';
import type { ServerDeps } from './outbox.ts';

export type LocalFunctions = {
  /** Resolves once every listener has its first snapshot: a change written after it is handled. */
  ready: Promise<void>;
  stop(): Promise<void>;
};

/** The listeners started below (their first snapshots make `ready`). */
const LISTENERS = 9;

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
  // Work under way, awaited by stop() before the app goes (nothing left talking to a closed client).
  const running = new Set<Promise<unknown>>();
  const report = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => options.onError?.(error)).finally(() => running.delete(tracked));
    running.add(tracked);
  };
  let waiting = LISTENERS;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = () => {
      waiting -= 1;
      if (waiting === 0) resolve();
    };
  });
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
      if (first) markReady();
      first = false;
    },
    (error: Error) => options.onError?.(error),
  );
  /** Calls `handle` with the id of each document added to a top-level collection after the start. */
  const onCreated = (collection: string, handle: (id: string) => Promise<unknown>) => {
    let firstSnapshot = true;
    return deps.db.collection(collection).onSnapshot(
      (snapshot: QuerySnapshot) => {
        if (!firstSnapshot)
          for (const change of snapshot.docChanges()) if (change.type === 'added') report(handle(change.doc.id));
        if (firstSnapshot) markReady();
        firstSnapshot = false;
      },
      (error: Error) => options.onError?.(error),
    );
  };
  // Invitations: the link by email once written.
  const stopInvitations = onCreated(paths.invitations(), (token) => onInvitationCreated(deps, token));
  // Accepted proposals: the meeting at the proposed time.
  const stopAcceptances = onCreated(paths.bookingAcceptances(), (requestId) => onProposalAccepted(deps, requestId));
  // A first availability: its free/busy projection at once.
  const stopAvailabilities = onCreated(paths.availabilities(), (uid) => refreshBusy(deps, uid));
  // The scheduled jobs (reminders every 15 minutes as in production; retention and the free/busy
  // refresh, daily there, are idempotent and run with them); `npm run functions:run` runs them at once.
  const timer = setInterval(
    () => report(runReminders(deps).then(() => runRetention(deps).then(() => runBusyRefresh(deps)))),
    REMINDERS_EVERY_MS,
  );

  // E-invoicing: the cabinets' documents across the emulator (collection groups), files in
  // Firestore documents as the browser's local file store keeps them.
  const einvoicing: EinvoicingDeps = {
    db: deps.db,
    files: firestoreFiles(deps.db),
    now: () => new Date(),
    allowLocalPlatform: true,
  };
  const firmOf = (path: string) => path.split('/')[1]!;
  const watch = (
    group: string,
    onChange: (change: {
      type: string;
      firmId: string;
      id: string;
      before: DocumentData | undefined;
      after: DocumentData;
    }) => void,
  ) => {
    const known = new Map<string, DocumentData>();
    let firstSnapshot = true;
    return deps.db.collectionGroup(group).onSnapshot(
      (snapshot: QuerySnapshot) => {
        for (const change of snapshot.docChanges()) {
          const path = change.doc.ref.path;
          const before = known.get(path);
          if (change.type === 'removed') known.delete(path);
          else known.set(path, change.doc.data());
          // Only `firms/{firmId}/{group}/{id}`; what existed before the start is not replayed.
          if (!firstSnapshot && path.split('/').length === 4 && path.startsWith('firms/'))
            onChange({ type: change.type, firmId: firmOf(path), id: change.doc.id, before, after: change.doc.data() });
        }
        if (firstSnapshot) markReady();
        firstSnapshot = false;
      },
      (error: Error) => options.onError?.(error),
    );
  };
  const pace = syncPace();
  /** A trigger's work; the platform's answer follows, so the sync quickens. */
  const reportEinvoicing = (work: Promise<unknown>) => {
    pace.quicken();
    report(work);
  };
  // The same filters as the production triggers (index.ts): a draft's saves call nothing.
  const stopInvoices = watch('invoices', ({ type, firmId, id, before, after }) => {
    if (type !== 'removed' && after.status === 'issued' && before?.status !== 'issued')
      reportEinvoicing(onInvoiceWritten(einvoicing, firmId, id, before as Invoice | undefined));
  });
  const stopClients = watch('clients', ({ type, firmId, id, before, after }) => {
    if (type !== 'removed' && after.kind === 'morale' && !(before?.kind === 'morale' && before.siren === after.siren))
      reportEinvoicing(onClientWritten(einvoicing, firmId, id, before as Client | undefined));
  });
  const stopPayments = watch('payments', ({ type, firmId, id }) => {
    if (type === 'added') reportEinvoicing(onPaymentCreated(einvoicing, firmId, id));
  });
  const stopEreports = watch('ereports', ({ type, firmId, id }) => {
    if (type === 'added') reportEinvoicing(transmitEreport(einvoicing, firmId, id));
  });
  // Every attendee's free/busy projection, before and after the change. One refresh per person at
  // a time, and one more if their events changed meanwhile: a year of events imported at once (the
  // bench's ten years) costs a few refreshes, not one per event.
  const refreshing = new Map<string, { again: boolean }>();
  const refreshSoon = (uid: string) => {
    const current = refreshing.get(uid);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: false };
    refreshing.set(uid, state);
    const run = async (): Promise<unknown> => {
      state.again = false;
      await refreshBusy(deps, uid);
      return state.again ? run() : undefined;
    };
    report(run().finally(() => refreshing.delete(uid)));
  };
  const stopEvents = watch('events', ({ type, before, after }) => {
    const uids = attendeesToRefresh(
      before as CalendarEvent | undefined,
      type === 'removed' ? undefined : (after as CalendarEvent),
    );
    for (const uid of uids) refreshSoon(uid);
  });
  // The sync, one run at a time; a cabinet's failure reported once until its message changes.
  let syncing = false;
  const reported = new Map<string, string>();
  const einvoicingTimer = setInterval(() => {
    if (syncing || !pace.due()) return;
    syncing = true;
    report(
      runEinvoicingSync(einvoicing)
        .then(({ reports, failures }) => {
          if (Object.values(reports).some((run) => run && run.deposited + run.received + run.statuses > 0))
            pace.quicken();
          for (const firmId of new Set([...Object.keys(reports), ...Object.keys(failures)])) {
            const message = failures[firmId] ?? reports[firmId]?.error ?? '';
            if (message && reported.get(firmId) !== message)
              options.onError?.(new Error(`Facturation électronique (cabinet ${firmId}) : ${message}`));
            reported.set(firmId, message);
          }
        })
        .finally(() => {
          syncing = false;
        }),
    );
  }, EINVOICING_SYNC_EVERY_MS);
  return {
    ready,
    async stop() {
      clearInterval(timer);
      clearInterval(einvoicingTimer);
      unsubscribe();
      stopInvitations();
      stopAcceptances();
      stopInvoices();
      stopClients();
      stopPayments();
      stopEreports();
      stopEvents();
      stopAvailabilities();
      while (running.size > 0) await Promise.allSettled([...running]);
      await deleteApp(app);
    },
  };
}
