/**
 * shared-data: the data port (document store + file store), its two adapters (IndexedDB and
 * Firestore + Cloud Storage), the access policy, the entity schemas, account operations, the
 * demo cabinet and React hooks. Nothing above this package knows which backend runs.
 *
 * Only what the apps use is exported (the api-report is their contract); tests take their helpers
 * from `shared-data/testing`.
 */
// What shared-data/store also exports comes through that shared entry (store.ts): one store, one
// DataError class, one policy in the page, whichever app provides each entry.
export {
  DataError,
  DATA_MESSAGES,
  toDataError,
  messageOf,
  isRetryable,
  validateFileContent,
  initData,
  getDataStore,
  getFileStore,
  dataBackend,
  useDocument,
  useDocuments,
  useCollection,
  useAggregate,
  useAggregates,
  usePagedCollection,
  usePagedList,
  useRowsOf,
  useRefreshWhenChanged,
  useShownKey,
  useCaseChoices,
  useCaseLabels,
  useCasesById,
  useClientChoices,
  useClientsById,
  useWorkContext,
  caseLabelOf,
  queryInPages,
} from 'shared-data/store';
export { paths } from './paths.ts';
export { AUDIT_ACTIONS, recordAudit, changedFields, auditActionLabel } from './audit.ts';
export {
  receivedInvoiceId,
  einvoiceStatusLabel,
  EINVOICE_FINAL_REFUSALS,
  type EinvoiceStatus,
  sellerElectronicAddress,
  buyerElectronicAddress,
  isDirectoryAddressOf,
  type ElectronicAddress,
  NO_BUYER_ADDRESS,
  CADRE_DE_FACTURATION,
  OPERATION_NATURE_MENTION,
  DEBITS_OPTION_MENTION,
  vatDueDateCode,
} from './einvoicing.ts';
export {
  EDIT_CONFLICT_MESSAGES,
  EditConflictError,
  isEditConflict,
  assertUnchanged,
  readForEdit,
  readForEditOrNew,
  nextUpdatedAt,
} from './editConflict.ts';
export { MONEY_LIMITS, MONEY_MESSAGES, centsProblem, formatCentsForMessage } from './money.ts';
export { isValidPhone, normalizePhone, PHONE_MESSAGE } from './phone.ts';
export { createAccountRecords, createInvitation, acceptInvitation, invitationLink } from './accounts.ts';
export { saveDocument, DOCUMENT_MESSAGES, type DocumentOwner } from './documents.ts';
export { nextCounterValue } from './counters.ts';
export { busyPeriod, busyProjection, computeFreeSlots, sameBusy, slotIdOf } from './slots.ts';
export type { WithId, PagedList } from './hooks.ts';
export type {
  DocData,
  WhereClause,
  Query,
  AggregateSpec,
  AggregateResult,
  DocSnapshot,
  Transaction,
  DocumentStore,
  UploadProgress,
} from './port.ts';
export { PRACTICE_AREAS, LANGUAGES } from './constants.ts';
export {
  clientDisplayName,
  type ProRecord,
  type Firm,
  type Member,
  type Invitation,
  type Client,
  FEE_KIND_VALUES,
  type Case,
  type TimeEntry,
  type Timer,
  type CaseDocument,
  type ConflictCheck,
  type InvoiceLine,
  type BillingVatRegime,
  type IssuerSnapshot,
  type ClientSnapshot,
  type Invoice,
  paymentMethodSchema,
  PAYMENT_METHOD_LABELS,
  type Payment,
  EXPENSE_CATEGORY_CODES,
  type ExpenseCategory,
  type Expense,
  CARPA_MOVEMENT_KINDS,
  type CarpaAuthorisation,
  type CarpaMovement,
  type CarpaLedger,
  type CalendarEvent,
  type Deadline,
  type Task,
  type AppNotification,
  type SubscriptionRequest,
  type ResearchSource,
  type ResearchFile,
  type Article,
  type DocumentModel,
  type AuditEntry,
  type ConsultationType,
  type PublicProfile,
  availabilitySchema,
  type Availability,
  type BookingRequest,
  type BookingSlot,
  type PilotApplication,
  type BillingSettings,
  type EinvoicingSettings,
  type PlatformCredentials,
  type EinvoiceTransmission,
  type DirectoryLookup,
  type Ereport,
} from './schemas.ts';
export { boundedText } from './text.ts';
export { TEXT_LIMITS, textTooLongMessage } from './textLimits.ts';
export {
  searchQueryOf,
  clientSearchFields,
  clientSearchText,
  caseSearchFields,
  caseSearchText,
  type SearchQuery,
} from './search.ts';
export {
  normalizeIdentifier,
  luhnValid,
  isValidSiren,
  siretProblem,
  isValidSiret,
  formatSiren,
  formatSiret,
  frVatNumberProblem,
  isValidFrVatNumber,
  IDENTIFIER_MESSAGES,
} from './identifiers.ts';
export { compactIban, formatIban, isValidIban, isValidBic } from './bankIdentifiers.ts';
// Types the exports above take or answer: part of the contract, so an app can name them.
export type { CreateAccountInput } from './accounts.ts';
export type { AuditInput } from './audit.ts';
export type { DataBackend } from './config.ts';
export type { EditSubject, EditCheck } from './editConflict.ts';
export { EINVOICE_STATUS_LABELS, type SealedVatRegime } from './einvoicing.ts';
export type {
  LiveResult,
  AggregateState,
  AggregatesState,
  PagedResult,
  Choices,
  CaseLabels,
  RecordsById,
  WorkContext,
} from './hooks.ts';
export type { SiretProblem } from './identifiers.ts';
export type { CentsSchemaOptions } from './money.ts';
export type {
  CollectionPath,
  DataErrorCode,
  DocPath,
  FileStore,
  OrderBy,
  QuerySnapshot,
  Unsubscribe,
  WhereOp,
} from './port.ts';
export type { CaseSearchSource, ClientSearchSource } from './search.ts';
export type { ComputeFreeSlotsInput, FreeSlot } from './slots.ts';
export type { BoundedTextOptions } from './text.ts';
export type { TextLimitName } from './textLimits.ts';
