/**
 * The tenant isolation matrix as one suite that any backend runs, case for case the same rows:
 * the IndexedDB adapter with its policy (isolation.test.ts) and the Firestore emulator with the
 * rules generated from that policy (isolation.emulator.test.ts). For every collection of a
 * cabinet, the owner of ANOTHER cabinet is refused get, list, create, update and delete of the
 * demo cabinet's documents with a French message that leaks nothing of them; a member is refused
 * every owner-only read and write; a signed-out visitor reaches none of it.
 */
import { DEMO_IDS } from '../demoIds.ts';
import { type CollectionName, OPERATIONS, type Operation } from '../policy.ts';
import { DataError, type DocumentStore } from '../port.ts';
import {
  collectionPathIn,
  FIRM_COLLECTIONS,
  formatMatrix,
  type MatrixRow,
  OWNER_ONLY_OPERATIONS,
  ownerReach,
} from './isolationCases.ts';

export type IsolationActor = 'owner' | 'otherOwner' | 'member' | 'visitor';

export type IsolationHarness = {
  /** The data port acting as that person (the demo cabinet Durand is loaded). */
  storeAs(actor: IsolationActor): Promise<DocumentStore>;
  /** Writes a document as the server side does (no rule applies): for collections no browser writes. */
  writeAsServer(path: string, data: Record<string, unknown>): Promise<void>;
  cleanup?(): Promise<void>;
};

const FIRM = DEMO_IDS.firmId;
const collectionPath = (name: CollectionName) => collectionPathIn(name, FIRM);

async function attempt(store: DocumentStore, op: Operation, path: string, collection: string): Promise<unknown> {
  switch (op) {
    case 'get':
      return store.get(path);
    case 'list':
      return store.query({ collection });
    case 'create':
      return store.set(`${collection}/isolation-created`, { firmId: FIRM, title: 'intrusion' });
    case 'update':
      return store.update(path, { title: 'intrusion' });
    case 'delete':
      return store.delete(path);
  }
}

/** 'refusé' when refused with a French message that names nothing of the target. */
export async function observe(
  store: DocumentStore,
  op: Operation,
  path: string,
  collection: string,
  secrets: string[],
): Promise<string> {
  try {
    await attempt(store, op, path, collection);
    return 'AUTORISÉ';
  } catch (error) {
    if (!(error instanceof DataError) || error.code !== 'permission-denied') return `erreur ${String(error)}`;
    if (!error.message.startsWith('Accès refusé')) return `message inattendu : ${error.message}`;
    const leaked = secrets.filter((secret) => secret.length > 3 && error.message.includes(secret));
    return leaked.length ? `fuite : ${leaked.join(', ')}` : 'refusé';
  }
}

const textValues = (data: Record<string, unknown>) =>
  Object.values(data).filter((value): value is string => typeof value === 'string');

export function runIsolationMatrix(title: string, makeHarness: () => Promise<IsolationHarness>): void {
  const matrix: MatrixRow[] = [];
  let harness: IsolationHarness;

  /** A document of the demo cabinet in that collection (its owner writes one if none exists). */
  async function someDocument(name: CollectionName): Promise<{ path: string; data: Record<string, unknown> }> {
    const store = await harness.storeAs('owner');
    const reach = ownerReach(name);
    if (reach.lists) {
      const found = await store.query<Record<string, unknown>>({
        collection: collectionPath(name),
        ...(reach.listsOwnOnly ? { where: [{ field: 'uid', op: '==' as const, value: 'demo-owner' }] } : {}),
        limit: 1,
      });
      const first = found.docs[0];
      if (first) return { path: first.path, data: first.data };
    }
    // None yet (or none the owner may list): one written by the owner, or as the server side would.
    const path = `${collectionPath(name)}/isolation-${name}`;
    const data = { firmId: FIRM, uid: 'demo-owner', caseId: 'x', name: 'Secret du cabinet A' };
    if (reach.creates) await store.set(path, data);
    else await harness.writeAsServer(path, data);
    return { path, data };
  }

  describe(`isolation des cabinets (matrice) — ${title}`, () => {
    beforeAll(async () => {
      harness = await makeHarness();
    }, 120_000);

    afterAll(async () => {
      console.log(formatMatrix(`Matrice d’isolation (${title})`, matrix));
      await harness?.cleanup?.();
    });

    it.each(FIRM_COLLECTIONS)('un autre cabinet ne peut rien faire sur %s du cabinet Durand', async (name) => {
      const target = await someDocument(name);
      const store = await harness.storeAs('otherOwner');
      for (const op of OPERATIONS) {
        const observed = await observe(store, op, target.path, collectionPath(name), textValues(target.data));
        matrix.push({ who: 'autre cabinet', collection: name, op, expected: 'refusé', observed });
        expect(`${name}.${op} : ${observed}`).toBe(`${name}.${op} : refusé`);
      }
    });

    it.each(OWNER_ONLY_OPERATIONS)('un collaborateur ne peut pas %s.%s (réservé au titulaire)', async (name, op) => {
      const target = await someDocument(name);
      const store = await harness.storeAs('member');
      const observed = await observe(store, op, target.path, collectionPath(name), textValues(target.data));
      matrix.push({ who: 'collaborateur', collection: name, op, expected: 'refusé', observed });
      expect(observed).toBe('refusé');
    });

    it.each(FIRM_COLLECTIONS)('un visiteur non connecté ne lit ni n’écrit %s', async (name) => {
      const target = await someDocument(name);
      const store = await harness.storeAs('visitor');
      for (const op of OPERATIONS) {
        const observed = await observe(store, op, target.path, collectionPath(name), textValues(target.data));
        matrix.push({ who: 'visiteur', collection: name, op, expected: 'refusé', observed });
        expect(`${name}.${op} : ${observed}`).toBe(`${name}.${op} : refusé`);
      }
    });
  });
}
