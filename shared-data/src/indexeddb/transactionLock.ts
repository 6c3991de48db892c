/**
 * Transactions are serialized: Web Locks across the tabs sharing the database when the browser
 * has them, a queue in this page otherwise.
 */
export function createTransactionLock(name: string): <R>(work: () => Promise<R>) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  return <R>(work: () => Promise<R>): Promise<R> => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (locks) return locks.request(`pretoire-data-tx:${name}`, work) as Promise<R>;
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
}
