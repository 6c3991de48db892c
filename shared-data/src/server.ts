/**
 * `shared-data/server`: what the server side (functions/) shares with the apps — the paths and the
 * document types — without the browser's data layer (no adapter, no React, no Firebase web SDK).
 */
export { httpsLink } from './links.ts';
export { paths } from './paths.ts';
/** The free/busy projection the server keeps for the public booking page. */
export { busyPeriod, busyProjection, sameBusy } from './slots.ts';
export type {
  AppNotification,
  Availability,
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
  EINVOICE_REASONS,
  EINVOICE_STATUS_LABELS,
  type EinvoiceStatus,
  einvoiceReasonLabel,
  einvoiceStatusLabel,
  type LifecycleStatusCode,
  receivedInvoiceId,
} from './einvoicing.ts';
export { FILE_CHUNK_BYTES, FILE_MAX_CHUNKS, fileDocumentPath } from './paths.ts';
/** Amounts in the server's messages (notifications, emails) as the apps write them. */
export { formatCentsForMessage } from './money.ts';
/** The server side checks what it writes on the cabinet's behalf (a received invoice's expense). */
export { expenseSchema } from './schemas.ts';
