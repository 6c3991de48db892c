/** Seed §2: first in the tab order, "Aller au contenu principal" moves focus to <main>. */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a real in-page link (works without script); the click only moves the focus too
    <a
      href="#main-content"
      className="pt-skip-link"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Aller au contenu principal
    </a>
  );
}
