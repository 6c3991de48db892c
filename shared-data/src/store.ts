/**
 * `shared-data/store`: the document store alone — start it, read and write through it — without
 * the entity schemas (zod) nor the phone rule (libphonenumber). For pages that read, or write
 * later: the public directory and /book load 55 KiB gzip less (issue 16); a write still goes
 * through the whole policy (policy.ts loadWriteChecks). A shared singleton like `shared-data`,
 * whose modules it reuses: one store in the page.
 */
export { initData, getDataStore, getFileStore, ready, resolveMembership } from './init.ts';
export type { ActiveAdapter } from './init.ts';
export { paths } from './paths.ts';
export { DataError } from './port.ts';
export type { DataErrorCode, DocPath, DocSnapshot, DocumentStore, Query, QuerySnapshot, Unsubscribe } from './port.ts';
export { DATA_MESSAGES, messageOf, toDataError } from './errors.ts';
