/**
 * The cases of the tenant isolation matrix, from the policy table itself: the jest run
 * (isolation.test.ts, through the adapter in Node) and the browser run (e2e/isolation.spec.ts,
 * through the app's own data port in Chromium) check the same rows and print them the same way.
 * Pure: no adapter, no React, so the Playwright side can import it too.
 */
import { COLLECTION_NAMES, type CollectionName, OPERATIONS, type Operation, POLICY } from '../policy.ts';

/** The collections that live under a cabinet (`firms/{firmId}/…`). */
export const FIRM_COLLECTIONS: CollectionName[] = COLLECTION_NAMES.filter((name) =>
  POLICY[name].pattern.startsWith('firms/{firmId}/'),
);

/**
 * How the owner reaches a cabinet collection: may they list it (a `recipient` one only as
 * `where uid == me`), may they create in it (else only the server side writes it).
 */
export function ownerReach(name: CollectionName): { lists: boolean; listsOwnOnly: boolean; creates: boolean } {
  const rules = POLICY[name].rules as Record<Operation, string[]>;
  return {
    lists: !rules.list.every((kind) => kind === 'nobody'),
    listsOwnOnly: rules.list.includes('recipient'),
    creates: !rules.create.every((kind) => kind === 'nobody'),
  };
}

/** `firms/<firmId>/<collection>` for a cabinet collection. */
export const collectionPathIn = (name: CollectionName, firmId: string) =>
  POLICY[name].pattern.split('/').slice(0, -1).join('/').replace('{firmId}', firmId);

/** Reads and writes the policy keeps for the cabinet's owner: a member must be refused each of them. */
export const OWNER_ONLY_OPERATIONS: (readonly [CollectionName, Operation])[] = FIRM_COLLECTIONS.flatMap((name) =>
  OPERATIONS.filter((op) =>
    (POLICY[name].rules[op] as string[]).every((kind) => kind === 'firmOwner' || kind === 'nobody'),
  ).map((op) => [name, op] as const),
);

export type MatrixRow = {
  who: string;
  collection: string;
  op: Operation;
  expected: 'refusé' | 'autorisé';
  observed: string;
};

/** The printed matrix: a heading with the count of unexpected rows, then one line a case. */
export function formatMatrix(title: string, rows: MatrixRow[]): string {
  const unexpected = rows.filter((row) => row.observed !== row.expected);
  return [
    `${title} : ${rows.length} cas, ${unexpected.length} inattendu(s)`,
    `${'qui'.padEnd(16)} ${'collection'.padEnd(22)} ${'opération'.padEnd(9)} ${'attendu'.padEnd(9)} observé`,
    ...rows.map(
      (row) =>
        `${row.who.padEnd(16)} ${row.collection.padEnd(22)} ${row.op.padEnd(9)} ${row.expected.padEnd(9)} ${row.observed}`,
    ),
  ].join('\n');
}
