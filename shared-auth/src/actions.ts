/**
 * Every authentication action. Each returns `{ ok: true }` or `{ ok: false, error }` with the
 * seed's French message; none throws.
 */
import { authErrorMessage, AUTH_ERROR_MESSAGES } from './errors.ts';
import {
  applyAuthState,
  getSession,
  patchSessionUser,
  updateSession,
  type ProviderUser,
  type Role,
  type SessionUser,
} from './session.ts';

/** What every authentication action answers: `ok`, or the French `error` to show next to the form. */
export type ActionResult<T = object> = ({ ok: true } & T) | { ok: false; error: string };

/** Reads the user's cabinet membership (registered by shared-data): role and cabinet name. */
export type MembershipResolver = (uid: string) => Promise<{ role: Role; firmName?: string } | null>;

let membershipResolver: MembershipResolver | null = null;
let started: Promise<void> | null = null;

const loadFirebase = () => import('./firebase.ts');
const loadAuthSdk = () => import('./authSdk.ts');

/**
 * Registers how the session reads the user's membership (role, cabinet name).
 * @internal shared-data's `initData` registers it; apps never call it.
 */
export function setMembershipResolver(resolver: MembershipResolver | null): void {
  membershipResolver = resolver;
  const user = getSession().user;
  if (user && resolver) void refreshMembership(user.id);
}

/** Replaces the default role (owner) with the membership's, once read. */
export async function refreshMembership(uid: string): Promise<void> {
  if (!membershipResolver) return;
  try {
    const membership = await membershipResolver(uid);
    if (membership && getSession().user?.id === uid) patchSessionUser(membership);
  } catch {
    // Without a readable membership the session keeps its default role; the data policy decides.
  }
}

function toProviderUser(
  user: { uid: string; email: string | null; displayName: string | null } | null,
): ProviderUser | null {
  return user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null;
}

/**
 * Starts listening to the provider (idempotent). Resolves once the first auth state is known,
 * i.e. when the session is initialised.
 */
export function initAuth(): Promise<void> {
  started ??= (async () => {
    const [{ firebase }, { onAuthStateChanged }] = await Promise.all([loadFirebase(), loadAuthSdk()]);
    const { auth } = firebase();
    await new Promise<void>((resolve) => {
      onAuthStateChanged(auth, (user) => {
        applyAuthState(toProviderUser(user));
        if (user) {
          user.getIdToken().then(
            (token) => updateSession({ token }),
            () => undefined,
          );
          void refreshMembership(user.uid);
        }
        resolve();
      });
    });
  })().catch((error: unknown) => {
    // The provider could not start (offline first load…): initialised, signed out.
    console.error('Prétoire : authentification indisponible', error);
    updateSession({ initialized: true, user: null, token: null });
  });
  return started;
}

function missingField(email: string, password?: string): string | null {
  if (!email.trim()) return AUTH_ERROR_MESSAGES['missing-email']!;
  if (password !== undefined && !password) return AUTH_ERROR_MESSAGES['missing-password']!;
  return null;
}

async function signedIn(
  user: { uid: string; email: string | null; displayName: string | null; getIdToken(): Promise<string> },
  role: Role,
  name?: string,
): Promise<SessionUser> {
  const token = await user.getIdToken();
  const sessionUser: SessionUser = {
    id: user.uid,
    email: user.email ?? '',
    name: name ?? user.displayName ?? '',
    role,
  };
  updateSession({ user: sessionUser, token, initialized: true });
  return sessionUser;
}

/** Seed §4: login sets the user (role owner) and the token; then the membership's role. */
export async function login(email: string, password: string): Promise<ActionResult<{ user: SessionUser }>> {
  const missing = missingField(email, password);
  if (missing) return { ok: false, error: missing };
  try {
    const [{ firebase }, { signInWithEmailAndPassword }] = await Promise.all([loadFirebase(), loadAuthSdk()]);
    const credential = await signInWithEmailAndPassword(firebase().auth, email.trim(), password);
    const user = await signedIn(credential.user, 'owner');
    await refreshMembership(user.id);
    return { ok: true, user: getSession().user ?? user };
  } catch (error) {
    return { ok: false, error: authErrorMessage(error) };
  }
}

