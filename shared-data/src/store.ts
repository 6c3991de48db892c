/**
 * `shared-data/store`: the document store alone — start it, read and write through it, the live
 * read hooks, the entity types — without the entity schemas (zod) nor the phone rule
 * (libphonenumber). For code that reads, or writes later: the public directory, /book, the
 * dashboard's widgets load 55 KiB gzip less (issue 16); a write still goes through the whole
 * policy (policy.ts loadWriteChecks). A shared singleton like `shared-data`, which reaches the
 * store through it: one store in the page.
 */
export { initData, getDataStore, getFileStore, ready, resolveMembership } from './init.ts';
export type { ActiveAdapter } from './init.ts';
export { paths } from './paths.ts';
export { DataError } from './port.ts';
export type { DataErrorCode, DocPath, DocSnapshot, DocumentStore, Query, QuerySnapshot, Unsubscribe } from './port.ts';
export { DATA_MESSAGES, messageOf, toDataError } from './errors.ts';
export { useCollection, useDocument, useFirm, useWorkContext } from './hooks.ts';
export type { FirmContext, LiveResult, WithId, WorkContext } from './hooks.ts';
// Types only: erased at build time, they bring no zod.
export type * from './schemas.ts';
