/**
 * The articles: the shipped library (a separate chunk, loaded on the articles routes only, then
 * cached) and the cabinet's own articles (live). The search index is built lazily, once, off the
 * critical path (idle time), and cached for the session.
 */
import { useEffect, useMemo, useState } from 'react';
import { type Article, getDataStore, paths, useCollection } from 'shared-data';
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

/** The cabinet's articles the user may see: published ones, and their own drafts. */
export function useCabinetArticles(firmId: string | null, uid: string | null) {
  const result = useCollection<Article>(firmId ? { collection: paths.articles(firmId) } : null);
  const articles = useMemo(
    () =>
      result.data
        .filter((article) => article.published || article.createdBy === uid)
        .map(
          (article): LibraryArticle => ({
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
          }),
        ),
    [result.data, uid],
  );
  return { articles, loading: result.loading, error: result.error };
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
