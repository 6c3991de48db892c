/**
 * The local mail catcher (MailDev): a real SMTP server on 127.0.0.1:1025 that keeps every email it
 * receives, with a web inbox and an HTTP API on http://127.0.0.1:1080 — where the local server side
 * sends, and where the browser tests read what a visitor received.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.ts';

export const MAIL_SMTP_URL = 'smtp://127.0.0.1:1025';
export const MAIL_INBOX_URL = 'http://127.0.0.1:1080';

export async function mailCatcherIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${MAIL_INBOX_URL}/healthz`)).ok;
  } catch {
    return false;
  }
}

export function startMailCatcher(verbose = false): ChildProcess {
  return spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'maildev'),
    ['--smtp', '1025', '--web', '1080', '--ip', '127.0.0.1', '--silent'],
    // Logs go to the terminal or nowhere: an unread pipe would block the process once full.
    { cwd: repoRoot, stdio: verbose ? 'inherit' : 'ignore' },
  );
}

/** An email as MailDev's API returns it (GET /email). */
export type CaughtEmail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  attachments?: { generatedFileName: string; contentType: string }[];
};

/** Every email caught so far. */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  return (await (await fetch(`${MAIL_INBOX_URL}/email`)).json()) as CaughtEmail[];
}

/** The content, as text, of the email's first attachment of that type (e.g. `text/calendar`). */
export async function caughtAttachment(email: CaughtEmail, contentType: string): Promise<string> {
  const attachment = email.attachments?.find((candidate) => candidate.contentType.startsWith(contentType));
  if (!attachment) throw new Error(`Aucune pièce jointe ${contentType} dans « ${email.subject} »`);
  const response = await fetch(`${MAIL_INBOX_URL}/email/${email.id}/attachment/${attachment.generatedFileName}`);
  if (!response.ok) throw new Error(`Pièce jointe illisible (${response.status})`);
  return response.text();
}
