import type { LocalRow } from '../localDatabase.ts';
import { paths } from '../paths.ts';
import { applyWrites, assertReadsUnchanged, Conflict, documentsToRead, type Write } from './writeSet.ts';

const row = (path: string, data: LocalRow['data'], stamp = 's1'): LocalRow => ({
  path,
  parent: path.split('/').slice(0, -1).join('/'),
  id: path.split('/').at(-1)!,
  data,
  stamp,
});
const storedOf = (...rows: LocalRow[]) => new Map<string, LocalRow | null>(rows.map((r) => [r.path, r]));
const task = (id: string) => paths.task('f1', id);

describe('documentsToRead: what the policy needs besides the written documents', () => {
  const owner = { uid: 'u1', email: 'u1@cabinet.fr' };

  it('reads and writes once each, and the caller’s membership', () => {
    const writes: Write[] = [{ kind: 'delete', path: task('a') }];
    const reads = new Map([
      [task('a'), 's1'],
      [task('b'), null],
    ]);
    expect(documentsToRead(writes, reads, owner)).toEqual([task('a'), task('b'), paths.membership('u1')]);
    expect(documentsToRead(writes, null, null)).toEqual([task('a')]);
  });

  it('the invitation a membership joins with (a token, never a path)', () => {
    const join = (invitation: string): Write[] => [
      { kind: 'set', path: paths.membership('u2'), data: { firmId: 'f1', invitation }, merge: false },
    ];
    expect(documentsToRead(join('tok'), null, null)).toContain(paths.invitation('tok'));
    expect(documentsToRead(join('invitations/tok'), null, null)).toEqual([paths.membership('u2')]);
  });

  it('the booking request an acceptance answers, the payment a reversal cancels', () => {
    const acceptance: Write = { kind: 'set', path: paths.bookingAcceptance('r1'), data: {}, merge: false };
    expect(documentsToRead([acceptance], null, null)).toContain(paths.bookingRequest('r1'));
    const reversal: Write = {
      kind: 'set',
      path: paths.payment('f1', 'p2'),
      data: { reversalOf: 'p1' },
      merge: false,
    };
    expect(documentsToRead([reversal], null, null)).toContain(paths.payment('f1', 'p1'));
    const plain: Write = { kind: 'set', path: paths.payment('f1', 'p3'), data: { amountCents: 5 }, merge: false };
    expect(documentsToRead([plain], null, null)).toEqual([paths.payment('f1', 'p3')]);
  });
});

describe('assertReadsUnchanged: a transaction’s reads still hold at commit', () => {
  it('passes when every stamp is the one read (missing still missing)', () => {
    const reads = new Map([
      [task('a'), 's1'],
      [task('b'), null],
    ]);
    expect(() => assertReadsUnchanged(reads, storedOf(row(task('a'), {}, 's1')))).not.toThrow();
  });

  it('conflicts when a document read was rewritten, created or deleted since', () => {
    expect(() => assertReadsUnchanged(new Map([[task('a'), 's1']]), storedOf(row(task('a'), {}, 's2')))).toThrow(
      Conflict,
    );
    expect(() => assertReadsUnchanged(new Map([[task('a'), null]]), storedOf(row(task('a'), {})))).toThrow(Conflict);
    expect(() => assertReadsUnchanged(new Map([[task('a'), 's1']]), new Map())).toThrow(Conflict);
  });
});

describe('applyWrites: each write’s result and the request the policy judges', () => {
  it('a set creates, a second write to the same path sees the first, a delete ends it', () => {
    const { overlay, requests, readAfter } = applyWrites(
      [
        { kind: 'set', path: task('a'), data: { title: 'A', tags: ['x'] }, merge: false },
        { kind: 'update', path: task('a'), patch: { 'fee.amountCents': 100 } },
        { kind: 'delete', path: task('b') },
      ],
      storedOf(row(task('b'), { title: 'B' })),
    );
    expect(requests).toEqual([
      { op: 'create', path: task('a'), before: null, after: { title: 'A', tags: ['x'] } },
      {
        op: 'update',
        path: task('a'),
        before: { title: 'A', tags: ['x'] },
        after: { title: 'A', tags: ['x'], fee: { amountCents: 100 } },
      },
      { op: 'delete', path: task('b'), before: { title: 'B' }, after: null },
    ]);
    expect([...overlay.keys()]).toEqual([task('a'), task('b')]);
    expect(overlay.get(task('a'))).toMatchObject({ parent: paths.tasks('f1'), id: 'a' });
    expect(overlay.get(task('b'))).toBeNull();
    expect(readAfter(task('a'))).toEqual({ title: 'A', tags: ['x'], fee: { amountCents: 100 } });
    expect(readAfter(task('b'))).toBeNull();
  });

  it('readAfter answers the stored document where nothing was written', () => {
    const { readAfter } = applyWrites([], storedOf(row(task('c'), { title: 'C' })));
    expect(readAfter(task('c'))).toEqual({ title: 'C' });
    expect(readAfter(task('none'))).toBeNull();
  });

  it('set with merge keeps other fields and merges nested maps; without merge it replaces', () => {
    const stored = storedOf(row(task('a'), { title: 'A', fee: { amountCents: 1, currency: 'EUR' } }));
    const merged = applyWrites(
      [{ kind: 'set', path: task('a'), data: { fee: { amountCents: 2 } }, merge: true }],
      stored,
    );
    expect(merged.readAfter(task('a'))).toEqual({ title: 'A', fee: { amountCents: 2, currency: 'EUR' } });
    expect(merged.requests[0]!.op).toBe('update');
    const replaced = applyWrites(
      [{ kind: 'set', path: task('a'), data: { fee: { amountCents: 2 } }, merge: false }],
      stored,
    );
    expect(replaced.readAfter(task('a'))).toEqual({ fee: { amountCents: 2 } });
  });

  it('gives every written row a new stamp (what a concurrent transaction compares)', () => {
    const { overlay } = applyWrites(
      [{ kind: 'update', path: task('a'), patch: { title: 'B' } }],
      storedOf(row(task('a'), { title: 'A' }, 'old')),
    );
    expect(overlay.get(task('a'))!.stamp).not.toBe('old');
  });

  it('refuses to update a missing document (not-found), even one deleted earlier in the same set', () => {
    expect(() => applyWrites([{ kind: 'update', path: task('a'), patch: { title: 'B' } }], new Map())).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
    expect(() =>
      applyWrites(
        [
          { kind: 'delete', path: task('a') },
          { kind: 'update', path: task('a'), patch: { title: 'B' } },
        ],
        storedOf(row(task('a'), { title: 'A' })),
      ),
    ).toThrow(expect.objectContaining({ code: 'not-found' }));
  });
});
