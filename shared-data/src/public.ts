/**
 * `shared-data/public`: what a visitor reads, without the data layer, which the public pages must
 * not carry — the published profiles, their availability and the slots already taken (/search,
 * /book), an invitation by its token (the accept screen, signed out). Only what the policy lets
 * anyone read: published profiles, availabilities, booking slots, an invitation by token
 * (policy.ts).
 *
 * - Local backend: straight from the browser's IndexedDB database, the rows the adapter wrote
 *   (localDatabase.ts) — no adapter, no policy engine, no demo seeding in the page. Before the demo is seeded (a first visit), it answers what the seeding will
 *   write — the demo's directory (demo/directory.ts, loaded then only), the demo's one invitation
 *   (through the store, which seeds) — and creates no database. Changes come through the
 *   adapter's BroadcastChannel, from this tab or another.
 * - Firestore: through its REST API (firestoreRest.ts), no SDK; the security rules answer.
 *
 * Sending a request or accepting an invitation goes through the whole data layer.
 */
import { dataBackend } from './config.ts';
import { DEMO_DATA_VERSION, DEMO_INVITATION_TOKEN, SEEDED_KEY } from './demoIds.ts';
import { type InvitationLookup, isToken, lookupOf, readInvitationFrom } from './invitations.ts';
import {
  LOCAL_DATABASE_NAME,
  type LocalRow,
  localChangesChannel,
  PARENT_INDEX,
  requestResult,
} from './localDatabase.ts';
import { publicPaths as paths } from './publicPaths.ts';
import type { Unsubscribe } from './port.ts';
import type { Availability, BookingSlot, Invitation, PublicProfile } from './schemas.ts';

export type DirectoryDocs = { profiles: PublicProfile[]; availabilities: Availability[]; taken: BookingSlot[] };

/** One professional's booking page: null profile when it is unknown or not published. */
export type ProfessionalDocs = {
  profile: PublicProfile | null;
  availability: Availability | null;
  taken: BookingSlot[];
};

const PROFILES = paths.publicProfiles();
const AVAILABILITIES = paths.availabilities();
const SLOTS = paths.bookingSlots();

const published = (profile: PublicProfile | null | undefined): PublicProfile | null =>
  profile?.published === true ? profile : null;

// ---- local backend: the IndexedDB database read directly ----

/** The existing database, or null: a first visit must not create it (the adapter creates it, seeded). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LOCAL_DATABASE_NAME);
    let absent = false;
    request.onupgradeneeded = () => {
      absent = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      if (!absent) return reject(request.error);
      event.preventDefault();
      resolve(null);
    };
  });
}

/** Reads in the local database (`seeded`: it holds this version of the demo); null when there is none. */
async function inLocalDatabase<T>(read: (docs: IDBObjectStore, seeded: boolean) => Promise<T>): Promise<T | null> {
  const db = await openExisting();
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('docs') || !db.objectStoreNames.contains('meta')) return null;
    const tx = db.transaction(['docs', 'meta'], 'readonly');
    const seeded = (await requestResult(tx.objectStore('meta').get(SEEDED_KEY))) as { value?: unknown } | undefined;
    return await read(tx.objectStore('docs'), seeded?.value === DEMO_DATA_VERSION);
  } finally {
    db.close();
  }
}

/** Every document of the collections asked; null until the demo is seeded. */
const readLocal = async (collections: string[]): Promise<Map<string, unknown[]> | null> =>
  inLocalDatabase(async (docs, seeded) => {
    if (!seeded) return null;
    const byParent = docs.index(PARENT_INDEX);
    const rows = await Promise.all(
      collections.map((collection) => requestResult(byParent.getAll(collection) as IDBRequest<LocalRow[]>)),
    );
    return new Map(collections.map((collection, i) => [collection, rows[i]!.map((row) => row.data)]));
  });

/** The documents the demo's seeding will write, for a visit before it has. */
async function readDemo(collections: string[]): Promise<Map<string, unknown[]>> {
  const { directoryDemo } = await import('./demo/directory.ts');
  const docs = new Map<string, unknown[]>(collections.map((collection) => [collection, []]));
  for (const [path, data] of directoryDemo()) docs.get(path.slice(0, path.indexOf('/')))?.push(data);
  return docs;
}

const readCollections = async (collections: string[]) => (await readLocal(collections)) ?? readDemo(collections);

const isFrom = (now: Date) => (slot: BookingSlot) => slot.start >= now.toISOString();

async function readLocalDirectory(now: Date): Promise<DirectoryDocs> {
  const docs = await readCollections([PROFILES, AVAILABILITIES, SLOTS]);
  return {
    profiles: (docs.get(PROFILES) as PublicProfile[]).filter((profile) => published(profile)),
    availabilities: docs.get(AVAILABILITIES) as Availability[],
    taken: (docs.get(SLOTS) as BookingSlot[]).filter(isFrom(now)),
  };
}

async function readLocalProfessional(uid: string): Promise<ProfessionalDocs> {
  const docs = await readCollections([PROFILES, AVAILABILITIES, SLOTS]);
  return {
    profile: published((docs.get(PROFILES) as PublicProfile[]).find((profile) => profile.uid === uid)),
    availability: (docs.get(AVAILABILITIES) as Availability[]).find((availability) => availability.uid === uid) ?? null,
    taken: (docs.get(SLOTS) as BookingSlot[]).filter((slot) => slot.proUid === uid),
  };
}

