/** Writes of the in-app notifications (read, all read) and of the user's preferences. */
import { type AppNotification, getDataStore, paths, queryInPages } from 'shared-data/store';
import { unreadWhere } from '../model/notificationQueries.ts';
import { preferencesDocName, type NotificationPreferences } from '../model/preferences.ts';

export async function markRead({ firmId, id }: { firmId: string; id: string }): Promise<void> {
  await getDataStore().update(paths.notification(firmId, id), { read: true });
}

/** Notifications marked read per transaction (Firestore writes at most 500 per commit). */
const MARK_BATCH = 400;

/** Marks every unread notification of the user read — those not shown too, read in pages. */
export async function markAllRead({ firmId, uid }: { firmId: string; uid: string }): Promise<void> {
  const store = getDataStore();
  const unread = await queryInPages<AppNotification>(store, {
    collection: paths.notifications(firmId),
    where: unreadWhere(uid),
  });
  for (let start = 0; start < unread.length; start += MARK_BATCH) {
    const batch = unread.slice(start, start + MARK_BATCH);
    await store.runTransaction(async (tx) => {
      for (const { id } of batch) tx.update(paths.notification(firmId, id), { read: true });
    });
  }
}

export async function savePreferences(input: {
  firmId: string;
  uid: string;
  preferences: NotificationPreferences;
}): Promise<void> {
  await getDataStore().set(paths.settings(input.firmId, preferencesDocName(input.uid)), {
    ...input.preferences,
    updatedAt: new Date().toISOString(),
  });
}
