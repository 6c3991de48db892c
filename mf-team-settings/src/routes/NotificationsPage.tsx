import { messageOf, useWorkContext } from 'shared-data';
import { Button, EmptyState, ShowMore, LoadError, Loading, NoCabinet } from 'shared-ui';
import { toast } from 'sonner';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { AlertPreviews } from '../features/notifications/components/AlertPreviews.tsx';
import { NotificationList } from '../features/notifications/components/NotificationList.tsx';
import { markAllRead, savePreferences } from '../features/notifications/api/notificationActions.ts';
import { useMyNotifications, usePreferences, useSentEmails } from '../features/notifications/hooks/useNotifications.ts';
import { PreferencesForm } from '../features/notifications/components/PreferencesForm.tsx';
import { SentEmails } from '../features/notifications/components/SentEmails.tsx';

/** /app/settings/notifications: which events notify, how, and the in-app notifications. */
export function NotificationsPage() {
  const work = useWorkContext();
  const prefs = usePreferences(work.firmId, work.uid);
  const { list: notifications, unread: unreadCount } = useMyNotifications(work.firmId, work.uid);
  const isOwner = work.role === 'owner';
  const emails = useSentEmails(work.firmId, isOwner);
  if (work.loading || prefs.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <NoCabinet signedOut={work.signedOut} />;
  if (prefs.error) return <LoadError message={prefs.error} />;
  const firmId = work.firmId;
  const uid = work.uid;
  const unread = unreadCount ?? notifications.data.filter((n) => !n.read).length;
  return (
    <>
      <PageHeader title="Notifications" intro="Les événements qui vous sont notifiés, et comment." />
      <PreferencesForm
        initial={prefs.preferences}
        onSave={(preferences) => savePreferences({ firmId, uid, preferences })}
      />
      <section className={styles.panel} aria-labelledby="inbox-title">
        <h2 id="inbox-title">
          Vos notifications ({unread} non lue{unread > 1 ? 's' : ''})
        </h2>
        {unread > 0 ? (
          <Button onClick={() => markAllRead({ firmId, uid }).catch((e: unknown) => toast.error(messageOf(e)))}>
            Tout marquer comme lu
          </Button>
        ) : null}
        {notifications.loading ? <Loading /> : null}
        {!notifications.loading && notifications.data.length === 0 ? (
          <EmptyState title="Aucune notification">
            Les demandes de rendez-vous, délais, factures et tâches qui vous concernent apparaîtront ici.
          </EmptyState>
        ) : (
          <>
            {/* Newest first, as read page after page (unread ones are marked « Non lue »). */}
            <NotificationList firmId={firmId} items={notifications.data} />
            <ShowMore
              shown={notifications.data.length}
              total={notifications.total}
              hasMore={notifications.hasMore}
              loadingMore={notifications.loadingMore}
              onMore={notifications.loadMore}
              noun={{ one: 'notification', many: 'notifications', feminine: true }}
              of="de notifications"
            />
          </>
        )}
      </section>
      {isOwner ? <SentEmails items={emails.data} loading={emails.loading} /> : null}
      <AlertPreviews />
    </>
  );
}
