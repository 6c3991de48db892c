/**
 * Sends a pilot application. The document id is the SHA-256 of the normalised email: the rules
 * accept it once, and again only 30 days later, so a second submission within 30 days is refused
 * by the data layer itself and the visitor is told it was already received.
 */
import type { PilotApplication } from 'shared-data';
import { loadDataLayer } from '../../dataLayer/api/dataLayer.ts';
import { normaliseEmail, type PilotFormValues } from '../model/pilotForm.ts';

export async function emailKey(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normaliseEmail(email));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type PilotOutcome = 'received' | 'already-received';

export async function sendPilotApplication({
  values,
  now = new Date(),
}: {
  values: Omit<PilotFormValues, 'website'>;
  now?: Date;
}): Promise<PilotOutcome> {
  const data = await loadDataLayer();
  const id = await emailKey(values.email);
  const application: PilotApplication = {
    name: values.name.trim(),
    email: values.email.trim(),
    firmName: values.firmName.trim(),
    barreau: values.barreau.trim(),
    size: values.size,
    specialties: values.specialties,
    message: values.message.trim(),
    consent: true,
    createdAt: now.toISOString(),
    createdAtMs: now.getTime(),
  };
  try {
    await data.getDataStore().set(`${data.paths.pilotApplications()}/${id}`, application);
    return 'received';
  } catch (error) {
    const failure = data.toDataError(error);
    // Creating is open to anyone: a refusal means an application from this email is under 30 days old.
    if (failure.code === 'permission-denied') return 'already-received';
    throw failure;
  }
}
