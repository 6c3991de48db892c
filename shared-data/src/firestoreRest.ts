/**
 * What a visitor reads on Firestore, through Firestore's REST API (v1): the public pages load no
 * Firebase SDK (Firestore's SDK alone outweighs a public page's whole budget). Requests
 * carry no credentials, so the security rules answer exactly as they answer a signed-out SDK.
 * Only shared-data/public uses it: reading a document, running a query with equality or range
 * filters. Writes (a booking request, accepting an invitation) go through the data layer.
 */
import { firebaseWebConfig, firestoreEmulatorHost } from './config.ts';

/** A field's value as the REST API writes it (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude: number; longitude: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};
type RestDocument = { name: string; fields?: Record<string, RestValue> };

export type RestFilter = { field: string; op: '==' | '>='; value: string | boolean | number };

/** An HTTP error of the API, with the code the SDK would give (`permission-denied`, `not-found`…). */
export class FirestoreRestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

export function fromRestValue(value: RestValue): unknown {
  if (value.mapValue) return fromRestFields(value.mapValue.fields);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(fromRestValue);
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if ('nullValue' in value) return null;
  // Our documents hold JSON (dates as ISO strings); the other kinds read as their one field.
  return (
    value.booleanValue ??
    value.doubleValue ??
    value.stringValue ??
    value.timestampValue ??
    value.referenceValue ??
    value.bytesValue ??
    value.geoPointValue ??
    null
  );
}

export function fromRestFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, fromRestValue(value)]));
}

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

function documentsUrl(): string {
  const emulator = firestoreEmulatorHost();
  const origin = emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${firebaseWebConfig().projectId}/databases/(default)/documents`;
}

async function failureOf(response: Response): Promise<FirestoreRestError> {
  const body = (await response.json().catch(() => null)) as { error?: { status?: string; message?: string } } | null;
  // gRPC status names, as the SDK's codes: PERMISSION_DENIED → permission-denied.
  const code = (body?.error?.status ?? (response.status === 404 ? 'NOT_FOUND' : 'UNAVAILABLE'))
    .toLowerCase()
    .replaceAll('_', '-');
  return new FirestoreRestError(code, body?.error?.message ?? `Firestore : HTTP ${response.status}`);
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
