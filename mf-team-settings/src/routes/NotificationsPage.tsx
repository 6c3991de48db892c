import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, useWorkContext } from 'shared-data';
import {
  Button,
  Checkbox,
  EmptyState,
  FormError,
  ShowMore,
  SubmitButton,
  TextField,
  UnsavedChangesGuard,
  LoadError,
  Loading,
  NoCabinet,
} from 'shared-ui';
import { toast } from 'sonner';
import { PageHeader } from '../components/PageHeader.tsx';
import styles from '../components/layout.ts';
import { NotificationList } from '../features/notifications/components/NotificationList.tsx';
import {
  markAllRead,
  savePreferences,
  useMyNotifications,
  usePreferences,
  useSentEmails,
} from '../features/notifications/api/notificationActions.ts';
import { SentEmails } from '../features/notifications/components/SentEmails.tsx';
import { NOTIFICATION_EVENTS, type NotificationPreferences } from '../features/notifications/model/preferences.ts';
import { preferencesSchema } from '../features/notifications/model/preferencesForm.ts';

function PreferencesForm({
  initial,
  onSave,
}: {
  initial: NotificationPreferences;
  onSave: (p: NotificationPreferences) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await onSave(values);
        form.reset(values);
        toast.success('Préférences de notification enregistrées.');
      } catch (e) {
        setError(messageOf(e));
      }
    },
    () => form.setFocus('deadlineDue.days'),
  );
  return (
    <form noValidate onSubmit={onSubmit} className={styles.panel} aria-labelledby="prefs-title">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <h2 id="prefs-title">Ce qui vous est notifié</h2>
      <p className={styles.muted}>
        Par email : les nouvelles demandes de rendez-vous vous sont envoyées dès leur arrivée ; les autres envois
        (délais, factures, tâches) sont enregistrés comme préférence et arrivent prochainement. Les notifications dans
        l’application apparaissent sous la cloche de l’en-tête.
      </p>
      <FormError message={error ?? undefined} title="Enregistrement impossible" />
      {NOTIFICATION_EVENTS.map((event) => (
        <fieldset
          key={event.kind}
          style={{ border: '1px solid var(--pt-color-border)', borderRadius: 8, padding: 12, marginBottom: 8 }}
        >
          <legend style={{ fontWeight: 600 }}>{event.label}</legend>
          <Checkbox
            label={`Dans l’application : ${event.label.toLowerCase()}`}
            {...form.register(`${event.kind}.app`)}
          />
          <Checkbox label={`Par email : ${event.label.toLowerCase()}`} {...form.register(`${event.kind}.email`)} />
          {event.kind === 'deadlineDue' ? (
            <TextField
              label="Prévenir combien de jours avant l’échéance"
              type="number"
              min={1}
              max={60}
              error={errors.deadlineDue?.days?.message}
              {...form.register('deadlineDue.days', { valueAsNumber: true })}
            />
          ) : null}
        </fieldset>
      ))}
      <div className={styles.formActions}>
        <SubmitButton submitting={isSubmitting} submittingLabel="Enregistrement…">
          Enregistrer les préférences
        </SubmitButton>
      </div>
    </form>
  );
}

/** A preview of each kind of alert (toast), so the user sees how they will look. */
const PREVIEWS = [
  { label: 'Standard', show: () => toast('Aperçu : une notification standard.') },
  { label: 'Succès', show: () => toast.success('Aperçu : la facture a été émise.') },
  { label: 'Information', show: () => toast.info('Aperçu : une audience est prévue demain.') },
  { label: 'Avertissement', show: () => toast.warning('Aperçu : un délai arrive à échéance dans 3 jours.') },
  { label: 'Erreur', show: () => toast.error('Aperçu : l’envoi a échoué.') },
  { label: 'En cours', show: () => toast.loading('Aperçu : export en cours…') },
];

function AlertPreviews() {
  return (
    <section className={styles.panel} aria-labelledby="previews-title">
      <h2 id="previews-title">Aperçu des alertes</h2>
      <div className={styles.formActions}>
        <Button onClick={() => toast.success('Notification de test : vos alertes s’afficheront ainsi.')}>
          Envoyer une notification de test
        </Button>
        {PREVIEWS.map((preview) => (
          <Button key={preview.label} onClick={preview.show}>
            Aperçu : {preview.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

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
