/** A meeting's video link (already checked https by `httpsLink`), opened in a new tab, said so. */
export function VisioLink({ url, label }: { url: string; label?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (nouvel onglet)` : undefined}>
      Rejoindre
    </a>
  );
}

/** The line above an event's form: the link in full, so it can be copied or sent. */
export function VisioLine({ url }: { url: string }) {
  return (
    <p data-visio-link="">
      Lien de la visioconférence :{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    </p>
  );
}
