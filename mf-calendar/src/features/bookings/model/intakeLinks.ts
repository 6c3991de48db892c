/**
 * « Créer le client et le dossier » from a confirmed booking request: the navigation contract with
 * mf-cases-clients (its README, « From a booking request »). Only the request's id (and, for the
 * second step, the new client's) travels in the address — never the visitor's name, email or phone;
 * mf-cases-clients reads the request, prefills its forms, and links `clientId` / `caseId` back on it.
 */
import type { BookingRequest } from 'shared-data';

const param = (value: string) => encodeURIComponent(value);

/** Step 1, the client (then step 2 follows there). */
export const createClientUrl = (requestId: string) => `/app/clients?rendez-vous=${param(requestId)}`;
/** Step 2 only, when the client exists and the dossier does not. */
export const createCaseUrl = ({ requestId, clientId }: { requestId: string; clientId: string }) =>
  `/app/cases?nouveau=1&client=${param(clientId)}&rendez-vous=${param(requestId)}`;
export const clientUrl = (clientId: string) => `/app/clients/${param(clientId)}`;
export const caseUrl = (caseId: string) => `/app/cases/${param(caseId)}`;

/** Where a confirmed request stands: nothing created yet, its client only, or its client and dossier. */
export function intakeState(request: Pick<BookingRequest, 'clientId' | 'caseId'>): 'à créer' | 'client' | 'créés' {
  if (request.clientId && request.caseId) return 'créés';
  return request.clientId ? 'client' : 'à créer';
}
