import { DataError } from './port.ts';
import { sharedLiveReads, type StartLiveRead } from './liveReads.ts';

/** A live read the test drives: how many times it was started and stopped, and its callbacks. */
function fakeRead() {
  const read: {
    starts: number;
    stops: number;
    next: (snapshot: string) => void;
    error: (error: DataError) => void;
    start: StartLiveRead<string>;
  } = { starts: 0, stops: 0, next: () => undefined, error: () => undefined, start: () => () => undefined };
  read.start = (next, error) => {
    read.starts += 1;
    read.next = next;
    read.error = error;
    return () => {
      read.stops += 1;
    };
  };
  return read;
}

describe('sharedLiveReads', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  let uid: string | undefined = 'u1';
  beforeEach(() => {
    uid = 'u1';
  });

  it('keeps a read open after its last screen left: a screen that comes back gets its latest snapshot at once, nothing started again', () => {
    const reads = sharedLiveReads(60_000, () => uid);
    const read = fakeRead();
    const first: string[] = [];
    const leave = reads.listen('cases', read.start, { next: (snapshot) => first.push(snapshot) });
    read.next('page 1');
    expect(first).toEqual(['page 1']);
    leave();
    jest.advanceTimersByTime(59_000);
    expect(read.stops).toBe(0);
    // Back within the time: the latest snapshot at once, and what changes meanwhile.
    read.next('page 1 bis');
    const back: string[] = [];
    const leaveAgain = reads.listen('cases', read.start, { next: (snapshot) => back.push(snapshot) });
    expect(back).toEqual(['page 1 bis']);
    expect(read.starts).toBe(1);
    read.next('page 1 ter');
    expect(back).toEqual(['page 1 bis', 'page 1 ter']);
    expect(first).toEqual(['page 1']);
    // The countdown starts again from the last departure.
    leaveAgain();
    jest.advanceTimersByTime(59_000);
    expect(read.stops).toBe(0);
    jest.advanceTimersByTime(1_000);
    expect(read.stops).toBe(1);
    expect(reads.openCount()).toBe(0);
    // After it closed, a screen starts it again.
    reads.listen('cases', read.start, { next: () => undefined });
    expect(read.starts).toBe(2);
  });

  it('shares one read between the screens that ask for it, and closes it only when the last left', () => {
    const reads = sharedLiveReads(1_000, () => uid);
    const read = fakeRead();
    const a: string[] = [];
    const b: string[] = [];
    const leaveA = reads.listen('q', read.start, { next: (snapshot) => a.push(snapshot) });
    const leaveB = reads.listen('q', read.start, { next: (snapshot) => b.push(snapshot) });
    read.next('x');
    expect([a, b, read.starts]).toEqual([['x'], ['x'], 1]);
    leaveA();
    jest.advanceTimersByTime(5_000);
    expect(read.stops).toBe(0);
    leaveB();
    jest.advanceTimersByTime(1_000);
    expect(read.stops).toBe(1);
  });

  it('keeps at most a few reads no screen shows: past them, the one left longest ago ends first', () => {
    const reads = sharedLiveReads(60_000, () => uid, 2);
    const [a, b, c] = [fakeRead(), fakeRead(), fakeRead()];
    reads.listen('a', a.start, { next: () => undefined })();
    const leaveB = reads.listen('b', b.start, { next: () => undefined });
    reads.listen('c', c.start, { next: () => undefined })();
    // b is still shown: only a and c are kept, within the limit.
    expect([a.stops, b.stops, c.stops]).toEqual([0, 0, 0]);
    leaveB();
    expect([a.stops, b.stops, c.stops]).toEqual([1, 0, 0]);
    expect(reads.openCount()).toBe(2);
    // Coming back to c: the same read, taken out of the kept ones.
    reads.listen('c', c.start, { next: () => undefined });
    expect(c.starts).toBe(1);
    expect(reads.openCount()).toBe(2);
  });

  it('lends nothing to another user: their reads end as the next one reads', () => {
    const reads = sharedLiveReads(60_000, () => uid);
    const read = fakeRead();
    reads.listen('firms/f1/cases', read.start, { next: () => undefined })();
    read.next('the first user’s dossiers');
    uid = 'u2';
    const seen: string[] = [];
    reads.listen('firms/f1/cases', read.start, { next: (snapshot) => seen.push(snapshot) });
    expect(read.stops).toBe(1);
    expect(read.starts).toBe(2);
    expect(seen).toEqual([]);
  });

  it('a read still shown is not ended by another user’s (read before the session was known): each has their own', () => {
    const reads = sharedLiveReads(60_000, () => uid);
    const read = fakeRead();
    uid = undefined;
    const before: string[] = [];
    reads.listen('q', read.start, { next: (snapshot) => before.push(snapshot) });
    uid = 'u1';
    const after: string[] = [];
    reads.listen('q', read.start, { next: (snapshot) => after.push(snapshot) });
    expect([read.starts, read.stops]).toEqual([2, 0]);
    read.next('answer');
    expect(after).toEqual(['answer']);
  });

  it('a failed read is over: its screens hear it, the next one starts it again', () => {
    const reads = sharedLiveReads(60_000, () => uid);
    const read = fakeRead();
    const errors: string[] = [];
    const leave = reads.listen('q', read.start, { next: () => undefined, error: (error) => errors.push(error.code) });
    read.error(new DataError('permission-denied', 'Accès refusé.'));
    expect(errors).toEqual(['permission-denied']);
    leave();
    expect(reads.openCount()).toBe(0);
    reads.listen('q', read.start, { next: () => undefined });
    expect(read.starts).toBe(2);
  });

  it('with no time to keep, each screen has its own read, ended as it leaves', () => {
    const reads = sharedLiveReads(0, () => uid);
    const read = fakeRead();
    const leave = reads.listen('q', read.start, { next: () => undefined });
    reads.listen('q', read.start, { next: () => undefined });
    expect(read.starts).toBe(2);
    leave();
    expect(read.stops).toBe(1);
  });
});
