/** The answer to a booking request: the message is required, within the stored limit. */
import { boundedText } from 'shared-data';
import { z } from 'zod';
import { BOOKING_MESSAGES } from './bookingDecision.ts';

export const decisionSchema = z.object({
  message: boundedText('message').min(1, BOOKING_MESSAGES.message),
});
export type DecisionValues = z.infer<typeof decisionSchema>;
