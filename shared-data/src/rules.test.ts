/** firestore.rules / storage.rules / indexes mirror the policy table. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALLOWED_CONTENT_TYPES } from './constants.ts';
import { COLLECTION_NAMES, POLICY } from './policy.ts';

const firebaseDir = path.resolve(__dirname, '../../firebase');
const firestoreRules = readFileSync(path.join(firebaseDir, 'firestore.rules'), 'utf8');
const storageRules = readFileSync(path.join(firebaseDir, 'storage.rules'), 'utf8');
const indexes = JSON.parse(readFileSync(path.join(firebaseDir, 'firestore.indexes.json'), 'utf8')) as {
  indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
};

/** `firms/{firmId}/cases/{id}` → the block `match /cases/{id}` nested in `match /firms/{firmId}`. */
function matchLine(pattern: string): string {
  const segments = pattern.split('/');
  return segments.length > 2 ? `match /${segments.slice(2).join('/')}` : `match /${pattern}`;
}

describe('firebase rules mirror the policy table', () => {
  it.each(COLLECTION_NAMES)('firestore.rules has a block for %s', (name) => {
    const pattern = POLICY[name].pattern;
    expect(firestoreRules).toContain(`${matchLine(pattern)} {`);
    if (pattern.startsWith('firms/{firmId}/')) expect(firestoreRules).toContain('match /firms/{firmId} {');
  });

  it('declares no collection the table does not know', () => {
    const declared = [...firestoreRules.matchAll(/match \/([A-Za-z]+)\/\{/g)]
      .map((m) => m[1])
      .filter((c) => c !== 'databases');
    const known = new Set(COLLECTION_NAMES.map((name) => POLICY[name].pattern.split('/').at(-2)));
    for (const collection of declared) expect(known.has(collection)).toBe(true);
  });

  it('refuses writes on the append-only and create-only collections', () => {
    expect(firestoreRules).toMatch(/match \/auditLog\/\{id\} \{[^}]*allow update, delete: if false;/);
    expect(firestoreRules).toMatch(
      /match \/pilotApplications\/\{id\} \{[^}]*allow get, list, update, delete: if false;/,
    );
  });

  it('storage.rules keeps the 25 MB limit and every allowed type', () => {
    expect(storageRules).toContain('25 * 1024 * 1024');
    const typePattern = new RegExp(`^(${/contentType\.matches\('([^']+)'\)/.exec(storageRules)![1]})$`);
    for (const type of ALLOWED_CONTENT_TYPES) expect(type).toMatch(typePattern);
    expect('application/x-msdownload').not.toMatch(typePattern);
    expect(storageRules).toContain('match /firms/{firmId}/{allPaths=**}');
  });

  it('firestore.indexes.json only indexes collections of the table, with composite indexes', () => {
    const known = new Set(COLLECTION_NAMES.map((name) => POLICY[name].pattern.split('/').at(-2)));
    expect(indexes.indexes.length).toBeGreaterThan(10);
    for (const index of indexes.indexes) {
      expect(known.has(index.collectionGroup)).toBe(true);
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
    }
  });
});
