/**
 * How the server side does a thing once per event: the document naming the event is created
 * atomically, so of a retried function, a second trigger, or a trigger and the sync running at the
 * same time, exactly one creates it and goes on; the others find it and stop.
 */
import type { DocumentData, DocumentReference, WithFieldValue } from 'firebase-admin/firestore';

/** Firestore's ALREADY_EXISTS (gRPC code 6): the document is there. */
const ALREADY_EXISTS = 6;

/** Creates the document: true when this call created it, false when it already existed. */
export async function createOnce<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: WithFieldValue<T>,
): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
