/**
 * `shared-data/testing`: what tests, benches and standalone QA pages need and production code
 * never does. Kept out of the main entry so that the runtime contract between separately built
 * apps (see api-report) does not carry test-only exports.
 */
export { resetDataForTests } from '../init.ts';
export { DEMO_USERS, DEMO_IDS } from '../demoIds.ts';
export { resetDemoData, generateLargeCabinet } from '../demoActions.ts';
export { buildDemoData } from '../demo.ts';
export { signInAs, freshDemoData, type DemoUid } from './session.ts';
export { signInStandaloneDemo, DEMO_PASSWORD } from './standalone.ts';
export {
  seedClient,
  seedCase,
  seedTimeEntry,
  seedResearchFile,
  seedArticle,
  seedDocumentModel,
  seedInvoice,
  seedNotification,
  seedEvent,
  seedDeadline,
  seedBookingRequest,
  seedExpense,
  seedCarpaMovement,
} from './seed.ts';
export { renderRoute } from './render.tsx';
export { installReadCounter, type ReadCounter } from '../readCounter.ts';
export { setServerReconnect, setServerSilent } from '../serverReach.ts';
export {
  installIndexCheck,
  uninstallIndexCheck,
  takeMissingIndexes,
  declaredIndexes,
  indexNeed,
  isServed,
  type CompositeIndex,
  type IndexNeed,
} from './indexes.ts';
export { loadTenYearCabinet } from './tenYears.ts';
export { countOf, frenchCount, readsOfScreen, seedMany } from './screenReads.ts';
// Schemas and helpers that only tests check against (the apps never need them).
export { ereportSchema, type Membership } from '../schemas.ts';
export { formatReference } from '../counters.ts';
