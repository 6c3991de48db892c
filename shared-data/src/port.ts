/**
 * The data port: a small document store shaped after Firestore, and a file store. Everything
 * above shared-data reads and writes through these types; two adapters implement them
 * (IndexedDB for local runs and tests, Firestore + Cloud Storage in production).
 */

/** A document path: an even number of segments, e.g. `firms/f1/clients/c1`. */
export type DocPath = string;
/** A collection path: an odd number of segments, e.g. `firms/f1/clients`. */
export type CollectionPath = string;

/** A document's fields, as stored. */
export type DocData = Record<string, unknown>;

/** The comparison of a where clause. */
export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';
/** One filter of a query (`field`, `op`, `value`). */
export type WhereClause = { field: string; op: WhereOp; value: unknown };
/**
 * The field a `where` names for a document's id (Firestore's `documentId()`): `in` with up to
 * {@link IDS_PER_QUERY} ids reads those documents of a collection in one query.
 */
export const DOCUMENT_ID = '__name__';
/** Values Firestore takes in one `in` clause. */
export const IDS_PER_QUERY = 30;
/** One sort key of a query. */
export type OrderBy = { field: string; direction?: 'asc' | 'desc' };

/** A query on one collection: where clauses, sort, limit and cursor. */
export type Query = {
  collection: CollectionPath;
  where?: WhereClause[];
  orderBy?: OrderBy[];
  limit?: number;
  /** Start after this document (cursor paging), given by its id in the same ordering. */
  startAfter?: string;
};

/**
 * An aggregation over a collection (Firestore's `count()` / `sum()`): the totals of a screen
 * without downloading its documents. There is no live variant (Firestore has none): read it again
 * when the screen's documents change (`useAggregate`'s `refresh`).
 *
 * Which documents are aggregated: those matching `where` and holding every field of `sum` — as
 * Firestore does, aggregating over the index of the summed fields (a document without one of them
 * is not matched, not even by the count; as with `orderBy`). A sum adds the numeric values only.
 */
export type AggregateSpec = {
  collection: CollectionPath;
  where?: WhereClause[];
  /** Count the matching documents. */
  count?: true;
  /** Sum these numeric fields (dotted paths allowed); at most {@link MAX_AGGREGATE_SUMS}. */
  sum?: string[];
  /**
   * Count at most this many (a count, no sum): the first `upTo` matching documents. Firestore bills
   * a count one read per 1,000 entries: a column holding ten years of done tasks costs one read
   * capped at 1,000, 28 uncapped — what grows with the history stops costing with it.
   */
  upTo?: number;
};

/** What `aggregate` answers: `count` when asked, `sums` by field when asked. */
export type AggregateResult = { count?: number; sums?: Record<string, number> };

/**
 * Sums in one aggregation. Firestore takes five aggregations in a query; the adapters always add a
 * count (to know how many index entries it matched: what Firestore bills, see readCounter.ts).
 */
export const MAX_AGGREGATE_SUMS = 4;

/** Refuses an aggregation neither adapter should run (the same answer from both). */
export function checkAggregateSpec(spec: AggregateSpec): void {
  const sums = spec.sum ?? [];
  if (sums.length > MAX_AGGREGATE_SUMS)
    throw new DataError('invalid-argument', `Au plus ${MAX_AGGREGATE_SUMS} sommes par agrégation.`);
  if (new Set(sums).size !== sums.length || sums.some((field) => field.trim() === ''))
    throw new DataError('invalid-argument', 'Agrégation invalide : chaque champ à additionner une seule fois.');
  if (spec.upTo !== undefined && (sums.length > 0 || !Number.isInteger(spec.upTo) || spec.upTo < 1))
    throw new DataError(
      'invalid-argument',
      'Agrégation invalide : un compte plafonné est un entier positif, sans somme.',
    );
}

