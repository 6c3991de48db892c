/**
 * What the tests that bound a screen's reads share: render the screen and count what it reads
 * until it shows what it needs every read for, count a query without reading it, seed many
 * documents quickly, and a count as the screen writes it.
 */
import type { ReactElement } from 'react';
import { getDataStore } from '../init.ts';
import type { WhereClause } from '../port.ts';
import { installReadCounter, type ReadCounter } from '../readCounter.ts';
import { renderRoute } from './render.tsx';

/** Renders `element` at `url` and counts what it reads until `ready` (what it shows last needs every read). */
export async function readsOfScreen(
  path: string,
  url: string,
  element: ReactElement,
  ready: () => Promise<unknown>,
): Promise<ReadCounter> {
  const reads = installReadCounter();
  reads.reset();
  renderRoute(path, url, element);
  await ready();
  return reads;
}

/** How many documents a query selects (an aggregation: nothing read into the test). */
export async function countOf(collection: string, where: WhereClause[] = []): Promise<number> {
  return (await getDataStore().aggregate({ collection, where, count: true })).count ?? 0;
}

/** `count` documents, the i-th written by `write(i)` (path, data), in transactions of a hundred. */
export async function seedMany(count: number, write: (i: number) => [string, Record<string, unknown>]): Promise<void> {
  for (let start = 0; start < count; start += 100)
    await getDataStore().runTransaction(async (tx) => {
      for (let i = start; i < Math.min(count, start + 100); i += 1) tx.set(...write(i));
    });
}

/** A count as a screen writes it (fr-FR groups thousands; the text matcher sees a plain space). */
export const frenchCount = (value: number): string => new Intl.NumberFormat('fr-FR').format(value).replace(/\s/g, ' ');
