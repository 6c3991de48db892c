/**
 * The public directory's reader (shared-data/public) against the real local database: it
 * answers exactly what the document store answers a visitor under the policy, reads the demo's
 * directory before the demo is seeded without creating the database, and follows changes.
 */
import { getSession } from 'shared-auth';
import { DEMO_IDS, DEMO_INVITATION_TOKEN } from './demoIds.ts';
import { directoryDemo } from './demo/directory.ts';
import {
  type DirectoryDocs,
  type ProfessionalDocs,
  readDirectory,
  readInvitation,
  watchProfessional,
} from './public.ts';
import { activeAdapter, getDataStore, resetDataForTests } from './init.ts';
import { readInvitationFrom } from './invitations.ts';
import { LOCAL_DATABASE_NAME } from './localDatabase.ts';
import { paths } from './paths.ts';
import type { Availability, BookingSlot, PublicProfile } from './schemas.ts';
import { freshDemoData } from './testing/session.ts';

const NOW = new Date();
const PRO = 'demo-pro-05';

const byUid = <T extends { uid: string }>(list: T[]) => [...list].sort((a, b) => a.uid.localeCompare(b.uid));
const byStart = (list: BookingSlot[]) =>
  [...list].sort((a, b) => `${a.proUid}${a.start}`.localeCompare(`${b.proUid}${b.start}`));
const normalized = (docs: DirectoryDocs) => ({
  profiles: byUid(docs.profiles),
  availabilities: byUid(docs.availabilities),
  taken: byStart(docs.taken),
});

/** What the document store answers a visitor (no one signed in), the policy applying. */
async function storeAnswer(): Promise<DirectoryDocs> {
  const store = getDataStore();
  const [profiles, availabilities, taken] = await Promise.all([
    store.query<PublicProfile>({
      collection: paths.publicProfiles(),
      where: [{ field: 'published', op: '==', value: true }],
    }),
    store.query<Availability>({ collection: paths.availabilities() }),
    store.query<BookingSlot>({
      collection: paths.bookingSlots(),
      where: [{ field: 'start', op: '>=', value: NOW.toISOString() }],
    }),
  ]);
  return {
    profiles: profiles.docs.map((doc) => doc.data),
    availabilities: availabilities.docs.map((doc) => doc.data),
    taken: taken.docs.map((doc) => doc.data),
  };
}

const system = () => activeAdapter()!.local!.system;

async function deleteDatabase(): Promise<void> {
  activeAdapter()?.local?.close();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(LOCAL_DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => resolve();
  });
}

/** Collects what watchProfessional reports; `next()` waits for the next report. */
function watch(uid: string) {
  const reports: ProfessionalDocs[] = [];
  const errors: Error[] = [];
  let wake: (() => void) | null = null;
  const stop = watchProfessional(
    uid,
    (docs) => {
      reports.push(docs);
      wake?.();
    },
    (error) => errors.push(error),
  );
  const next = async (count: number) => {
    while (reports.length < count) await new Promise<void>((resolve) => (wake = resolve));
    return reports[count - 1]!;
  };
  return { stop, next, errors };
}

beforeEach(async () => {
  await freshDemoData();
  expect(getSession().user).toBeNull();
});

