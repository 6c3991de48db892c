/** The area's tests use the shared test utilities: one way to render a route with seeded data. */
export {
  type DemoUid,
  freshDemoData,
  renderRoute,
  seedArticle,
  seedCase,
  seedClient,
  seedResearchFile,
  signInAs,
} from 'shared-data/testing';
