/**
 * The tenant isolation matrix, through the real IndexedDB adapter and its policy (the same
 * table the generated Firestore rules come from): for every collection of a cabinet, the owner of
 * ANOTHER cabinet is refused get, list, create, update and delete of the demo cabinet's documents,
 * with a French message that leaks nothing of them; a member is refused every owner-only read and write;
 * a signed-out visitor reaches only the public side. The matrix is printed with the run.
 */
import { resetSessionForTests, updateSession } from 'shared-auth';
import { DEMO_IDS } from './demoIds.ts';
import { getDataStore } from './init.ts';
import { type CollectionName, OPERATIONS, type Operation } from './policy.ts';
import { DataError } from './port.ts';
import { freshDemoData, signInAs } from './testing/index.ts';
import {
  collectionPathIn,
  FIRM_COLLECTIONS,
  formatMatrix,
  type MatrixRow,
  OWNER_ONLY_OPERATIONS,
} from './testing/isolationCases.ts';

const matrix: MatrixRow[] = [];

const FIRM = DEMO_IDS.firmId;
const collectionPath = (name: CollectionName) => collectionPathIn(name, FIRM);

/** A document of the demo cabinet in that collection (one is written by its owner if none exists). */
async function someDocument(name: CollectionName): Promise<{ path: string; data: Record<string, unknown> }> {
  signInAs('demo-owner');
  const store = getDataStore();
  const found = await store.query({
    collection: collectionPath(name),
    ...(name === 'notifications' ? { where: [{ field: 'uid', op: '==' as const, value: 'demo-owner' }] } : {}),
    limit: 1,
  });
  const first = found.docs[0];
  if (first) return { path: first.path, data: first.data };
  const path = `${collectionPath(name)}/isolation-${name}`;
  const data = { firmId: FIRM, uid: 'demo-owner', caseId: 'x', name: 'Secret du cabinet A' };
  await store.set(path, data);
  return { path, data };
}

async function attempt(op: Operation, path: string, collection: string): Promise<unknown> {
  const store = getDataStore();
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

/** 'refusé' when the policy refused with a French message that names nothing of the target. */
async function observe(op: Operation, path: string, collection: string, secrets: string[]): Promise<string> {
  try {
    await attempt(op, path, collection);
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

beforeAll(async () => {
  await freshDemoData();
});

afterAll(() => {
  console.log(formatMatrix('Matrice d’isolation (adaptateur IndexedDB, Node)', matrix));
});

describe('isolation des cabinets (matrice)', () => {
  it.each(FIRM_COLLECTIONS)('un autre cabinet ne peut rien faire sur %s du cabinet Durand', async (name) => {
    const target = await someDocument(name);
    signInAs('demo-other-owner');
    for (const op of OPERATIONS) {
      const observed = await observe(op, target.path, collectionPath(name), textValues(target.data));
      matrix.push({ who: 'autre cabinet', collection: name, op, expected: 'refusé', observed });
      expect(`${name}.${op} : ${observed}`).toBe(`${name}.${op} : refusé`);
    }
  });

  it.each(OWNER_ONLY_OPERATIONS)('un collaborateur ne peut pas %s.%s (réservé au titulaire)', async (name, op) => {
    const target = await someDocument(name);
    signInAs('demo-member-1');
    const observed = await observe(op, target.path, collectionPath(name), textValues(target.data));
    matrix.push({ who: 'collaborateur', collection: name, op, expected: 'refusé', observed });
    expect(observed).toBe('refusé');
  });

  it.each(FIRM_COLLECTIONS)('un visiteur non connecté ne lit ni n’écrit %s', async (name) => {
    const target = await someDocument(name);
    resetSessionForTests();
    updateSession({ user: null, token: null, initialized: true });
    for (const op of OPERATIONS) {
      const observed = await observe(op, target.path, collectionPath(name), textValues(target.data));
      matrix.push({ who: 'visiteur', collection: name, op, expected: 'refusé', observed });
      expect(`${name}.${op} : ${observed}`).toBe(`${name}.${op} : refusé`);
    }
  });
});
