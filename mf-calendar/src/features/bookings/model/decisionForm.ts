/** The answer to a booking request: the message is required, within the stored limit. */
import { boundedText } from 'shared-data';
import { z } from 'zod';
import { BOOKING_MESSAGES } from './bookingDecision.ts';

export const decisionSchema = z.object({
  message: boundedText('message').min(1, BOOKING_MESSAGES.message),
  /** Proposing another time: the chosen free slot's start (ISO). */
  proposedStart: z.string(),
});

/** The proposal's own check: a time must be chosen. */
export const proposalSchema = decisionSchema.extend({
  proposedStart: z.string().min(1, BOOKING_MESSAGES.proposal),
});
export type DecisionValues = z.infer<typeof decisionSchema>;
