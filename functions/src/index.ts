/**
 * The production entry points (Cloud Functions v2, `firebase deploy --only functions`): Firestore
 * triggers that call the same handlers the local runner calls (local.ts). The SMTP server and its
 * credentials are a Functions secret (`firebase functions:secrets:set SMTP_URL`), never in the repo.
 * E-invoicing talks to each cabinet's plateforme agréée with the credentials its owner stored
 * (platformCredentials, read by the admin SDK only), files in Cloud Storage.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { BookingRequest, CalendarEvent, Client, Invoice } from 'shared-data/server';
import type { EinvoicingDeps } from './einvoicing/context.ts';
import { onClientWritten } from './einvoicing/directory.ts';
import { onPaymentCreated } from './einvoicing/encaissement.ts';
import { transmitEreport } from './einvoicing/ereporting.ts';
import { cloudStorageFiles } from './einvoicing/files.ts';
import { runEinvoicingSync } from './einvoicing/sync.ts';
import { onInvoiceWritten } from './einvoicing/transmissions.ts';
import { onBookingDecided, onBookingRequested } from './handlers/booking.ts';
import { onEventWritten, refreshBusy, runBusyRefresh } from './handlers/busy.ts';
import { onInvitationCreated } from './handlers/invitation.ts';
import { onProposalAccepted } from './handlers/proposal.ts';
import { runReminders } from './handlers/reminders.ts';
import { runRetention } from './handlers/retention.ts';
import { smtpMailer } from './mail/mailer.ts';
import type { ServerDeps } from './outbox.ts';

initializeApp();
const SMTP_URL = defineSecret('SMTP_URL');
const APP_URL = defineString('APP_URL', { default: 'https://pretoire.fr' });
const options = { region: 'europe-west1', secrets: [SMTP_URL], retry: true };

const deps = (): ServerDeps => ({
  db: getFirestore(),
  mailer: smtpMailer(SMTP_URL.value()),
  appUrl: APP_URL.value(),
  now: () => new Date(),
});

export const bookingRequested = onDocumentCreated({ ...options, document: 'bookingRequests/{requestId}' }, (event) =>
  onBookingRequested(deps(), String(event.params.requestId)).then(() => undefined),
);

export const bookingDecided = onDocumentUpdated({ ...options, document: 'bookingRequests/{requestId}' }, (event) => {
  const before = event.data?.before.data() as BookingRequest | undefined;
  return before ? onBookingDecided(deps(), String(event.params.requestId), before).then(() => undefined) : undefined;
});

export const proposalAccepted = onDocumentCreated({ ...options, document: 'bookingAcceptances/{requestId}' }, (event) =>
  onProposalAccepted(deps(), String(event.params.requestId)).then(() => undefined),
);

export const invitationCreated = onDocumentCreated({ ...options, document: 'invitations/{token}' }, (event) =>
  onInvitationCreated(deps(), String(event.params.token)).then(() => undefined),
);

export const reminders = onSchedule(
  { region: 'europe-west1', secrets: [SMTP_URL], schedule: 'every 15 minutes', timeZone: 'Europe/Paris' },
  () => runReminders(deps()).then(() => undefined),
);

export const retention = onSchedule(
  { region: 'europe-west1', schedule: 'every day 03:00', timeZone: 'Europe/Paris' },
  () => runRetention(deps()).then(() => undefined),
);

// ---- The free/busy projection the public booking page reads (no email: no SMTP secret) ----

const store = () => ({ db: getFirestore(), now: () => new Date() });
const storeOptions = { region: 'europe-west1', retry: true };

export const busyEventWritten = onDocumentWritten(
  { ...storeOptions, document: 'firms/{firmId}/events/{eventId}' },
  (event) =>
    onEventWritten(
      store(),
      event.data?.before.data() as CalendarEvent | undefined,
      event.data?.after.data() as CalendarEvent | undefined,
    ).then(() => undefined),
);

export const busyAvailabilityCreated = onDocumentCreated({ ...storeOptions, document: 'availability/{uid}' }, (event) =>
  refreshBusy(store(), String(event.params.uid)).then(() => undefined),
);

export const busyDaily = onSchedule(
  { region: 'europe-west1', schedule: 'every day 00:30', timeZone: 'Europe/Paris' },
  () => runBusyRefresh(store()).then(() => undefined),
);

// ---- E-invoicing (XP Z12-013): the cabinet's plateforme agréée ----

const einvoicing = (): EinvoicingDeps => ({
  db: getFirestore(),
  files: cloudStorageFiles(getStorage().bucket()),
  now: () => new Date(),
});

export const einvoiceInvoiceWritten = onDocumentWritten(
  { ...options, secrets: [], document: 'firms/{firmId}/invoices/{invoiceId}' },
  (event) => {
    const before = event.data?.before.data() as Invoice | undefined;
    const after = event.data?.after.data() as Invoice | undefined;
    // Only an invoice becoming issued concerns the platform (a draft's saves never call the handler).
    if (after?.status !== 'issued' || before?.status === 'issued') return undefined;
    return onInvoiceWritten(einvoicing(), String(event.params.firmId), String(event.params.invoiceId), before).then(
      () => undefined,
    );
  },
);

export const einvoiceClientWritten = onDocumentWritten(
  { ...options, secrets: [], document: 'firms/{firmId}/clients/{clientId}' },
  (event) => {
    const before = event.data?.before.data() as Client | undefined;
    const after = event.data?.after.data() as Client | undefined;
    if (after?.kind !== 'morale' || (before?.kind === 'morale' && before.siren === after.siren)) return undefined;
    return onClientWritten(einvoicing(), String(event.params.firmId), String(event.params.clientId), before).then(
      () => undefined,
    );
  },
);

export const einvoicePaymentCreated = onDocumentCreated(
  { ...options, secrets: [], document: 'firms/{firmId}/payments/{paymentId}' },
  (event) =>
    onPaymentCreated(einvoicing(), String(event.params.firmId), String(event.params.paymentId)).then(() => undefined),
);

export const einvoiceEreportCreated = onDocumentCreated(
  { ...options, secrets: [], document: 'firms/{firmId}/ereports/{reportId}' },
  (event) =>
    transmitEreport(einvoicing(), String(event.params.firmId), String(event.params.reportId)).then(() => undefined),
);

export const einvoicingSync = onSchedule(
  { region: 'europe-west1', schedule: 'every 5 minutes', timeZone: 'Europe/Paris', timeoutSeconds: 540 },
  async () => {
    const { failures } = await runEinvoicingSync(einvoicing());
    for (const [firmId, message] of Object.entries(failures))
      console.error(`Facturation électronique, cabinet ${firmId} : ${message}`);
  },
);
