import { toast } from 'sonner';
import { PlannedPage } from 'shared-ui';

/** /app/settings/notifications: which events notify you; a test notification shows how they look. */
export function NotificationsPage() {
  return (
    <>
      <PlannedPage
        area="Équipe et paramètres"
        title="Notifications"
        path="/app/settings/notifications"
        purpose="Les événements qui vous sont notifiés, et comment."
      />
      <button type="button" onClick={() => toast.success('Notification de test : vos alertes s’afficheront ainsi.')}>
        Envoyer une notification de test
      </button>
    </>
  );
}
