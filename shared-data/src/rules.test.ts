/** firestore.rules / storage.rules / indexes mirror the policy table. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALLOWED_CONTENT_TYPES, MAX_FILE_BYTES } from './constants.ts';
import { generateFirestoreRules, generateStorageRules } from './firebaseRules.ts';
import { FILE_MAX_CHUNKS } from './paths.ts';
import { COLLECTION_NAMES, POLICY } from './policy.ts';
import { INVOICE_SETTLEMENT_FIELDS } from './constants.ts';

const firebaseDir = path.resolve(__dirname, '../../firebase');
const firestoreRules = readFileSync(path.join(firebaseDir, 'firestore.rules'), 'utf8');
const storageRules = readFileSync(path.join(firebaseDir, 'storage.rules'), 'utf8');
const indexes = JSON.parse(readFileSync(path.join(firebaseDir, 'firestore.indexes.json'), 'utf8')) as {
  indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
};

describe('firebase rules are generated from the policy table', () => {
  it('the committed firestore.rules is what the policy table generates (npm run rules:generate)', () => {
    expect(firestoreRules).toBe(generateFirestoreRules());
  });

  it('the committed storage.rules is what the file policy generates (npm run rules:generate)', () => {
    expect(storageRules).toBe(generateStorageRules());
  });

  it.each(COLLECTION_NAMES)('firestore.rules has a block for %s', (name) => {
    expect(firestoreRules).toContain(`match /${POLICY[name].pattern} {`);
  });

  it('refuses writes on the append-only and create-only collections', () => {
    expect(firestoreRules).toMatch(
      /match \/firms\/\{firmId\}\/auditLog\/\{id\} \{[^}]*allow update, delete: if false;/,
    );
    expect(firestoreRules).toMatch(
      /match \/firms\/\{firmId\}\/payments\/\{id\} \{[^}]*allow update, delete: if false;/,
    );
    expect(firestoreRules).toMatch(/match \/pilotApplications\/\{id\} \{[^}]*allow get, list, delete: if false;/);
  });

  it('an issued invoice may only change its settlement fields', () => {
    expect(firestoreRules).toContain(`hasOnly([${INVOICE_SETTLEMENT_FIELDS.map((f) => `'${f}'`).join(', ')}])`);
  });

  it('storage.rules keeps the 25 MB limit and every allowed type', () => {
    expect(storageRules).toContain(`request.resource.size <= ${25 * 1024 * 1024}`);
    const typePattern = new RegExp(/contentType\.matches\('([^']+)'\)/.exec(storageRules)![1]!);
    for (const type of ALLOWED_CONTENT_TYPES) expect(type).toMatch(typePattern);
    expect('application/x-msdownload').not.toMatch(typePattern);
    expect(storageRules).toContain('match /firms/{firmId}/{allPaths=**}');
  });

  it('firestore.rules guards the file store kept in Firestore (local mode) as storage.rules guards Cloud Storage', () => {
    expect(firestoreRules).toContain(
      'match /firms/{firmId}/files/{fileId} {\n      allow read, delete: if firmMember(firmId);',
    );
    expect(firestoreRules).toContain('match /publicFiles/{uid}/files/{fileId} {\n      allow read: if true;');
    expect(firestoreRules).toContain(`data.size <= ${MAX_FILE_BYTES}`);
    expect(firestoreRules).toContain(`int(n) < ${FILE_MAX_CHUNKS}`);
    const storageTypes = /contentType\.matches\('([^']+)'\)/.exec(storageRules)![1];
    expect(firestoreRules).toContain(`data.contentType.matches('${storageTypes}')`);
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
