/**
 * French full-text search over the articles (MiniSearch): accents folded, a light French
 * stemmer (plurals, common suffixes), prefix matching while typing and typo tolerance.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { LibraryArticle } from './article.ts';

export function foldAccents(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces dans de des du elle en et eux il je la le les leur lui ma mais me meme mes moi mon ne ' +
    'nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous ' +
    'c d j l m n s t y est sont ete etre avoir a ont cette cet'
  ).split(' '),
);

/** Light French stemming: enough for plural/singular and the usual noun/adjective endings. */
export function stemFr(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('aux') && w.length > 4) w = `${w.slice(0, -3)}al`;
  else if (w.endsWith('eaux')) w = w.slice(0, -1);
  else if (/[sx]$/.test(w) && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of [
    'issements',
    'issement',
    'ements',
    'ement',
    'ations',
    'ation',
    'ances',
    'ance',
    'ences',
    'ence',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length);
  }
  for (const suffix of ['elles', 'elle', 'iques', 'ique', 'euses', 'euse', 'eurs', 'eur', 'ees', 'ee', 'es', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length);
  }
  return w;
}

/** Index and query terms: folded, elided (l', d'…), stop words out, stemmed. */
export function processTerm(term: string): string | null {
  const cached = TERM_CACHE.get(term);
  if (cached !== undefined) return cached;
  const folded = foldAccents(term).replace(/^[a-z]['’]/, '');
  const result = !folded || STOP_WORDS.has(folded) ? null : stemFr(folded);
  if (TERM_CACHE.size > 50_000) TERM_CACHE.clear();
  TERM_CACHE.set(term, result);
  return result;
}

/** A language's vocabulary is small: each distinct word is folded and stemmed once. */
const TERM_CACHE = new Map<string, string | null>();

const tokenize = (text: string) =>
  text
    .split(/[^\p{L}\p{N}'’]+/u)
    .flatMap((t) => t.split(/['’]/))
    .filter(Boolean);

export type ArticleIndex = MiniSearch<LibraryArticle>;

export function buildArticleIndex(articles: readonly LibraryArticle[]): ArticleIndex {
  const index = new MiniSearch<LibraryArticle>({
    idField: 'slug',
    fields: ['title', 'summary', 'tagsText', 'area', 'body'],
    storeFields: ['slug'],
    extractField: (doc, field) =>
      field === 'tagsText' ? doc.tags.join(' ') : String((doc as Record<string, unknown>)[field] ?? ''),
    tokenize,
    processTerm,
  });
  index.addAll(articles as LibraryArticle[]);
  return index;
}

/** One typo (edit) from 4 letters, two from 9: wider fuzziness costs time and brings noise. */
const FUZZY = (term: string) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : 0);

export type SearchHit = { slug: string; score: number; terms: string[] };

export function searchArticles(index: ArticleIndex, query: string): SearchHit[] {
  if (!query.trim()) return [];
  const results: SearchResult[] = index.search(query, {
    boost: { title: 4, tagsText: 2.5, summary: 2, area: 1.5, body: 1 },
    prefix: (term) => term.length >= 3,
    fuzzy: FUZZY,
    combineWith: 'AND',
  });
  // Every word must match (AND); when nothing does, fall back to any word (OR), ranked.
  const hits = results.length
    ? results
    : index.search(query, {
        boost: { title: 4, tagsText: 2.5, summary: 2, area: 1.5, body: 1 },
        prefix: (term) => term.length >= 3,
        fuzzy: FUZZY,
        combineWith: 'OR',
      });
  return hits.map((hit) => ({ slug: String(hit.id), score: hit.score, terms: hit.terms }));
}

export type Segment = { text: string; match: boolean };

/**
 * Splits a text into segments, marking the words whose folded stem matches one of the matched
 * index terms (MiniSearch returns the index's terms, already folded and stemmed).
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  if (terms.length === 0) return [{ text, match: false }];
  const wanted = new Set(terms);
  const segments: Segment[] = [];
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  for (const part of parts) {
    if (!part) continue;
    const stem = /^[\p{L}\p{N}]+$/u.test(part) ? processTerm(part) : null;
    const match = !!stem && wanted.has(stem);
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  }
  return segments;
}

/** A short excerpt of the body around the first matching word (plain text, no Markdown). */
export function excerpt(markdown: string, terms: readonly string[], length = 220): string {
  const plain = markdown
    .replace(/^#+\s*/gm, '')
    .replace(/[*_>`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const wanted = new Set(terms);
  let position = 0;
  const words = plain.matchAll(/[\p{L}\p{N}]+/gu);
  for (const word of words) {
    const stem = processTerm(word[0]);
    if (stem && wanted.has(stem)) {
      position = word.index ?? 0;
      break;
    }
  }
  const start = Math.max(0, position - 60);
  const cut = plain.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${cut}${start + length < plain.length ? '…' : ''}`;
}
