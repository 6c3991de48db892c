import type { CollectionPath, DocPath } from './port.ts';

/**
 * What a visitor reads or sends, top level: the directory, booking requests and the slots they
 * take, an invitation by its token. A file of its own so that shared-data/public (public.ts) and
 * the demo's directory carry these alone (paths.ts spreads them into the whole model's).
 */
export const publicPaths = {
  /** Top level so that an invitee, not yet a member, can read it by its token. */
  invitations: (): CollectionPath => 'invitations',
  invitation: (token: string): DocPath => `invitations/${token}`,
  publicProfiles: (): CollectionPath => 'publicProfiles',
  publicProfile: (uid: string): DocPath => `publicProfiles/${uid}`,
  availabilities: (): CollectionPath => 'availability',
  availability: (uid: string): DocPath => `availability/${uid}`,
  bookingRequests: (): CollectionPath => 'bookingRequests',
  bookingRequest: (id: string): DocPath => `bookingRequests/${id}`,
  bookingSlots: (): CollectionPath => 'bookingSlots',
  bookingAcceptances: (): CollectionPath => 'bookingAcceptances',
  /** The requester's acceptance of the time the cabinet proposed (id: the request's). */
  bookingAcceptance: (requestId: string): DocPath => `bookingAcceptances/${requestId}`,
  /** One document per taken slot (`{uid}_{startISO}`): created once, in a transaction. */
  bookingSlot: (slotId: string): DocPath => `bookingSlots/${slotId}`,
};
