import { createParcel } from 'shared-ui';

function BookingRequestsWidget() {
  return (
    <section aria-label="Demandes de rendez-vous">
      <h2>Demandes de rendez-vous</h2>
      <p>Ce bloc affichera bientôt les données de votre cabinet.</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = createParcel(BookingRequestsWidget);
