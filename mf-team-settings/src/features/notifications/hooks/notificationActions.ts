/** Reads and writes of in-app notifications and of the user's preferences. */
import {
  getDataStore,
  paths,
  useCollection,
  useDocument,
  type AppNotification,
  type SentEmail,
} from 'shared-data/store';
import { preferencesDocName, readPreferences, type NotificationPreferences } from '../model/preferences.ts';

/** The signed-in user's notifications (the policy lets only them read theirs: the query says so). */
export function useMyNotifications(firmId: string | null, uid: string | null) {
  return useCollection<AppNotification>(
    firmId && uid ? { collection: paths.notifications(firmId), where: [{ field: 'uid', op: '==', value: uid }] } : null,
  );
}

/** The emails the server side sent for the cabinet, newest first (the owner's to read). */
export function useSentEmails(firmId: string | null, isOwner: boolean) {
  return useCollection<SentEmail>(
    firmId && isOwner
      ? {
          collection: paths.emails(firmId),
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: SENT_EMAILS_SHOWN,
        }
      : null,
  );
}

/** How many of the latest emails the log shows. */
export const SENT_EMAILS_SHOWN = 20;

export function usePreferences(firmId: string | null, uid: string | null) {
  const doc = useDocument<Record<string, unknown>>(
    firmId && uid ? paths.settings(firmId, preferencesDocName(uid)) : null,
  );
  return { ...doc, preferences: readPreferences(doc.data) };
}

export async function markRead({ firmId, id }: { firmId: string; id: string }): Promise<void> {
  await getDataStore().update(paths.notification(firmId, id), { read: true });
}

export async function markAllRead({ firmId, ids }: { firmId: string; ids: string[] }): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    for (const id of ids) tx.update(paths.notification(firmId, id), { read: true });
  });
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
