/**
 * shared-auth: the page's session (a Module Federation singleton) and every authentication action.
 * Only what the apps use is exported; tests reach the session's test helpers through
 * `shared-data/testing`.
 */
export { getSession, subscribeSession, useSession, updateSession, resetSessionForTests } from './session.ts';
export type { Role, SessionUser, SessionState } from './session.ts';
export {
  initAuth,
  login,
  signup,
  signupWithInvite,
  logout,
  sendPasswordReset,
  verifyPasswordReset,
  confirmPasswordResetWithCode,
  refreshMembership,
  setMembershipResolver,
  getIdToken,
} from './actions.ts';
export type { ActionResult, MembershipResolver } from './actions.ts';
export { safeRedirectPath } from './safeRedirect.ts';
export { beginAccountSetup, endAccountSetup, useAccountSetupInProgress } from './accountSetup.ts';
