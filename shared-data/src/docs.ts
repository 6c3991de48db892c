/**
 * Document semantics shared by the IndexedDB adapter (and its tests): merge, field-path updates
 * and the in-memory evaluation of a Query with Firestore's rules (missing fields never match a
 * filter nor an orderBy; ties ordered by document id).
 */
import { DataError, DOCUMENT_ID, type DocData, type OrderBy, type Query, type WhereClause } from './port.ts';

export type StoredDoc = { id: string; path: string; data: DocData };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** A deep copy without `undefined` values (Firestore rejects them; we drop them). */
export function cloneData<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(cloneData) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = cloneData(v);
    return out as T;
  }
  return value;
}

/** `set(…, { merge: true })`: nested maps merge, everything else replaces. */
export function mergeData(target: DocData, source: DocData): DocData {
  const out: DocData = { ...target };
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? mergeData(current, value) : cloneData(value);
  }
  return out;
}

/** `update()`: keys may be dotted field paths (`fee.amountCents`). */
export function applyUpdate(target: DocData, patch: DocData): DocData {
  const out = cloneData(target);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const parts = key.split('.');
    let node: Record<string, unknown> = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (!isPlainObject(next)) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = cloneData(value);
  }
  return out;
}

export function getField(data: DocData, field: string): unknown {
  let node: unknown = data;
  for (const part of field.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 8;
  return 9;
}

/** Firestore's total order: null < booleans < numbers < strings < arrays < maps. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'number' || typeof a === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string') return a < (b as string) ? -1 : a > (b as string) ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  const sa = stableStringify(a);
  const sb = stableStringify(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const equals = (a: unknown, b: unknown) => typeRank(a) === typeRank(b) && compareValues(a, b) === 0;

export function matchesWhere(data: DocData, clause: WhereClause): boolean {
  return valueMatches(getField(data, clause.field), clause);
}

/** A document's value for `field` in a query: its id for {@link DOCUMENT_ID}, else the field. */
const fieldOf = (doc: StoredDoc, field: string): unknown =>
  field === DOCUMENT_ID ? doc.id : getField(doc.data, field);

function valueMatches(value: unknown, clause: WhereClause): boolean {
  if (value === undefined) return false;
  const target = clause.value;
  switch (clause.op) {
    case '==':
      return equals(value, target);
    case '!=':
      return value !== null && !equals(value, target);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (typeRank(value) !== typeRank(target)) return false;
      const c = compareValues(value, target);
      return clause.op === '<' ? c < 0 : clause.op === '<=' ? c <= 0 : clause.op === '>' ? c > 0 : c >= 0;
    }
    case 'in':
      return Array.isArray(target) && target.some((t) => equals(value, t));
    case 'not-in':
      return value !== null && Array.isArray(target) && !target.some((t) => equals(value, t));
    case 'array-contains':
      return Array.isArray(value) && value.some((v) => equals(v, target));
    case 'array-contains-any':
      return Array.isArray(value) && Array.isArray(target) && value.some((v) => target.some((t) => equals(v, t)));
    default:
      throw new DataError('invalid-argument', `Opérateur de requête inconnu : ${String(clause.op)}`);
  }
}

function comparatorFor(orderBy: OrderBy[]): (a: StoredDoc, b: StoredDoc) => number {
  const lastDirection = orderBy.at(-1)?.direction ?? 'asc';
  return (a, b) => {
    for (const { field, direction } of orderBy) {
      const c = compareValues(fieldOf(a, field), fieldOf(b, field));
      if (c !== 0) return direction === 'desc' ? -c : c;
    }
    const c = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return lastDirection === 'desc' ? -c : c;
  };
}

/**
 * Filters, orders, pages. `cursor` is the document named by `query.startAfter` (read by the
 * caller, since it may lie outside the filtered set).
 */
export function evaluateQuery(docs: StoredDoc[], query: Query, cursor?: StoredDoc | null): StoredDoc[] {
  const orderBy = query.orderBy ?? [];
  const filters = query.where ?? [];
  let result = docs.filter(
    (doc) =>
      filters.every((clause) => valueMatches(fieldOf(doc, clause.field), clause)) &&
      orderBy.every(({ field }) => fieldOf(doc, field) !== undefined),
  );
  const compare = comparatorFor(orderBy);
  result.sort(compare);
  if (query.startAfter !== undefined) {
    if (!cursor)
      throw new DataError(
        'invalid-argument',
        'Curseur de pagination introuvable : le document de départ n’existe plus.',
      );
    result = result.filter((doc) => compare(doc, cursor) > 0);
  }
  if (query.limit !== undefined) result = result.slice(0, Math.max(0, query.limit));
  return result;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A 20-character random id, like Firestore's auto ids. */
export function randomId(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}
