import { z } from 'zod';
import { requiredEmail, requiredPassword } from '../../../lib/validation/index.ts';

/**
 * Login checks presence only, with the seed's messages: the email's format and the credentials
 * are judged by the provider (seed §5), whose errors are shown word for word.
 */
export const loginSchema = z.object({ email: requiredEmail, password: requiredPassword });
export type LoginValues = z.input<typeof loginSchema>;
