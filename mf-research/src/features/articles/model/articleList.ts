/** Merging search hits of the library and the cabinet, filters by area and tag. */
import { collator } from 'shared-ui';
import type { LibraryArticle } from './article.ts';
import type { SearchHit } from './search.ts';

export type ArticleResult = { article: LibraryArticle; terms: string[]; score: number };

export function mergeResults({
  articles,
  hits,
  query,
  area,
  tag,
}: {
  articles: readonly LibraryArticle[];
  hits: readonly SearchHit[];
  query: string;
  area: string;
  tag: string;
}): ArticleResult[] {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const pass = (article: LibraryArticle) => (!area || article.area === area) && (!tag || article.tags.includes(tag));
  if (!query.trim())
    return articles
      .filter(pass)
      .sort((a, b) => b.date.localeCompare(a.date) || collator.compare(a.title, b.title))
      .map((article) => ({ article, terms: [], score: 0 }));
  return [...hits]
    .sort((a, b) => b.score - a.score)
    .flatMap((hit) => {
      const article = bySlug.get(hit.slug);
      return article && pass(article) ? [{ article, terms: hit.terms, score: hit.score }] : [];
    });
}

export function facets(articles: readonly LibraryArticle[]) {
  return {
    areas: [...new Set(articles.map((a) => a.area))].sort(collator.compare),
    tags: [...new Set(articles.flatMap((a) => a.tags))].sort(collator.compare),
  };
}
