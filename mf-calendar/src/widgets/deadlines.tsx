import { createParcel } from 'shared-ui';

function DeadlinesWidget() {
  return (
    <section aria-label="Délais à venir">
      <h2>Délais à venir</h2>
      <p>Ce bloc affichera bientôt les données de votre cabinet.</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = createParcel(DeadlinesWidget);
