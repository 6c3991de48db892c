/**
 * Reading a document or a query, judged by the policy where Firestore's rules would judge it; a
 * query is evaluated in memory over the collection's cached copy.
 */
import { evaluateQuery } from '../docs.ts';
import type { LocalRow } from '../localDatabase.ts';
import { checkAccess, matchPath, needsDocumentData, POLICY } from '../policy.ts';
import type { DocPath, Query } from '../port.ts';
import { observeQuery } from '../readCounter.ts';
import type { LocalStoreContext } from './context.ts';
import { assertCollectionPath, assertDocPath } from './rows.ts';

export async function readDoc(
  context: LocalStoreContext,
  path: DocPath,
  enforce: boolean,
): Promise<LocalRow | undefined> {
  assertDocPath(path);
  const row = await context.connection.getRow<LocalRow>('docs', path);
  if (enforce) checkAccess(await context.principalOf(), { op: 'get', path, before: row?.data ?? null });
  return row;
}

/** The query's rows (`sums`: what an aggregation adds up, for the query observer). */
export async function runQuery(
  context: LocalStoreContext,
  query: Query,
  enforce: boolean,
  sums?: readonly string[],
): Promise<LocalRow[]> {
  assertCollectionPath(query.collection);
  observeQuery(sums ? { query, sums } : { query });
  const principal = enforce ? await context.principalOf() : null;
  const match = matchPath(query.collection);
  const kinds = match ? POLICY[match.name].rules.list : [];
  const perDocument = enforce && needsDocumentData(kinds);
  if (enforce && !perDocument) checkAccess(principal, { op: 'list', path: query.collection });
  const rows = await context.collections.load(query.collection);
  const cursor = query.startAfter !== undefined ? rows.find((row) => row.id === query.startAfter) : undefined;
  const result = evaluateQuery(rows, query, cursor) as LocalRow[];
  // Like Firestore, a list is refused as a whole as soon as one document is not readable.
  if (perDocument) for (const row of result) checkAccess(principal, { op: 'list', path: row.path, before: row.data });
  return result;
}
