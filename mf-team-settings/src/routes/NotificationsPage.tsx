import { toast } from 'sonner';
import { PlannedPage } from 'shared-ui';

/** A preview of each kind of notification, so the user sees how alerts will look. */
const PREVIEWS = [
  { label: 'Standard', show: () => toast('Aperçu : une notification standard.') },
  { label: 'Succès', show: () => toast.success('Aperçu : la facture a été émise.') },
  { label: 'Information', show: () => toast.info('Aperçu : une audience est prévue demain.') },
  { label: 'Avertissement', show: () => toast.warning('Aperçu : un délai arrive à échéance dans 3 jours.') },
  { label: 'Erreur', show: () => toast.error('Aperçu : l’envoi a échoué.') },
  { label: 'En cours', show: () => toast.loading('Aperçu : export en cours…') },
];

/** /app/settings/notifications: which events notify you, and a preview of each kind. */
export function NotificationsPage() {
  return (
    <>
      <PlannedPage
        area="Équipe et paramètres"
        title="Notifications"
        path="/app/settings/notifications"
        purpose="Les événements qui vous sont notifiés, et comment."
      />
      <section aria-labelledby="previews-title">
        <h2 id="previews-title">Aperçu des notifications</h2>
        <button type="button" onClick={() => toast.success('Notification de test : vos alertes s’afficheront ainsi.')}>
          Envoyer une notification de test
        </button>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
          {PREVIEWS.map((preview) => (
            <li key={preview.label}>
              <button type="button" onClick={preview.show}>
                Aperçu : {preview.label}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
