import { z } from 'zod';
import { email, newPassword } from '../../../lib/validation/index.ts';

export const forgotSchema = z.object({ email });
export type ForgotValues = z.input<typeof forgotSchema>;

export const newPasswordSchema = z.object({ password: newPassword });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

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