function watchLocalProfessional(
  uid: string,
  onNext: (docs: ProfessionalDocs) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stopped = false;
  let reading: Promise<void> | null = null;
  let again = false;
  // One read at a time; a change during a read asks for one more.
  const refresh = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = readLocalProfessional(uid)
      .then(
        (docs) => {
          if (!stopped) onNext(docs);
        },
        (error: unknown) => {
          if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
        },
      )
      .finally(() => {
        reading = null;
        if (again && !stopped) {
          again = false;
          refresh();
        }
      });
  };
  const mine = [paths.publicProfile(uid), paths.availability(uid), `${SLOTS}/`];
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(localChangesChannel(LOCAL_DATABASE_NAME)) : null;
  if (channel)
    channel.onmessage = (event: MessageEvent<{ changed: string[] | 'all' }>) => {
      const { changed } = event.data;
      if (changed === 'all' || changed.some((path) => mine.some((prefix) => path.startsWith(prefix)))) refresh();
    };
  refresh();
  return () => {
    stopped = true;
    channel?.close();
  };
}

// ---- Firestore: its REST API, under the security rules (no SDK on a public page) ----

/** REST has no listener: a booking page reads again every minute it is on screen and when it comes back. */
const REST_REFRESH_MS = 60_000;

async function readRestDirectory(now: Date): Promise<DirectoryDocs> {
  const rest = await import('./firestoreRest.ts');
  const [profiles, availabilities, taken] = await Promise.all([
    rest.runRestQuery<PublicProfile>(PROFILES, [{ field: 'published', op: '==', value: true }]),
    rest.runRestQuery<Availability>(AVAILABILITIES),
    rest.runRestQuery<BookingSlot>(SLOTS, [{ field: 'start', op: '>=', value: now.toISOString() }]),
  ]);
  return { profiles, availabilities, taken };
}

async function readRestProfessional(uid: string): Promise<ProfessionalDocs> {
  const rest = await import('./firestoreRest.ts');
  try {
    const [profile, availability, taken] = await Promise.all([
      rest.getRestDocument<PublicProfile>(paths.publicProfile(uid)),
      rest.getRestDocument<Availability>(paths.availability(uid)),
      rest.runRestQuery<BookingSlot>(SLOTS, [{ field: 'proUid', op: '==', value: uid }]),
    ]);
    return { profile: published(profile), availability, taken };
  } catch (error) {
    // An unpublished or unknown profile is refused by the rules: the same answer as "not published".
    if (error instanceof rest.FirestoreRestError && error.code === 'permission-denied')
      return { profile: null, availability: null, taken: [] };
    throw error;
  }
}

function watchRestProfessional(
  uid: string,
  onNext: (docs: ProfessionalDocs) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stopped = false;
  const refresh = () => {
    if (stopped || document.visibilityState === 'hidden') return;
    readRestProfessional(uid).then(
      (docs) => {
        if (!stopped) onNext(docs);
      },
      (error: unknown) => {
        if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  const timer = window.setInterval(refresh, REST_REFRESH_MS);
  document.addEventListener('visibilitychange', refresh);
  refresh();
  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', refresh);
  };
}

// ---- an invitation ----

async function readRestInvitation(token: string): Promise<InvitationLookup> {
  if (!isToken(token)) return lookupOf(null);
  const rest = await import('./firestoreRest.ts');
  return lookupOf(await rest.getRestDocument<Invitation>(paths.invitation(token)));
}

/** Through the store, which seeds the local demo first. */
async function readStoreInvitation(token: string): Promise<InvitationLookup> {
  const data = await import('shared-data/store');
  return readInvitationFrom(data.getDataStore(), token);
}

async function readLocalInvitation(token: string): Promise<InvitationLookup> {
  if (!isToken(token)) return lookupOf(null);
  const row = await inLocalDatabase(
    async (docs) => (await requestResult(docs.get(paths.invitation(token)))) as LocalRow | undefined,
  );
  if (row) return lookupOf(row.data as Invitation);
  // Not there: the demo's invitation may not be seeded yet (the store seeds, then reads it).
  return token === DEMO_INVITATION_TOKEN ? readStoreInvitation(token) : lookupOf(null);
}

// ---- the entry ----

/** Published profiles, every availability, and the slots taken from `now` on. */
export function readDirectory(now = new Date()): Promise<DirectoryDocs> {
  return dataBackend() === 'firestore' ? readRestDirectory(now) : readLocalDirectory(now);
}

/** One professional's profile, availability and taken slots, now and at each change. */
export function watchProfessional(
  uid: string,
  onNext: (docs: ProfessionalDocs) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return dataBackend() === 'firestore'
    ? watchRestProfessional(uid, onNext, onError)
    : watchLocalProfessional(uid, onNext, onError);
}

/** The invitation a token names, and whether it can still be accepted. */
export function readInvitation(token: string): Promise<InvitationLookup> {
  return dataBackend() === 'firestore' ? readRestInvitation(token) : readLocalInvitation(token);
}

export type { InvitationLookup, InvitationStatus } from './invitations.ts';
