/**
 * `shared-data/store`: the document store alone — start it, read and write through it, the live
 * read hooks, the entity types — without the entity schemas (zod) nor the phone rule
 * (libphonenumber). For code that reads, or writes later: the dashboard's widgets load much less
 * (a visitor's reads use shared-data/public, lighter still); a write still
 * goes through the whole policy (policy.ts loadWriteChecks). A shared singleton like
 * `shared-data`, which reaches the store through it: one store in the page.
 */
export { initData, getDataStore, getFileStore, preloadData, ready } from './init.ts';
export { paths } from './paths.ts';
export { DataError } from './port.ts';
export type { AggregateSpec, Query, Unsubscribe, WhereClause } from './port.ts';
export { DATA_MESSAGES, isRetryable, messageOf, toDataError } from './errors.ts';
export {
  LIST_PAGE_SIZE,
  useAggregate,
  useAggregates,
  useCaseChoices,
  useCaseLabels,
  useCasesById,
  useClientChoices,
  useClientsById,
  useCollection,
  useDocument,
  useDocuments,
  usePagedCollection,
  usePagedList,
  useRowsOf,
  useRefreshWhenChanged,
  useShownKey,
  useWorkContext,
} from './hooks.ts';
export { isServerSilent, reconnectServer, subscribeServerSilence } from './serverReach.ts';
export { EXPORT_PAGE_SIZE, queryInPages } from './paging.ts';
export type { AggregateState, LiveResult, PagedList, WithId } from './hooks.ts';
export { PICKER_CHOICES, caseLabelOf } from './choices.ts';
// Types only: erased at build time, they bring no zod.
export type {
  AppNotification,
  AuditEntry,
  BillingSettings,
  BookingRequest,
  BookingSlot,
  CalendarEvent,
  Case,
  Client,
  Deadline,
  DirectoryLookup,
  EinvoiceTransmission,
  EinvoicingSettings,
  Ereport,
  Invoice,
  Member,
  Payment,
  SentEmail,
  SubscriptionRequest,
  Task,
  TimeEntry,
} from './schemas.ts';
// What shared-data also exports of the store's modules comes from here too: one DataError class,
// one policy, one adapter factory in the page, whichever app provides each entry.
export { createIndexedDbAdapter } from './indexeddb.ts';
export { validateFileContent } from './files.ts';
export { dataBackend } from './config.ts';
export { randomId } from './docs.ts';
export { invitationStatus } from './invitations.ts';
export type { InvitationStatus } from './invitations.ts';