describe('shared-data/public sur la base locale', () => {
  it('répond exactement ce que le magasin répond à un visiteur, la politique appliquée', async () => {
    const answer = normalized(await readDirectory(NOW));
    expect(answer.profiles).toHaveLength(24);
    expect(answer.taken.length).toBeGreaterThan(0);
    expect(answer).toEqual(normalized(await storeAnswer()));
  });

  it('ne montre pas un profil dépublié, et suit les modifications de la base', async () => {
    await system().update(paths.publicProfile(PRO), { published: false });
    await system().update(paths.publicProfile('demo-pro-06'), { city: 'Villeurbanne' });
    const answer = normalized(await readDirectory(NOW));
    expect(answer.profiles.map((profile) => profile.uid)).not.toContain(PRO);
    expect(answer.profiles.find((profile) => profile.uid === 'demo-pro-06')?.city).toBe('Villeurbanne');
    expect(answer).toEqual(normalized(await storeAnswer()));
  });

  it('avant le chargement de la démo : l’annuaire de la démo, sans créer la base', async () => {
    await deleteDatabase();
    const answer = normalized(await readDirectory(NOW));
    const seeded = directoryDemo(NOW).filter(([path]) => path.startsWith(`${paths.publicProfiles()}/`));
    expect(answer.profiles).toEqual(byUid(seeded.map(([, data]) => data as PublicProfile)));
    expect(answer.availabilities).toHaveLength(24);
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(LOCAL_DATABASE_NAME);
  });

  it('la démo lue avant et la démo écrite sont les mêmes', async () => {
    const seededAnswer = normalized(await readDirectory(NOW));
    await deleteDatabase();
    expect(normalized(await readDirectory(NOW))).toEqual(seededAnswer);
  });

  it('suit un professionnel : un créneau pris ailleurs apparaît, un profil dépublié disparaît', async () => {
    const watcher = watch(PRO);
    const first = await watcher.next(1);
    expect(first.profile?.uid).toBe(PRO);
    expect(first.availability?.uid).toBe(PRO);
    const start = new Date(NOW.getTime() + 86_400_000).toISOString();
    await system().set(paths.bookingSlot(`${PRO}_${start}`), {
      proUid: PRO,
      firmId: PRO,
      start,
      requestId: 'booking-test',
      createdAt: NOW.toISOString(),
    } satisfies BookingSlot);
    expect((await watcher.next(2)).taken.map((slot) => slot.start)).toContain(start);
    await system().update(paths.publicProfile(PRO), { published: false });
    expect((await watcher.next(3)).profile).toBeNull();
    watcher.stop();
    expect(watcher.errors).toEqual([]);
  });

  it('un professionnel inconnu : pas de profil', async () => {
    const watcher = watch('inconnu-42');
    expect(await watcher.next(1)).toEqual({ profile: null, availability: null, taken: [] });
    watcher.stop();
  });

  it('les créneaux d’un autre cabinet ne sont pas ceux du professionnel', async () => {
    const watcher = watch(DEMO_IDS.ownerUid);
    const { taken } = await watcher.next(1);
    watcher.stop();
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.every((slot) => slot.proUid === DEMO_IDS.ownerUid)).toBe(true);
  });
});

describe('shared-data/public : une invitation par son jeton', () => {
  it('répond ce que le magasin répond à un visiteur : valide, utilisée, expirée, inconnue', async () => {
    const token = DEMO_INVITATION_TOKEN;
    expect((await readInvitation(token)).status).toBe('valid');
    expect(await readInvitation(token)).toEqual(await readInvitationFrom(getDataStore(), token));
    await system().update(paths.invitation(token), { usedAt: NOW.toISOString(), usedBy: 'u-x' });
    expect((await readInvitation(token)).status).toBe('used');
    await system().update(paths.invitation(token), { usedAt: null, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect((await readInvitation(token)).status).toBe('expired');
    for (const unknown of ['inconnu', '', 'a/b'])
      expect(await readInvitation(unknown)).toEqual({ status: 'unknown', invitation: null });
  });

  it('avant le chargement de la démo : un jeton inconnu sans créer la base, celui de la démo la charge', async () => {
    await deleteDatabase();
    resetDataForTests();
    expect(await readInvitation('inconnu')).toEqual({ status: 'unknown', invitation: null });
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(LOCAL_DATABASE_NAME);
    const lookup = await readInvitation(DEMO_INVITATION_TOKEN);
    expect(lookup.status).toBe('valid');
    expect(lookup.invitation?.firmId).toBe(DEMO_IDS.firmId);
  });
});
