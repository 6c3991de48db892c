/**
 * The data port: a small document store shaped after Firestore, and a file store. Everything
 * above shared-data reads and writes through these types; two adapters implement them
 * (IndexedDB for local runs and tests, Firestore + Cloud Storage in production).
 */

/** A document path: an even number of segments, e.g. `firms/f1/clients/c1`. */
export type DocPath = string;
/** A collection path: an odd number of segments, e.g. `firms/f1/clients`. */
export type CollectionPath = string;

export type DocData = Record<string, unknown>;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';
export type WhereClause = { field: string; op: WhereOp; value: unknown };
export type OrderBy = { field: string; direction?: 'asc' | 'desc' };

export type Query = {
  collection: CollectionPath;
  where?: WhereClause[];
  orderBy?: OrderBy[];
  limit?: number;
  /** Start after this document (cursor paging), given by its id in the same ordering. */
  startAfter?: string;
};

export type DocSnapshot<T = DocData> = { id: string; path: DocPath; exists: boolean; data: T | null };
export type QuerySnapshot<T = DocData> = { docs: { id: string; path: DocPath; data: T }[] };

export type Unsubscribe = () => void;

export type Transaction = {
  get<T = DocData>(path: DocPath): Promise<DocSnapshot<T>>;
  set(path: DocPath, data: DocData, options?: { merge?: boolean }): void;
  update(path: DocPath, patch: DocData): void;
  delete(path: DocPath): void;
};

export type DocumentStore = {
  get<T = DocData>(path: DocPath): Promise<DocSnapshot<T>>;
  set(path: DocPath, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Fails when the document does not exist. */
  update(path: DocPath, patch: DocData): Promise<void>;
  delete(path: DocPath): Promise<void>;
  query<T = DocData>(query: Query): Promise<QuerySnapshot<T>>;
  subscribeDoc<T = DocData>(
    path: DocPath,
    onNext: (snapshot: DocSnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;
  subscribeQuery<T = DocData>(
    query: Query,
    onNext: (snapshot: QuerySnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe;
  /** Serializable: the function may run again on conflict; writes apply all or nothing. */
  runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R>;
  newId(): string;
};

export type UploadProgress = { bytesTransferred: number; totalBytes: number };

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
    readonly code: DataErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DataError';
  }
}
