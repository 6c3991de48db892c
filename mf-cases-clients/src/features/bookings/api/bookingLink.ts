/**
 * Linking a confirmed booking request to the client and the dossier created from it, inside the
 * transaction that creates them: the request is read again there (it must be this cabinet's,
 * confirmed, and not linked yet), so two people acting at once never create two clients for it.
 */
import { type BookingRequest, DataError, paths, type Transaction } from 'shared-data';
import { INTAKE_MESSAGES } from '../model/bookingIntake.ts';

/** Reads the request in the transaction (a read: call it before any write) and refuses in French. */
export async function readRequestToLink(
  tx: Transaction,
  { firmId, requestId, step }: { firmId: string; requestId: string; step: 'client' | 'case' },
): Promise<BookingRequest> {
  const snapshot = await tx.get<BookingRequest>(paths.bookingRequest(requestId)).catch((error: unknown) => {
    // Another cabinet's request cannot even be read: the same refusal as a missing one.
    throw Object.assign(new DataError('not-found', INTAKE_MESSAGES.notFound), { cause: error });
  });
  const request = snapshot.data;
  if (!request || request.firmId !== firmId) throw new DataError('not-found', INTAKE_MESSAGES.notFound);
  if (request.status !== 'confirmé') throw new DataError('invalid-argument', INTAKE_MESSAGES.notConfirmed);
  if (step === 'client' && request.clientId) throw new DataError('aborted', INTAKE_MESSAGES.clientExists);
  if (step === 'case' && request.caseId) throw new DataError('aborted', INTAKE_MESSAGES.caseExists);
  return request;
}
