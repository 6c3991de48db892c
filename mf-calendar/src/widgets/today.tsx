import { createParcel } from 'shared-ui';

function TodayWidget() {
  return (
    <section aria-label="Aujourd’hui">
      <h2>Aujourd’hui</h2>
      <p>Ce bloc affichera bientôt les données de votre cabinet.</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = createParcel(TodayWidget);
