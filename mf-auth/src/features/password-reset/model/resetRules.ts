import { emailProblem, newPasswordProblem } from '../../validation/model/credentials.ts';
import { ruleOf } from '../../validation/model/rules.ts';

export type ForgotValues = { email: string };
export type NewPasswordValues = { password: string };

/** The reset forms' checks, as on the other auth pages (validation/model/rules.ts). */
export const FORGOT_RULES = { email: ruleOf(emailProblem) };
export const NEW_PASSWORD_RULES = { password: ruleOf(newPasswordProblem) };

/**
 * The provider's answers that must not change what the user sees: the confirmation is the same
 * whether or not an account exists for the email (legacy `user-not-found` included).
 */
export const SAME_AS_SUCCESS = ['Aucun compte trouvé avec cet email.'];

export function isConfirmedReset(result: { ok: true } | { ok: false; error: string }): boolean {
  return result.ok || SAME_AS_SUCCESS.includes(result.error);
}

/** The reset link's parameters: Firebase's action handler shape (?mode=resetPassword&oobCode=…). */
export function resetLinkParams(search: URLSearchParams): { code: string } | null {
  const code = search.get('oobCode');
  if (!code) return null;
  const mode = search.get('mode');
  return mode === null || mode === 'resetPassword' ? { code } : null;
}
