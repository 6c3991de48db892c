/**
 * `shared-data/server`: what the server side (functions/) shares with the apps — the paths and the
 * document types — without the browser's data layer (no adapter, no React, no Firebase web SDK).
 */
export { httpsLink } from './links.ts';
export { paths } from './paths.ts';
export type {
  AppNotification,
  BookingAcceptance,
  BookingRequest,
  CalendarEvent,
  Case,
  Deadline,
  Invitation,
  Member,
  Membership,
  PublicProfile,
  SentEmail,
} from './schemas.ts';
