/**
 * What a visitor reads on Firestore, through Firestore's REST API (v1): the public pages load no
 * Firebase SDK (Firestore's SDK alone outweighs a public page's whole budget). Requests
 * carry no credentials, so the security rules answer exactly as they answer a signed-out SDK.
 * Only shared-data/public uses it: reading a document, running a query with equality or range
 * filters. Writes (a booking request, accepting an invitation) go through the data layer.
 */
import { documentsUrl, failureOf, fromRestFields, type RestDocument, type RestValue } from './firestoreRestValues.ts';

export { FirestoreRestError, fromRestValue, type RestValue } from './firestoreRestValues.ts';

export type RestFilter = { field: string; op: '==' | '>='; value: string | boolean | number };

function toRestValue(value: RestFilter['value']): RestValue {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

const OPERATORS = { '==': 'EQUAL', '>=': 'GREATER_THAN_OR_EQUAL' } as const;

/** The body of a `runQuery` on one top-level collection. */
export function structuredQuery(collection: string, filters: readonly RestFilter[]) {
  const fieldFilters = filters.map(({ field, op, value }) => ({
    fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: toRestValue(value) },
  }));
  const where =
    fieldFilters.length === 0
      ? undefined
      : fieldFilters.length === 1
        ? fieldFilters[0]
        : { compositeFilter: { op: 'AND', filters: fieldFilters } };
  return { structuredQuery: { from: [{ collectionId: collection }], ...(where ? { where } : {}) } };
}

/** One document's data, or null when there is none. */
export async function getRestDocument<T>(path: string): Promise<T | null> {
  const response = await fetch(`${documentsUrl()}/${path.split('/').map(encodeURIComponent).join('/')}`);
  if (response.status === 404) return null;
  if (!response.ok) throw await failureOf(response);
  return fromRestFields(((await response.json()) as RestDocument).fields) as T;
}

/** The documents of a top-level collection that pass every filter. */
export async function runRestQuery<T>(collection: string, filters: readonly RestFilter[] = []): Promise<T[]> {
  const response = await fetch(`${documentsUrl()}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(structuredQuery(collection, filters)),
  });
  if (!response.ok) throw await failureOf(response);
  // One entry per document, and one without a document when there are none.
  const results = (await response.json()) as { document?: RestDocument }[];
  return results.flatMap((result) => (result.document ? [fromRestFields(result.document.fields) as T] : []));
}
