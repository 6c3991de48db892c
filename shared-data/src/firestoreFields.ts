/**
 * Some fields of documents named by their paths, through Firestore's REST API (`batchGet` with a
 * field mask, https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/batchGet)
 * as the signed-in user: the security rules answer as they answer the SDK's `get` of each. The
 * SDKs read whole documents, and naming a dossier in a row needs 85 bytes of its 4 KB. Loaded by
 * the Firestore adapter at the first such read (`DocumentStore.getFields`).
 */
import {
  documentsUrl as appDocumentsUrl,
  failureOf,
  fromRestFields,
  type RestDocument,
} from './firestoreRestValues.ts';

/** The fields read of each document found, by path (`firms/…/cases/…`); one not found is absent. */
export type FieldReader = (
  paths: readonly string[],
  fields: readonly string[],
) => Promise<Map<string, Record<string, unknown>>>;

export type FieldReaderOptions = {
  /** `…/v1/projects/{project}/databases/(default)/documents`: the app's project by default, a test's. */
  documentsUrl?: string;
  /** The signed-in user's Firebase ID token (null: nobody signed in, the rules refuse). */
  idToken: () => Promise<string | null>;
};

export function createRestFieldReader({ documentsUrl = appDocumentsUrl(), idToken }: FieldReaderOptions): FieldReader {
  // Document names are `projects/{project}/databases/(default)/documents/{path}`.
  const root = documentsUrl.slice(documentsUrl.indexOf('/projects/') + 1);
  return async (paths, fields) => {
    const token = await idToken();
    const response = await fetch(`${documentsUrl}:batchGet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ documents: paths.map((path) => `${root}/${path}`), mask: { fieldPaths: fields } }),
    });
    if (!response.ok) throw await failureOf(response);
    // One entry per path asked: `found` (its masked fields) or `missing` (its name).
    const results = (await response.json()) as { found?: RestDocument; missing?: string }[];
    const found = new Map<string, Record<string, unknown>>();
    for (const { found: document } of results)
      if (document) found.set(document.name.slice(root.length + 1), fromRestFields(document.fields));
    return found;
  };
}
