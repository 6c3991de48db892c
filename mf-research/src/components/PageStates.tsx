import { Link, RecordNotFound, useLocation } from 'shared-ui';

export { Loading, LoadError } from 'shared-ui';

/** A research file that does not exist or belongs to another cabinet. */
export function NotFound() {
  return (
    <RecordNotFound
      title="Fiche de recherche introuvable"
      what="Cette fiche"
      kind="fiche"
      back={{ to: '/app/research', label: 'Retour aux fiches de recherche' }}
    />
  );
}

/** The seed's 404 (§8): "Page Not Found: {path}" — e.g. an article slug that does not exist. */
export function PageNotFound() {
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
