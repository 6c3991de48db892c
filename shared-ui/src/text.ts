import { matchesWords, normalizeSearchText } from 'shared-data/search';
import { atFirstUse } from './atFirstUse.ts';

/** True when every word appears in the haystack (a precomputed searchKey): shared-data's rule. */
export { matchesWords };

/**
 * Search keys for every list filter of every area: lower case, no accents, apostrophes and
 * hyphens as spaces, single spaces. Rows compute their key once; a query is split once per
 * keystroke, not once per row. The one normalization of Prétoire: the search tokens the backend
 * stores (shared-data/search) are made with it, so what a list filters and what it asks agree.
 */
export function searchKey(value: string): string {
  return normalizeSearchText(value);
}

/** The words of a query, normalised once per keystroke (not once per row). */
export function queryWords(query: string): string[] {
  return searchKey(query).split(' ').filter(Boolean);
}

/** True when every word of the query appears in the haystack (a precomputed searchKey). */
export function matchesQuery(haystack: string, query: string): boolean {
  return matchesWords(haystack, queryWords(query));
}

const frenchCollator = atFirstUse(() => new Intl.Collator('fr', { sensitivity: 'base', numeric: true }));

/**
 * French collation for sorting names and titles ("é" with "e", "10" after "9"). The Intl.Collator
 * behind it is created at the first comparison (atFirstUse.ts): this module starts with every page.
 */
export const collator: Pick<Intl.Collator, 'compare'> = {
  compare: (a, b) => frenchCollator().compare(a, b),
};
