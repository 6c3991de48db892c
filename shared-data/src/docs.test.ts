/**
 * The in-memory query evaluation the IndexedDB adapter answers queries with: Firestore's order of
 * values, its filters and its cursors, one rule per test.
 */
import { compareValues, evaluateQuery, matchesWhere, type StoredDoc } from './docs.ts';
import { DOCUMENT_ID, type DocData, type Query, type WhereClause } from './port.ts';

const doc = (id: string, data: DocData): StoredDoc => ({ id, path: `firms/f1/tasks/${id}`, data });
const ids = (docs: StoredDoc[]) => docs.map((d) => d.id);
const matches = (data: DocData, field: string, op: WhereClause['op'], value: unknown) =>
  matchesWhere(data, { field, op, value });

describe('compareValues: Firestore’s order across types', () => {
  it('null < booleans < numbers < strings < arrays < maps', () => {
    const values = [{ a: 1 }, ['a'], 'texte', 3, true, false, null];
    expect([...values].sort(compareValues)).toEqual([null, false, true, 3, 'texte', ['a'], { a: 1 }]);
  });

  it('numbers numerically, strings by code unit (capitals before lower case)', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(-1.5, -1)).toBeLessThan(0);
    expect(compareValues('Zoé', 'anne')).toBeLessThan(0);
    expect(compareValues('abc', 'abc')).toBe(0);
  });

  it('arrays element by element, then the shorter first', () => {
    expect(compareValues([1, 'b'], [1, 'c'])).toBeLessThan(0);
    expect(compareValues([2], [1, 9])).toBeGreaterThan(0);
    expect(compareValues([1], [1, 0])).toBeLessThan(0);
  });
});

