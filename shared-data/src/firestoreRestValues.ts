/**
 * Firestore's REST API (v1), what every reader of it shares: its values decoded into our JSON
 * documents, its errors as the SDK's codes, the documents' URL (the emulator's in local mode).
 * Read by the public pages' reader (firestoreRest.ts) and the signed-in field reader
 * (firestoreFields.ts) — small on purpose: each page that reads over REST loads it.
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
export type RestDocument = { name: string; fields?: Record<string, RestValue> };

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

export function documentsUrl(): string {
  const emulator = firestoreEmulatorHost();
  const origin = emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${firebaseWebConfig().projectId}/databases/(default)/documents`;
}

export async function failureOf(response: Response): Promise<FirestoreRestError> {
  const body = (await response.json().catch(() => null)) as { error?: { status?: string; message?: string } } | null;
  // gRPC status names, as the SDK's codes: PERMISSION_DENIED → permission-denied.
  const code = (body?.error?.status ?? (response.status === 404 ? 'NOT_FOUND' : 'UNAVAILABLE'))
    .toLowerCase()
    .replaceAll('_', '-');
  return new FirestoreRestError(code, body?.error?.message ?? `Firestore : HTTP ${response.status}`);
}
