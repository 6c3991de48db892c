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
export type {
  BillingSettings,
  Client,
  DirectoryLookup,
  EinvoiceTransmission,
  EinvoicingSettings,
  Ereport,
  Expense,
  Firm,
  Invoice,
  Payment,
  PlatformCredentials,
} from './schemas.ts';
export {
  EINVOICE_FINAL_REFUSALS,
  EINVOICE_STATUS_LABELS,
  type EinvoiceStatus,
  einvoiceStatusLabel,
  receivedInvoiceId,
} from './einvoicing.ts';