describe('matchesWhere', () => {
  it('a missing field matches no filter, not even != or not-in', () => {
    for (const op of ['==', '!=', '<', '>=', 'in', 'not-in', 'array-contains'] as const)
      expect(matches({ other: 1 }, 'status', op, op === 'in' || op === 'not-in' ? ['x'] : 'x')).toBe(false);
  });

  it('== compares type and value: 1 is neither "1" nor true', () => {
    expect(matches({ n: 1 }, 'n', '==', 1)).toBe(true);
    expect(matches({ n: 1 }, 'n', '==', '1')).toBe(false);
    expect(matches({ n: 1 }, 'n', '==', true)).toBe(false);
    expect(matches({ m: { a: 1, b: 2 } }, 'm', '==', { b: 2, a: 1 })).toBe(true);
  });

  it('!= keeps other values and other types, never null', () => {
    expect(matches({ s: 'ouvert' }, 's', '!=', 'clos')).toBe(true);
    expect(matches({ s: 'clos' }, 's', '!=', 'clos')).toBe(false);
    expect(matches({ s: 3 }, 's', '!=', 'clos')).toBe(true);
    expect(matches({ s: null }, 's', '!=', 'clos')).toBe(false);
  });

  it('ranges stay within the value’s type', () => {
    expect(matches({ n: 5 }, 'n', '>', 1)).toBe(true);
    expect(matches({ n: '5' }, 'n', '>', 1)).toBe(false);
    expect(matches({ n: 5 }, 'n', '<', 'z')).toBe(false);
    expect(matches({ n: 5 }, 'n', '<=', 5)).toBe(true);
    expect(matches({ n: 5 }, 'n', '<', 5)).toBe(false);
    expect(matches({ n: 'b' }, 'n', '>=', 'b')).toBe(true);
  });

  it('in and not-in: any listed value; not-in never matches null', () => {
    expect(matches({ s: 'b' }, 's', 'in', ['a', 'b'])).toBe(true);
    expect(matches({ s: 'c' }, 's', 'in', ['a', 'b'])).toBe(false);
    expect(matches({ s: 1 }, 's', 'in', ['1'])).toBe(false);
    expect(matches({ s: 'c' }, 's', 'not-in', ['a', 'b'])).toBe(true);
    expect(matches({ s: 'a' }, 's', 'not-in', ['a', 'b'])).toBe(false);
    expect(matches({ s: null }, 's', 'not-in', ['a'])).toBe(false);
  });

  it('array-contains and array-contains-any look inside an array field only', () => {
    expect(matches({ tags: ['urgent', 'civil'] }, 'tags', 'array-contains', 'civil')).toBe(true);
    expect(matches({ tags: ['urgent'] }, 'tags', 'array-contains', 'civil')).toBe(false);
    expect(matches({ tags: 'civil' }, 'tags', 'array-contains', 'civil')).toBe(false);
    expect(matches({ tags: [{ id: 1 }] }, 'tags', 'array-contains', { id: 1 })).toBe(true);
    expect(matches({ tags: ['a', 'b'] }, 'tags', 'array-contains-any', ['x', 'b'])).toBe(true);
    expect(matches({ tags: ['a'] }, 'tags', 'array-contains-any', ['x', 'y'])).toBe(false);
  });

  it('reads dotted field paths', () => {
    expect(matches({ fee: { amountCents: 1200 } }, 'fee.amountCents', '>=', 1000)).toBe(true);
    expect(matches({ fee: 1200 }, 'fee.amountCents', '>=', 1000)).toBe(false);
  });

  it('refuses an unknown operator as invalid-argument', () => {
    expect(() => matches({ n: 1 }, 'n', 'like' as WhereClause['op'], 1)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});

describe('evaluateQuery', () => {
  const collection = 'firms/f1/tasks';
  const run = (docs: StoredDoc[], query: Omit<Query, 'collection'>) =>
    ids(
      evaluateQuery(
        docs,
        { collection, ...query },
        query.startAfter !== undefined ? docs.find((d) => d.id === query.startAfter) : undefined,
      ),
    );

  it('filters and orders by the document id (DOCUMENT_ID), as Firestore’s documentId()', () => {
    const docs = [doc('b', { v: 1 }), doc('a', {}), doc('c', { id: 'not-the-id' })];
    expect(run(docs, { where: [{ field: DOCUMENT_ID, op: 'in', value: ['c', 'a', 'absent'] }] })).toEqual(['a', 'c']);
    // A field named `id` is not the document's id.
    expect(run(docs, { where: [{ field: DOCUMENT_ID, op: '==', value: 'not-the-id' }] })).toEqual([]);
    expect(run(docs, { orderBy: [{ field: DOCUMENT_ID, direction: 'desc' }] })).toEqual(['c', 'b', 'a']);
  });

  it('orders mixed types the Firestore way and leaves out documents without the ordered field', () => {
    const docs = [
      doc('map', { v: { a: 1 } }),
      doc('str', { v: 'a' }),
      doc('none', {}),
      doc('num', { v: 2 }),
      doc('nul', { v: null }),
      doc('arr', { v: [1] }),
      doc('bool', { v: false }),
    ];
    expect(run(docs, { orderBy: [{ field: 'v' }] })).toEqual(['nul', 'bool', 'num', 'str', 'arr', 'map']);
  });

  it('breaks ties by document id, descending when the last ordering is', () => {
    const docs = [doc('b', { v: 1 }), doc('c', { v: 1 }), doc('a', { v: 1 }), doc('z', { v: 0 })];
    expect(run(docs, { orderBy: [{ field: 'v' }] })).toEqual(['z', 'a', 'b', 'c']);
    expect(run(docs, { orderBy: [{ field: 'v', direction: 'desc' }] })).toEqual(['c', 'b', 'a', 'z']);
  });

  it('applies inequalities on several fields together', () => {
    const docs = [
      doc('a', { amount: 5, due: '2026-01-10' }),
      doc('b', { amount: 1, due: '2026-01-10' }),
      doc('c', { amount: 9, due: '2026-03-01' }),
      doc('d', { amount: 7, due: '2026-02-01' }),
    ];
    const where: WhereClause[] = [
      { field: 'amount', op: '>=', value: 5 },
      { field: 'due', op: '<', value: '2026-02-15' },
    ];
    expect(run(docs, { where, orderBy: [{ field: 'amount' }] })).toEqual(['a', 'd']);
  });

  it('startAfter inside a tie resumes after the cursor’s id, not after the whole tie', () => {
    const docs = ['d', 'a', 'c', 'b', 'e'].map((id) => doc(id, { v: id === 'e' ? 2 : 1 }));
    const orderBy = [{ field: 'v' }];
    expect(run(docs, { orderBy, startAfter: 'b', limit: 2 })).toEqual(['c', 'd']);
    expect(run(docs, { orderBy, startAfter: 'd' })).toEqual(['e']);
    expect(run(docs, { orderBy: [{ field: 'v', direction: 'desc' }], startAfter: 'c' })).toEqual(['b', 'a']);
  });

  it('startAfter positions on a cursor the filter leaves out', () => {
    const docs = [doc('a', { v: 1, done: false }), doc('b', { v: 2, done: true }), doc('c', { v: 3, done: false })];
    const where: WhereClause[] = [{ field: 'done', op: '==', value: false }];
    expect(run(docs, { where, orderBy: [{ field: 'v' }], startAfter: 'b' })).toEqual(['c']);
  });

  it('refuses a cursor whose document no longer exists', () => {
    expect(() => evaluateQuery([doc('a', { v: 1 })], { collection, startAfter: 'gone' }, undefined)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('limits after ordering and paging; zero or less gives nothing', () => {
    const docs = [doc('c', { v: 3 }), doc('a', { v: 1 }), doc('b', { v: 2 })];
    expect(run(docs, { orderBy: [{ field: 'v', direction: 'desc' }], limit: 2 })).toEqual(['c', 'b']);
    expect(run(docs, { limit: 0 })).toEqual([]);
    expect(run(docs, { limit: -1 })).toEqual([]);
  });
});
