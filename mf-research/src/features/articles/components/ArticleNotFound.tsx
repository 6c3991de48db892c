import { Link, useLocation } from 'shared-ui';

/** An article slug that does not exist: the seed's 404 (§8), « Page Not Found: {path} », and the way back. */
export function ArticleNotFound() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="page-not-found-title" data-status="404">
      <h1 id="page-not-found-title">Page Not Found: {pathname}</h1>
      <p>Cette page n’existe pas. L’adresse est peut-être mal saisie, ou l’article a été retiré.</p>
      <p>
        <Link to="/app/research/articles">Retour aux articles</Link>
      </p>
    </section>
  );
}
