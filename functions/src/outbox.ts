/**
 * Every email the server side sends goes through `sendOnce`: one record per event in
 * `firms/{firmId}/emails/{key}` (to, kind, status, attempts, sent at), created atomically before
 * sending — a retried function, or a second trigger for the same event, finds it and sends nothing.
 * An SMTP failure is retried with a growing pause; after the last attempt the record says « échec »
 * and keeps the error, for the cabinet to see.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { paths, type SentEmail } from 'shared-data/server';
import { createOnce } from './createOnce.ts';
import type { Mailer, OutgoingEmail } from './mail/mailer.ts';

export type ServerDeps = {
  db: Firestore;
  mailer: Mailer;
  /** The app's address, for links in emails (https://pretoire.fr, or http://localhost:3000). */
  appUrl: string;
  now: () => Date;
  /** Pause between SMTP attempts (tests pass a clock of their own). */
  pause?: (ms: number) => Promise<void>;
};

/** Attempts before « échec », and the pause before each retry. */
export const SMTP_ATTEMPTS = 3;
export const RETRY_PAUSES_MS = [2_000, 10_000];

export type SendOutcome = 'envoyé' | 'échec' | 'déjà traité';

export async function sendOnce(
  deps: ServerDeps,
  input: { firmId: string; key: string; kind: string; about: string; build: () => Promise<OutgoingEmail> },
): Promise<SendOutcome> {
  const ref = deps.db.doc(paths.email(input.firmId, input.key));
  const email = await input.build();
  const record: SentEmail = {
    kind: input.kind,
    to: email.to,
    subject: email.subject,
    status: 'en cours',
    attempts: 0,
    createdAt: deps.now().toISOString(),
    about: input.about,
  };
  // Already there: this event was handled (or is being handled) by another run.
  if (!(await createOnce(ref, record))) return 'déjà traité';
  const pause = deps.pause ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  let lastError = '';
  for (let attempt = 1; attempt <= SMTP_ATTEMPTS; attempt += 1) {
    try {
      await deps.mailer.send(email);
      await ref.update({ status: 'envoyé', attempts: attempt, sentAt: deps.now().toISOString() });
      return 'envoyé';
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      await ref.update({ attempts: attempt, lastError });
      if (attempt < SMTP_ATTEMPTS) await pause(RETRY_PAUSES_MS[attempt - 1] ?? 10_000);
    }
  }
  await ref.update({ status: 'échec' });
  return 'échec';
}
