/**
 * The production entry points (Cloud Functions v2, `firebase deploy --only functions`): Firestore
 * triggers that call the same handlers the local runner calls (local.ts). The SMTP server and its
 * credentials are a Functions secret (`firebase functions:secrets:set SMTP_URL`), never in the repo.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { BookingRequest } from 'shared-data/server';
import { onBookingDecided, onBookingRequested } from './handlers/booking.ts';
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
