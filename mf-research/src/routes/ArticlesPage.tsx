import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  formatDate,
  Select,
  ShowMore,
  TextField,
  useUrlFilters,
  todayIso,
  Link,
  useNavigate,
  LoadError,
  Loading,
} from 'shared-ui';
import styles from '../components/layout.ts';
import { ArticleForm } from '../features/articles/components/ArticleForm.tsx';
import { Highlighted } from '../features/articles/components/Highlighted.tsx';
import { createArticle } from '../features/articles/api/articleActions.ts';
import {
  useArticleIndexes,
  useCabinetArticles,
  useCabinetArticlesForSearch,
  useLibrary,
} from '../features/articles/hooks/useArticles.ts';
import { emptyArticleForm } from '../features/articles/model/articleForm.ts';
import { facets, mergeResults } from '../features/articles/model/articleList.ts';
import { excerpt, searchArticles } from '../features/articles/model/search.ts';
import { useWorkContext } from 'shared-data';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';

const DEFAULTS = { q: '', domaine: '', etiquette: '' };

/** /app/research/articles — the practice-articles library with French full-text search. */
export function ArticlesPage() {
  const work = useWorkContext();
  const navigate = useNavigate();
  const lookups = useLookups(work.firmId);
  const library = useLibrary();
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const [creating, setCreating] = useState(false);
  const query = useDeferredValue(filters.q);
  // The cabinet's articles of the domain and tag chosen, a page at a time; a full-text search
  // looks through all its published ones, read when the user searches.
  const cabinet = useCabinetArticles(work.firmId, work.uid, { area: filters.domaine, tag: filters.etiquette });
  const searchable = useCabinetArticlesForSearch(work.firmId, Boolean(query.trim()));
  const cabinetArticles = useMemo(
    () =>
      query.trim() && searchable
        ? [...cabinet.articles.filter((article) => !article.published), ...searchable]
        : cabinet.articles,
    [query, searchable, cabinet.articles],
  );
  const indexes = useArticleIndexes(library.articles, cabinetArticles);
  const all = useMemo(() => [...cabinetArticles, ...library.articles], [cabinetArticles, library.articles]);
  const { areas, tags } = useMemo(() => {
    // The domain and tag chosen stay offered whatever the articles read so far.
    const found = facets(all);
    const keep = (list: string[], chosen: string) => (chosen && !list.includes(chosen) ? [chosen, ...list] : list);
    return { areas: keep(found.areas, filters.domaine), tags: keep(found.tags, filters.etiquette) };
  }, [all, filters.domaine, filters.etiquette]);
  const results = useMemo(() => {
    const hits = [...(indexes.base ? searchArticles(indexes.base, query) : []), ...searchArticles(indexes.own, query)];
    return mergeResults({ articles: all, hits, query, area: filters.domaine, tag: filters.etiquette });
  }, [indexes.base, indexes.own, query, all, filters.domaine, filters.etiquette]);

  if (work.loading || library.loading) return <Loading label="Chargement des articles…" />;
  if (library.error) return <LoadError message={library.error} />;
  const filtered = Boolean(filters.q || filters.domaine || filters.etiquette);
  // The library's, the user's drafts, and the cabinet's published ones as counted (not only read).
  const published = cabinet.published;
  const known = query.trim()
    ? all.length
    : all.length - published.data.length + Math.max(published.total ?? 0, published.data.length);
  const searching = Boolean(query.trim()) && !indexes.ready;

  return (
    <section aria-labelledby="articles-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Recherche</p>
          <h1 id="articles-title">Articles</h1>
        </div>
        {work.firmId && work.uid ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            Nouvel article
          </Button>
        ) : null}
      </header>

      {work.firmId && work.uid ? (
        <Dialog open={creating} title="Nouvel article du cabinet" onClose={() => setCreating(false)}>
          <ArticleForm
            initialValues={emptyArticleForm()}
            submitLabel="Enregistrer l’article"
            onCancel={() => setCreating(false)}
            onSave={async (values) => {
              const firmId = work.firmId as string;
              const uid = work.uid as string;
              const slug = await createArticle({
                firmId,
                uid,
                author: lookups.memberNames[uid] ?? 'Cabinet',
                values,
                today: todayIso(),
              });
              toast.success(values.published ? 'Article publié pour l’équipe.' : 'Brouillon enregistré.');
              setCreating(false);
              navigate(`/app/research/articles/${slug}`);
            }}
          />
        </Dialog>
      ) : null}

      <search className={styles.toolbar} aria-label="Rechercher dans les articles">
        <TextField
          label="Rechercher"
          type="search"
          placeholder="Ex. delai d’appel, honoraires, prescription…"
          value={filters.q}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
        <Select
          label="Domaine"
          placeholder="Tous les domaines"
          options={areas}
          value={filters.domaine}
          onChange={(event) => setFilters({ domaine: event.target.value })}
        />
        <Select
          label="Étiquette"
          placeholder="Toutes les étiquettes"
          options={tags}
          value={filters.etiquette}
          onChange={(event) => setFilters({ etiquette: event.target.value })}
        />
      </search>
      {cabinet.error ? <p className={styles.warning}>{cabinet.error}</p> : null}
      <p className={styles.count} role="status" data-testid="articles-count">
        {searching
          ? 'Préparation de la recherche…'
          : `${results.length} article${results.length > 1 ? 's' : ''} sur ${known}`}
      </p>
      {results.length === 0 && !searching ? (
        filtered ? (
          <EmptyState
            title="Aucun article ne correspond"
            action={
              <Button onClick={() => setFilters({ q: '', domaine: '', etiquette: '' })}>Effacer la recherche</Button>
            }
          >
            Essayez un autre mot, ou retirez un filtre.
          </EmptyState>
        ) : (
          <EmptyState title="Aucun article pour le moment">La bibliothèque est vide.</EmptyState>
        )
      ) : (
        <ol className={styles.cards} aria-label="Articles">
          {results.map(({ article, terms }) => (
            <li key={`${article.origin}-${article.slug}`} className={styles.card} data-article={article.slug}>
              <h2>
                <Link to={`/app/research/articles/${article.slug}`}>
                  <Highlighted text={article.title} terms={terms} />
                </Link>
              </h2>
              <p>
                <Badge tone={article.origin === 'cabinet' ? 'info' : 'neutral'}>
                  {article.origin === 'cabinet' ? (article.published ? 'Cabinet' : 'Brouillon') : 'Prétoire'}
                </Badge>{' '}
                {article.area} · {formatDate(article.date)} · {article.author}
              </p>
              <p>
                <Highlighted text={terms.length ? excerpt(article.body, terms) : article.summary} terms={terms} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {query.trim() || cabinet.published.data.length === 0 ? null : (
        <ShowMore
          shown={cabinet.published.data.length}
          total={cabinet.published.total}
          hasMore={cabinet.published.hasMore}
          loadingMore={cabinet.published.loadingMore}
          onMore={cabinet.published.loadMore}
          noun={{ one: 'article du cabinet', many: 'articles du cabinet' }}
          of="d’articles du cabinet"
        />
      )}
    </section>
  );
}
