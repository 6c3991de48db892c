/** The area's tests use the shared test utilities: one way to render a route with seeded data. */
export {
  type DemoUid,
  freshDemoData,
  renderRoute,
  seedCase,
  seedClient,
  seedDeadline,
  seedEvent,
  seedInvoice,
  seedResearchFile,
  seedTimeEntry,
  signInAs,
} from 'shared-data/testing';