/** A document read once: its id, its data or null when it does not exist. */
export type DocSnapshot<T = DocData> = { id: string; path: DocPath; exists: boolean; data: T | null };
/** The documents a query answered. */
export type QuerySnapshot<T = DocData> = {
  docs: { id: string; path: DocPath; data: T }[];
  /**
   * A live query's answer from the cache alone, shown while the server is slow to give its own
   * (Firestore: over a second): maybe only a part of it — the server's follows.
   */
  pending?: boolean;
};

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** The reads and writes of one serializable transaction (`DocumentStore.runTransaction`). */
export type Transaction = {
  get<T = DocData>(path: DocPath): Promise<DocSnapshot<T>>;
  set(path: DocPath, data: DocData, options?: { merge?: boolean }): void;
  update(path: DocPath, patch: DocData): void;
  delete(path: DocPath): void;
};

/** The document store port (get, set, update, delete, query, subscribe, transactions), whichever backend runs. */
export type DocumentStore = {
  get<T = DocData>(path: DocPath): Promise<DocSnapshot<T>>;
  set(path: DocPath, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Fails when the document does not exist. */
  update(path: DocPath, patch: DocData): Promise<void>;
  delete(path: DocPath): Promise<void>;
  query<T = DocData>(query: Query): Promise<QuerySnapshot<T>>;
  /**
   * One page of a bulk read — an export, every unread notification (`queryInPages`): answered as
   * `query` answers, but outside the live queries' machinery. On Firestore it is one request of
   * Firestore Lite (no query view, no cache), loaded at the first bulk read: the full SDK's read
   * of a 500-document page blocked the page 150–360 ms building its view (README § Mesures).
   */
  queryPage<T = DocData>(query: Query & { limit: number }): Promise<QuerySnapshot<T>>;
  /**
   * Only `fields` of the documents `ids` of `collection` (one not found is absent from the answer),
   * read once, never live, under the same policy as `get` — what a screen needs to name its rows,
   * not the records: a dossier's label (reference, title) is 85 bytes of its 4 KB, where its ~110
   * search tokens weigh 2.7 KB. On Firestore one REST `batchGet` with a field mask (the SDKs only
   * read whole documents), billed one read per id, found or not, like a `get`.
   */
  getFields<T = DocData>(
    collection: CollectionPath,
    ids: readonly string[],
    fields: readonly (keyof T & string)[],
  ): Promise<QuerySnapshot<Partial<T>>>;
  subscribeDoc<T = DocData>(
    path: DocPath,
    onNext: (snapshot: DocSnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;
  /**
   * A live query: its answer, then each change of its documents. The first answer is the whole
   * of it — on Firestore the server's, not the part of it the cache already held (a next page's
   * first document), unless the server is slow or out of reach (then what the cache holds).
   */
  subscribeQuery<T = DocData>(
    query: Query,
    onNext: (snapshot: QuerySnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;
  /**
   * Counts and sums the documents matching `spec.where` without reading them (Firestore bills one
   * read per 1 000 index entries matched). Refused like a list of the same collection.
   */
  aggregate(spec: AggregateSpec): Promise<AggregateResult>;
  /** Serializable: the function may run again on conflict; writes apply all or nothing. */
  runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R>;
  newId(): string;
};

/** The progress of a file upload, shown by the areas' progress bars. */
export type UploadProgress = { bytesTransferred: number; totalBytes: number };

/** The file store port: upload with progress, download URL, delete. */
export type FileStore = {
  upload(
    path: string,
    file: Blob,
    options?: { contentType?: string; onProgress?: (progress: UploadProgress) => void },
  ): Promise<{ path: string; size: number; contentType: string }>;
  downloadUrl(path: string): Promise<string>;
  /** The file's exact bytes, without a URL to fetch (exports, archives: no CSP connect-src or CORS involved). */
  read(path: string): Promise<Blob>;
  delete(path: string): Promise<void>;
};

/** Why a data call failed; the apps branch on it (e.g. `permission-denied`, `not-found`). */
export type DataErrorCode =
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'aborted'
  | 'unavailable'
  | 'file-too-large'
  | 'file-type-not-allowed'
  | 'unauthenticated';

/** Errors of the port carry a code and a French message fit for the user. */
export class DataError extends Error {
  constructor(
    /** Why the call failed. */
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DataError';
  }
}
