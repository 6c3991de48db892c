import type { RegisterOptions } from 'react-hook-form';
import { MESSAGES } from '../../validation/model/messages.ts';

export type LoginValues = { email: string; password: string };

/**
 * Login checks presence only, with the seed's messages: the email's format and the credentials
 * are judged by the provider (seed §5), whose errors are shown word for word. Two presence checks
 * are react-hook-form's own rules, not a zod schema: the sign-in page then loads neither zod nor
 * the data layer (≤ 200 KiB of JavaScript on the auth pages).
 */
export const LOGIN_RULES = {
  email: { validate: (value: string) => (value.trim() ? true : MESSAGES.emailMissing) },
  // Not trimmed: spaces can be part of a password.
  password: { validate: (value: string) => (value ? true : MESSAGES.passwordMissing) },
} satisfies { [Field in keyof LoginValues]: RegisterOptions<LoginValues, Field> };
