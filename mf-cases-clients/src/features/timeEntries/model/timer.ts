/** The running timer (pure): elapsed time, what stopping it records, its French messages. */
import { formatDate, formatTime, localIsoDay } from 'shared-ui';

const MINUTE_MS = 60_000;

/** Milliseconds run since `startedAt` (never negative: a clock set back reads as just started). */
export function elapsedMs(startedAt: string, now: number): number {
  return Math.max(0, now - Date.parse(startedAt));
}

/** 65 min → "01:05": the running display, whole minutes elapsed. */
export function formatElapsed(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** When the display changes next: at the next whole minute since the start. */
export function msUntilNextMinute(startedAt: string, now: number): number {
  return MINUTE_MS - (elapsedMs(startedAt, now) % MINUTE_MS);
}

/** « 09:15 » the same day, « le 2 mars 2026 à 18:20 » before. */
export function startedText(startedAt: string, today: string): string {
  return localIsoDay(startedAt) === today
    ? formatTime(startedAt)
    : `le ${formatDate(startedAt)} à ${formatTime(startedAt)}`;
}

/**
 * What « Arrêter » records: nothing under one minute (asked first); a timer started on an
 * earlier day (left running overnight) asks for the real duration of that day; otherwise the
 * minutes run, rounded up to the minute (the cabinet has no billing increment), dated today.
 */
export type TimerStop =
  | { kind: 'tooShort' }
  | { kind: 'overnight'; date: string }
  | { kind: 'entry'; date: string; minutes: number };

export function timerStop({ startedAt, now, today }: { startedAt: string; now: number; today: string }): TimerStop {
  const ms = elapsedMs(startedAt, now);
  if (ms < MINUTE_MS) return { kind: 'tooShort' };
  const startDay = localIsoDay(startedAt);
  if (startDay < today) return { kind: 'overnight', date: startDay };
  return { kind: 'entry', date: today, minutes: Math.ceil(ms / MINUTE_MS) };
}

export const TIMER_MESSAGES = {
  /** Asked before starting a timer while another runs on another dossier. */
  runningElsewhere: (dossier: string, since: string) =>
    `Un chronomètre tourne déjà sur ${dossier} depuis ${since}. L’arrêter et l’enregistrer ?`,
  tooShort: 'Moins d’une minute au chronomètre : l’arrêter sans rien enregistrer ?',
  overnight: (startedAt: string) =>
    `Ce chronomètre tourne depuis le ${formatDate(startedAt)} à ${formatTime(startedAt)} : il a sans doute été oublié. Indiquez la durée réellement travaillée ce jour-là.`,
  alreadyRunning: 'Un chronomètre tourne déjà : arrêtez-le avant d’en démarrer un autre.',
  alreadyStopped:
    'Ce chronomètre a déjà été arrêté (peut-être dans un autre onglet) : rien n’a été enregistré en double.',
  startFailed: 'Le chronomètre n’a pas pu démarrer. Merci de réessayer.',
} as const;
