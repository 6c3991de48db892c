/** `npm run rules:generate`: writes firebase/firestore.rules and storage.rules from the policy table. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateFirestoreRules, generateStorageRules } from '../src/firebaseRules.ts';

const firebaseDir = path.join(import.meta.dirname, '..', '..', 'firebase');
writeFileSync(path.join(firebaseDir, 'firestore.rules'), generateFirestoreRules());
writeFileSync(path.join(firebaseDir, 'storage.rules'), generateStorageRules());
console.log('firebase/firestore.rules et firebase/storage.rules régénérés depuis shared-data/src/policy.ts');
