import type { LocalRow } from '../localDatabase.ts';
import { paths } from '../paths.ts';
import { createCollectionCache } from './collectionCache.ts';
import { openConnection } from './connection.ts';

let counter = 0;
const tasks = paths.tasks('f1');
const row = (id: string, title: string): LocalRow => ({
  path: paths.task('f1', id),
  parent: tasks,
  id,
  data: { title },
  stamp: `${id}-${title}`,
});
const titles = (rows: LocalRow[]) => rows.map((r) => r.data.title).sort();

/** A cache over a fresh database holding task `a` (and a client), and the transactions the cache opens. */
async function setup() {
  const connection = openConnection(`cache-${Date.now()}-${counter++}`);
  await connection.putRow('docs', row('a', 'A'));
  await connection.putRow('docs', { ...row('x', 'X'), path: paths.client('f1', 'x'), parent: paths.clients('f1') });
  const reads = jest.spyOn(connection, 'inTransaction');
  return { connection, cache: createCollectionCache(connection), reads };
}

describe('createCollectionCache', () => {
  it('reads a collection once (only its rows), then answers from the copy', async () => {
    const { connection, cache, reads } = await setup();
    expect(titles(await cache.load(tasks))).toEqual(['A']);
    expect(titles(await cache.load(tasks))).toEqual(['A']);
    expect(reads).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('applies our commits to the copy: written rows replace, deleted ones go', async () => {
    const { connection, cache, reads } = await setup();
    await cache.load(tasks);
    cache.apply(new Map([[paths.task('f1', 'b'), row('b', 'B')]]));
    cache.apply(
      new Map<string, LocalRow | null>([
        [paths.task('f1', 'a'), null],
        [paths.task('f1', 'b'), row('b', 'B2')],
      ]),
    );
    expect(titles(await cache.load(tasks))).toEqual(['B2']);
    expect(reads).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('forgets a collection changed elsewhere (or everything): the next load reads the database', async () => {
    const { connection, cache, reads } = await setup();
    await cache.load(tasks);
    await connection.putRow('docs', row('c', 'C'));
    cache.forget([paths.task('f1', 'c')]);
    expect(titles(await cache.load(tasks))).toEqual(['A', 'C']);
    await connection.putRow('docs', row('d', 'D'));
    cache.forget('all');
    expect(titles(await cache.load(tasks))).toEqual(['A', 'C', 'D']);
    expect(reads).toHaveBeenCalledTimes(3);
    connection.close();
  });

  it('does not keep a load that a commit to its collection overtook', async () => {
    const { connection, cache, reads } = await setup();
    const racing = cache.load(tasks);
    cache.apply(new Map([[paths.task('f1', 'b'), row('b', 'B')]]));
    expect(titles(await racing)).toEqual(['A']);
    await cache.load(tasks);
    expect(reads).toHaveBeenCalledTimes(2);
    connection.close();
  });
});
