/** Fixed ids of the demo data (the lead seeds the same uids in the Auth emulator). */
export const DEMO_IDS = {
  firmId: 'demo-owner',
  ownerUid: 'demo-owner',
  member1Uid: 'demo-member-1',
  member2Uid: 'demo-member-2',
  otherFirmId: 'demo-other-owner',
  otherOwnerUid: 'demo-other-owner',
} as const;

export const DEMO_USERS = [
  {
    uid: DEMO_IDS.ownerUid,
    firmId: DEMO_IDS.firmId,
    role: 'owner',
    name: 'Claire Durand',
    email: 'claire.durand@cabinet-durand.fr',
  },
  {
    uid: DEMO_IDS.member1Uid,
    firmId: DEMO_IDS.firmId,
    role: 'member',
    name: 'Julien Martin',
    email: 'julien.martin@cabinet-durand.fr',
  },
  {
    uid: DEMO_IDS.member2Uid,
    firmId: DEMO_IDS.firmId,
    role: 'member',
    name: 'Sophie Bernard',
    email: 'sophie.bernard@cabinet-durand.fr',
  },
  {
    uid: DEMO_IDS.otherOwnerUid,
    firmId: DEMO_IDS.otherFirmId,
    role: 'owner',
    name: 'Marc Leroy',
    email: 'marc.leroy@cabinet-leroy.fr',
  },
] as const;

/** The demo cabinet's pending invitation: the only one a freshly seeded database holds. */
export const DEMO_INVITATION_TOKEN = 'demo-invitation-pending';

/** The version of the demo cabinet a local database holds (bumped when the demo data changes). */
export const DEMO_DATA_VERSION = 7;
export const SEEDED_KEY = 'demo-data-version';

/**
 * True when the local database already holds this version of the demo cabinet: the demo data is
 * then never downloaded again.
 */
export async function isDemoDataSeeded(adapter: { meta: { get(key: string): Promise<unknown> } }): Promise<boolean> {
  return (await adapter.meta.get(SEEDED_KEY)) === DEMO_DATA_VERSION;
}
