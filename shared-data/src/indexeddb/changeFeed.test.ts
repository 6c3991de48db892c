import { eventually } from '../testing/contract.ts';
import { createChangeFeed } from './changeFeed.ts';

let counter = 0;
const freshName = () => `feed-${Date.now()}-${counter++}`;
const PATH = 'firms/f1/tasks/a';

/** A listener on PATH whose result is `source.value`; counts its computations. */
function listen(feed: ReturnType<typeof createChangeFeed>) {
  const source = { value: 'v1', fail: false, computed: 0, delivered: [] as string[], errors: [] as string[] };
  const unsubscribe = feed.subscribe(
    (changed) => changed.includes(PATH),
    async () => {
      source.computed += 1;
      if (source.fail) throw Object.assign(new Error('refusé'), { code: 'permission-denied' });
      return { signature: source.value, value: source.value };
    },
    (value) => source.delivered.push(value),
    (error) => source.errors.push(error.code),
  );
  return { source, unsubscribe };
}

describe('createChangeFeed', () => {
  it('delivers the first result, then only results that changed (changes during a computation coalesce)', async () => {
    const feed = createChangeFeed(freshName(), () => undefined);
    const { source } = listen(feed);
    await eventually(() => expect(source.delivered).toEqual(['v1']));
    feed.notify([PATH]); // computes v1 again: nothing to deliver
    source.value = 'v2';
    feed.notify([PATH]);
    await eventually(() => expect(source.delivered).toEqual(['v1', 'v2']));
    feed.close();
  });

  it('computes again only for changes that affect the listener, and for a reset', async () => {
    const feed = createChangeFeed(freshName(), () => undefined);
    const { source } = listen(feed);
    await eventually(() => expect(source.delivered).toEqual(['v1']));
    feed.notify(['firms/f1/tasks/b']);
    feed.notify([]);
    expect(source.computed).toBe(1);
    feed.notify('all');
    expect(source.computed).toBe(2);
    feed.close();
  });

  it('cancels a listener after reporting its error once, as a DataError', async () => {
    const feed = createChangeFeed(freshName(), () => undefined);
    const { source } = listen(feed);
    await eventually(() => expect(source.delivered).toEqual(['v1']));
    source.fail = true;
    feed.notify([PATH]);
    await eventually(() => expect(source.errors).toEqual(['permission-denied']));
    feed.notify([PATH]);
    expect(source.computed).toBe(2);
    expect(source.errors).toEqual(['permission-denied']);
    feed.close();
  });

  it('stops computing a listener once unsubscribed', async () => {
    const feed = createChangeFeed(freshName(), () => undefined);
    const first = listen(feed);
    const second = listen(feed);
    await eventually(() => expect(second.source.delivered).toEqual(['v1']));
    first.unsubscribe();
    feed.notify([PATH]);
    expect([first.source.computed, second.source.computed]).toEqual([1, 2]);
    feed.close();
  });

  it('hears another tab’s commits: fromOtherTab first (the cache drops), then its listeners compute', async () => {
    // The jest setup gives jsdom Node's BroadcastChannel (the browser's semantics).
    const name = freshName();
    const heard: { changed: unknown; computedBefore: number }[] = [];
    let listener: ReturnType<typeof listen> | undefined;
    const tabA = createChangeFeed(name, () => undefined);
    const tabB = createChangeFeed(name, (changed) =>
      heard.push({ changed, computedBefore: listener!.source.computed }),
    );
    try {
      listener = listen(tabB);
      const { source } = listener;
      await eventually(() => expect(source.delivered).toEqual(['v1']));
      source.value = 'v2';
      tabA.notify([PATH]);
      await eventually(() => expect(source.delivered).toEqual(['v1', 'v2']));
      expect(heard).toEqual([{ changed: [PATH], computedBefore: 1 }]);
    } finally {
      tabA.close();
      tabB.close();
    }
  });
});
