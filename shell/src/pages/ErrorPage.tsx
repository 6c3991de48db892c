import { useEffect, useState } from 'react';

/**
 * Whether the visitor is a crawler; null until known. isbot (its list of crawlers) is fetched only
 * when an error page is shown, not with every page; if it cannot load, a person is assumed.
 */
function useIsBot(): boolean | null {
  const [bot, setBot] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    import('isbot')
      .then(
        ({ isbot }) => isbot(navigator.userAgent),
        () => false,
      )
      .then((value) => {
        if (active) setBot(value);
      });
    return () => {
      active = false;
    };
  }, []);
  return bot;
}

export type ErrorPageProps = {
  status: number;
  /** A validation step's own message; the default is the seed's wording. */
  message?: string;
};

/** Seed §8: a 404 shows "Page Not Found", anything else "Internal Server Error"; crawlers get no error page. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  if (useIsBot() !== false) return null;
  const notFound = status === 404;
  return (
    <section aria-labelledby="error-title" data-status={status}>
      <p>Erreur {status}</p>
      <h1 id="error-title">{message ?? (notFound ? 'Page Not Found' : 'Internal Server Error')}</h1>
      <p>
        {notFound
          ? 'La page demandée n’existe pas ou n’est plus disponible.'
          : 'Une erreur inattendue est survenue. Réessayez dans un instant.'}
      </p>
      <p>
        {/* The home page is a public page: reached with a page load, like every public page. */}
        <a href="/">Retour à l’accueil</a>
      </p>
    </section>
  );
}