async function createAccount(
  email: string,
  password: string,
  name: string,
  role: Role,
): Promise<ActionResult<{ user: SessionUser }>> {
  const missing = missingField(email, password);
  if (missing) return { ok: false, error: missing };
  try {
    const [{ firebase }, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([
      loadFirebase(),
      loadAuthSdk(),
    ]);
    const credential = await createUserWithEmailAndPassword(firebase().auth, email.trim(), password);
    await updateProfile(credential.user, { displayName: name });
    const user = await signedIn(credential.user, role, name);
    return { ok: true, user };
  } catch (error) {
    return { ok: false, error: authErrorMessage(error) };
  }
}

/** Solo or firm sign-up: the new user is the owner of their cabinet. */
export function signup(email: string, password: string, name: string): Promise<ActionResult<{ user: SessionUser }>> {
  return createAccount(email, password, name, 'owner');
}

/** Sign-up from an invitation: the new user joins a cabinet as a member. */
export function signupWithInvite(
  email: string,
  password: string,
  name: string,
): Promise<ActionResult<{ user: SessionUser }>> {
  return createAccount(email, password, name, 'member');
}

/** Clears user and token; the provider's errors are ignored (seed §4). */
export async function logout(): Promise<ActionResult> {
  try {
    const [{ firebase }, { signOut }] = await Promise.all([loadFirebase(), loadAuthSdk()]);
    await signOut(firebase().auth);
  } catch {
    // ignored by design
  }
  updateSession({ user: null, token: null });
  return { ok: true };
}

/** Sends the password-reset email (the forgotten-password page); same answer whether the account exists or not. */
export async function sendPasswordReset(email: string): Promise<ActionResult> {
  const missing = missingField(email);
  if (missing) return { ok: false, error: missing };
  try {
    const [{ firebase }, { sendPasswordResetEmail }] = await Promise.all([loadFirebase(), loadAuthSdk()]);
    await sendPasswordResetEmail(firebase().auth, email.trim());
    return { ok: true };
  } catch (error) {
    return { ok: false, error: authErrorMessage(error) };
  }
}

/** The signed-in user's ID token (refreshed by the provider when needed), or null. */
export async function getIdToken(): Promise<string | null> {
  try {
    const { firebase } = await loadFirebase();
    const user = firebase().auth.currentUser;
    if (!user) return null;
    const token = await user.getIdToken();
    updateSession({ token });
    return token;
  } catch {
    return null;
  }
}

/** Reset links (oobCode) the provider no longer accepts: told in French, with a way forward. */
const RESET_CODE_MESSAGES: Record<string, string> = {
  'expired-action-code': 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  'invalid-action-code':
    'Ce lien de réinitialisation n’est plus valable (déjà utilisé ou incomplet). Demandez-en un nouveau.',
  'user-disabled': 'Ce compte est désactivé. Contactez le titulaire de votre cabinet.',
  'user-not-found': 'Aucun compte trouvé avec cet email.',
};

function resetCodeError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code).replace(/^auth\//, '')
      : '';
  return RESET_CODE_MESSAGES[code] ?? authErrorMessage(error);
}

/** Checks a password-reset link's code; answers the account's email when it is still valid. */
export async function verifyPasswordReset(code: string): Promise<ActionResult<{ email: string }>> {
  if (!code) return { ok: false, error: RESET_CODE_MESSAGES['invalid-action-code']! };
  try {
    const [{ firebase }, { verifyPasswordResetCode }] = await Promise.all([loadFirebase(), loadAuthSdk()]);
    const email = await verifyPasswordResetCode(firebase().auth, code);
    return { ok: true, email };
  } catch (error) {
    return { ok: false, error: resetCodeError(error) };
  }
}

/** Sets the new password from a password-reset link's code (the user then logs in with it). */
export async function confirmPasswordResetWithCode(code: string, newPassword: string): Promise<ActionResult> {
  if (!newPassword) return { ok: false, error: AUTH_ERROR_MESSAGES['missing-password']! };
  try {
    const [{ firebase }, { confirmPasswordReset }] = await Promise.all([loadFirebase(), loadAuthSdk()]);
    await confirmPasswordReset(firebase().auth, code, newPassword);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: resetCodeError(error) };
  }
}
