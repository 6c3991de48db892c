/**
 * Fair order (RIN art. 10: no paid ranking): equal matches are shown in an order drawn once a
 * day. Each profile gets a rank from a hash of its id and the day, so the order is stable within
 * the day, changes the next day, and does not depend on the order the data arrived in.
 */

/** 32-bit FNV-1a, then a final avalanche (murmur3 fmix). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The rank of an item for a day (`YYYY-MM-DD`): lower comes first. */
export function dailyRank({ id, day }: { id: string; day: string }): number {
  return hash32(`${day}|${id}`);
}

/** A copy of `items` in the day's fair order (ties broken by id, so the result is total). */
export function fairDailyOrder<T>({
  items,
  day,
  idOf,
}: {
  items: readonly T[];
  day: string;
  idOf: (item: T) => string;
}) {
  return items
    .map((item) => ({ item, id: idOf(item), rank: dailyRank({ id: idOf(item), day }) }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) => entry.item);
}
