/**
 * shared-data: the data port (document store + file store), its two adapters (IndexedDB and
 * Firestore + Cloud Storage), the access policy, the entity schemas, account operations, the
 * demo cabinet and React hooks. Nothing above this package knows which backend runs.
 */
export type * from './port.ts';
export { DataError } from 'shared-data/store';
export { paths } from './paths.ts';
export { AUDIT_ACTIONS, recordAudit, changedFields, auditActionLabel } from './audit.ts';
export type { AuditAction, AuditInput } from './audit.ts';
export * from './constants.ts';
export * from './schemas.ts';
export * from './text.ts';
export * from './search.ts';
export * from './identifiers.ts';
export * from './bankIdentifiers.ts';
export {
  receivedInvoiceId,
  einvoiceStatusLabel,
  EINVOICE_FINAL_REFUSALS,
  EINVOICE_STATUS_LABELS,
} from './einvoicing.ts';
export type { EinvoiceStatus } from './einvoicing.ts';
export { DATA_MESSAGES, toDataError, messageOf, isOffline, assertOnline, isRetryable } from 'shared-data/store';
export {
  EDIT_CONFLICT_MESSAGES,
  EditConflictError,
  isEditConflict,
  assertUnchanged,
  readForEdit,
  readForEditOrNew,
  nextUpdatedAt,
} from './editConflict.ts';
export type { EditSubject, EditCheck } from './editConflict.ts';
export { validateFile, validateFileContent, FILE_SIGNATURE_MESSAGES } from 'shared-data/store';
export { MONEY_LIMITS, MONEY_MESSAGES, centsSchema, centsProblem, formatCentsForMessage } from './money.ts';
export type { CentsSchemaOptions } from './money.ts';
export { isValidPhone, normalizePhone, phoneE164, phoneDigits, PHONE_MESSAGE } from './phone.ts';
// What shared-data/store also exports comes through that shared entry (store.ts): one store, one
// DataError class, one policy in the page, whichever app provides each entry.
export { initData, getDataStore, getFileStore, resolveMembership } from 'shared-data/store';
export { dataBackend } from 'shared-data/store';
export type { DataBackend } from './config.ts';
export {
  createAccountRecords,
  createInvitation,
  acceptInvitation,
  invitationLink,
  ACCOUNT_MESSAGES,
} from './accounts.ts';
export type { CreateAccountInput } from './accounts.ts';
export { saveDocument, safeFileName, DOCUMENT_MESSAGES } from './documents.ts';
export type { DocumentOwner } from './documents.ts';
export { invitationStatus } from 'shared-data/store';
export type { InvitationStatus, InvitationLookup } from 'shared-data/store';
export { nextCounterValue, formatReference } from './counters.ts';
export {
  computeFreeSlots,
  nextFreeSlot,
  isFreeSlot,
  slotIdOf,
  localParts,
  minutesOf,
  DEFAULT_TIMEZONE,
  DEFAULT_MIN_NOTICE_MINUTES,
  DEFAULT_HORIZON_DAYS,
} from './slots.ts';
export type { FreeSlot, SlotRules, Interval, ComputeFreeSlotsInput } from './slots.ts';
export {
  useDocument,
  useDocuments,
  useCollection,
  useAggregate,
  useAggregates,
  usePagedCollection,
  usePagedList,
  useRefreshWhenChanged,
  useCaseChoices,
  useCaseLabels,
  useCasesById,
  useClientChoices,
  useClientsById,
  useFirm,
  useWorkContext,
  LIST_PAGE_SIZE,
  PICKER_CHOICES,
  caseLabelOf,
} from 'shared-data/store';
export type {
  WithId,
  LiveResult,
  AggregateState,
  AggregatesState,
  PagedResult,
  PagedList,
  Choices,
  CaseLabels,
  RecordsById,
  FirmContext,
  WorkContext,
} from './hooks.ts';
export type { ChoiceOption } from './choices.ts';
export { EXPORT_PAGE_SIZE, MAX_AGGREGATE_SUMS, queryInPages } from 'shared-data/store';
