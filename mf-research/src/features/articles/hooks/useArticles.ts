/**
 * The articles: the shipped library (a separate chunk, loaded on the articles routes only, then
 * cached) and the cabinet's own articles (live, a page at a time). The search index is built
 * lazily, once, off the critical path (idle time), and cached for the session.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  type Article,
  getDataStore,
  type PagedList,
  paths,
  type Query,
  queryInPages,
  useCollection,
  usePagedList,
  type WithId,
} from 'shared-data';
import type { LibraryArticle } from '../model/article.ts';
import { type ArticleIndex, buildArticleIndex } from '../model/search.ts';

let libraryPromise: Promise<LibraryArticle[]> | null = null;
let libraryIndex: { articles: LibraryArticle[]; index: ArticleIndex } | null = null;

export function loadLibrary(): Promise<LibraryArticle[]> {
  libraryPromise ??= import(/* webpackChunkName: "articles-library" */ '../content/library.generated.ts').then(
    (module) => module.LIBRARY.map((article) => ({ ...article, origin: 'bibliotheque' as const })),
  );
  libraryPromise.catch(() => {
    libraryPromise = null;
  });
  return libraryPromise;
}

export function useLibrary(): { articles: LibraryArticle[]; loading: boolean; error: string | null } {
  const [state, setState] = useState<{ articles: LibraryArticle[]; loading: boolean; error: string | null }>({
    articles: [],
    loading: true,
    error: null,
  });
  useEffect(() => {
    let live = true;
    loadLibrary().then(
      (articles) => live && setState({ articles, loading: false, error: null }),
      () =>
        live &&
        setState({
          articles: [],
          loading: false,
          error: 'La bibliothèque d’articles n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const toLibraryArticle = (article: WithId<Article>): LibraryArticle => ({
  slug: article.slug,
  title: article.title,
  summary: article.summary,
  body: article.body,
  area: article.area,
  date: article.date,
  author: article.author,
  tags: article.tags,
  origin: 'cabinet',
  id: article.id,
  published: article.published,
});

/** The filters the backend serves on the cabinet's articles: its domain, a tag ('' for any). */
export type ArticleFilters = { area: string; tag: string };

/**
 * The cabinet's published articles of the filters, newest first (indexes `articles (published,
 * area, date DESC)` and `(published, tags CONTAINS, date DESC)`, merged when both are set).
 */
export function publishedArticles(firmId: string, filters: ArticleFilters): Query {
  return {
    collection: paths.articles(firmId),
    where: [
      { field: 'published', op: '==', value: true },
      ...(filters.area ? [{ field: 'area', op: '==' as const, value: filters.area }] : []),
      ...(filters.tag ? [{ field: 'tags', op: 'array-contains' as const, value: filters.tag }] : []),
    ],
    orderBy: [{ field: 'date', direction: 'desc' }],
  };
}

/**
 * The cabinet's articles the user may see, never the cabinet's years of articles at once: the
 * published ones a page at a time (live), and the user's own drafts (a handful; equality filters).
 */
export function useCabinetArticles(
  firmId: string | null,
  uid: string | null,
  filters: ArticleFilters = { area: '', tag: '' },
): { articles: LibraryArticle[]; loading: boolean; error: string | null; published: PagedList<Article> } {
  const published = usePagedList<Article>(firmId ? publishedArticles(firmId, filters) : null);
  const drafts = useCollection<Article>(
    firmId && uid
      ? {
          collection: paths.articles(firmId),
          where: [
            { field: 'createdBy', op: '==', value: uid },
            { field: 'published', op: '==', value: false },
          ],
        }
      : null,
  );
  const articles = useMemo(
    () => [...drafts.data, ...published.data].map(toLibraryArticle),
    [drafts.data, published.data],
  );
  return {
    articles,
    loading: published.loading || drafts.loading,
    error: published.error ?? drafts.error,
    published,
  };
}

/** One cabinet article by its slug (one read), if the user may see it: published, or their own draft. */
export function useCabinetArticle(firmId: string | null, uid: string | null, slug: string) {
  const found = useCollection<Article>(
    firmId && slug
      ? { collection: paths.articles(firmId), where: [{ field: 'slug', op: '==', value: slug }], limit: 1 }
      : null,
  );
  const article = found.data.find((a) => a.published || a.createdBy === uid);
  return { article: article ? toLibraryArticle(article) : null, loading: found.loading, error: found.error };
}

/**
 * What a full-text search looks through besides the library: every published article of the
 * cabinet, read in pages once the user searches (French stemming and typo tolerance run here, not
 * in the backend) — never for the list's first view. Kept for the page's life, not live.
 */
export function useCabinetArticlesForSearch(firmId: string | null, searching: boolean) {
  const [state, setState] = useState<{ firmId: string | null; articles: LibraryArticle[] | null }>({
    firmId: null,
    articles: null,
  });
  const known = state.firmId === firmId ? state.articles : null;
  useEffect(() => {
    if (!firmId || !searching || known) return undefined;
    let live = true;
    queryInPages<Article>(getDataStore(), publishedArticles(firmId, { area: '', tag: '' })).then(
      (all) => live && setState({ firmId, articles: all.map(toLibraryArticle) }),
      // Unreadable: the search goes through the articles already shown.
      () => live && setState({ firmId, articles: [] }),
    );
    return () => {
      live = false;
    };
  }, [firmId, searching, known]);
  return known;
}

const idle = (work: () => void) => {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(work, { timeout: 300 });
  else setTimeout(work, 0);
};

/** The library's index (built once, cached) and the cabinet's (small, rebuilt when it changes). */
export function useArticleIndexes(library: LibraryArticle[], cabinet: LibraryArticle[]) {
  const [base, setBase] = useState<ArticleIndex | null>(libraryIndex?.articles === library ? libraryIndex.index : null);
  useEffect(() => {
    if (library.length === 0) return;
    if (libraryIndex?.articles === library) {
      setBase(libraryIndex.index);
      return;
    }
    let live = true;
    idle(() => {
      libraryIndex = { articles: library, index: buildArticleIndex(library) };
      if (live) setBase(libraryIndex.index);
    });
    return () => {
      live = false;
    };
  }, [library]);
  const own = useMemo(() => buildArticleIndex(cabinet), [cabinet]);
  return { base, own, ready: base !== null || library.length === 0 };
}

/** Writes of the cabinet's articles. */
export async function slugTaken({ firmId, slug, exceptId }: { firmId: string; slug: string; exceptId?: string }) {
  const library = await loadLibrary();
  if (library.some((article) => article.slug === slug)) return true;
  const found = await getDataStore().query<Article>({
    collection: paths.articles(firmId),
    where: [{ field: 'slug', op: '==', value: slug }],
  });
  return found.docs.some((doc) => doc.id !== exceptId);
}
