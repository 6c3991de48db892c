import { createParcel } from 'shared-ui';

function UnpaidInvoicesWidget() {
  return (
    <section aria-label="Factures impayées">
      <h2>Factures impayées</h2>
      <p>Ce bloc affichera bientôt les données de votre cabinet.</p>
    </section>
  );
}

export const { bootstrap, mount, unmount } = createParcel(UnpaidInvoicesWidget);
