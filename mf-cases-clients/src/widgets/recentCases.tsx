import { createParcel } from 'shared-ui';

function RecentCasesWidget() {
  return (
    <section aria-label="Dossiers récents">
      <h2>Dossiers récents</h2>
      <p>Ce bloc affichera bientôt les données de votre cabinet.</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = createParcel(RecentCasesWidget);
