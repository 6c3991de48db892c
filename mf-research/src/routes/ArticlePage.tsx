import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf, useWorkContext } from 'shared-data';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  formatDate,
  Link,
  useNavigate,
  useParams,
  LoadError,
  Loading,
} from 'shared-ui';
import { ArticleNotFound } from '../features/articles/components/ArticleNotFound.tsx';
import styles from '../components/layout.ts';
import { ArticleForm } from '../features/articles/components/ArticleForm.tsx';
import { deleteArticle, setArticlePublished, updateArticle } from '../features/articles/api/articleActions.ts';
import { useCabinetArticle, useLibrary } from '../features/articles/hooks/useArticles.ts';
import { fromArticle } from '../features/articles/model/articleForm.ts';
import { MarkdownView } from '../features/research/components/MarkdownView.tsx';

/** /app/research/articles/{slug} — one article, rendered from Markdown through DOMPurify. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const work = useWorkContext();
  const navigate = useNavigate();
  const library = useLibrary();
  // The cabinet's article of this slug only (one read), not the cabinet's articles.
  const cabinet = useCabinetArticle(work.firmId, work.uid, slug);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const article = library.articles.find((a) => a.slug === slug) ?? cabinet.article;
  if (!article && (work.loading || library.loading || cabinet.loading))
    return <Loading label="Chargement de l’article…" />;
  if (!article && library.error) return <LoadError message={library.error} />;
  if (!article) return <ArticleNotFound />;
  const own =
    article.origin === 'cabinet' && article.id && work.firmId ? { firmId: work.firmId, id: article.id } : null;

  return (
    <article aria-labelledby="article-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>
            <Link to="/app/research/articles">Articles</Link> · {article.area}
          </p>
          <h1 id="article-title">{article.title}</h1>
          <p className={styles.muted}>
            <Badge tone={own ? 'info' : 'neutral'}>
              {own ? (article.published ? 'Cabinet' : 'Brouillon') : 'Prétoire'}
            </Badge>{' '}
            {article.author} · {formatDate(article.date)}
          </p>
        </div>
        {own ? (
          <div className={styles.actions}>
            <Button onClick={() => setEditing(true)}>Modifier</Button>
            <Button
              onClick={async () => {
                try {
                  await setArticlePublished({ ...own, published: !article.published });
                  toast.success(article.published ? 'Article retiré de l’équipe.' : 'Article publié pour l’équipe.');
                } catch (error) {
                  toast.error(messageOf(error));
                }
              }}
            >
              {article.published ? 'Dépublier' : 'Publier pour l’équipe'}
            </Button>
            <Button onClick={() => setDeleting(true)}>Supprimer</Button>
          </div>
        ) : null}
      </header>
      {article.summary ? <p className={styles.lead}>{article.summary}</p> : null}
      <MarkdownView markdown={article.body} />
      {article.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Étiquettes">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/app/research/articles?etiquette=${encodeURIComponent(tag)}`}>{tag}</Link>
            </li>
          ))}
        </ul>
      ) : null}

      {own ? (
        <>
          <Dialog open={editing} title="Modifier l’article" onClose={() => setEditing(false)}>
            <ArticleForm
              initialValues={fromArticle(article)}
              submitLabel="Enregistrer"
              onCancel={() => setEditing(false)}
              onSave={async (values) => {
                await updateArticle({ ...own, values });
                toast.success('Article enregistré.');
                setEditing(false);
              }}
            />
          </Dialog>
          <ConfirmDialog
            open={deleting}
            title="Supprimer cet article ?"
            confirmLabel="Supprimer"
            destructive
            onCancel={() => setDeleting(false)}
            onConfirm={async () => {
              setDeleting(false);
              try {
                await deleteArticle(own);
                toast.success('Article supprimé.');
                navigate('/app/research/articles');
              } catch (error) {
                toast.error(messageOf(error));
              }
            }}
          >
            « {article.title} » ne sera plus visible par l’équipe.
          </ConfirmDialog>
        </>
      ) : null}
    </article>
  );
}
