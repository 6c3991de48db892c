/** Reads and writes of in-app notifications and of the user's preferences. */
import {
  type AggregateState,
  getDataStore,
  type PagedList,
  paths,
  type Query,
  queryInPages,
  useAggregate,
  useCollection,
  useDocument,
  usePagedList,
  useRefreshWhenChanged,
  type AppNotification,
  type SentEmail,
} from 'shared-data/store';
import { preferencesDocName, readPreferences, type NotificationPreferences } from '../model/preferences.ts';

/**
 * The signed-in user's notifications, newest first (the policy lets only them read theirs: the
 * query says so; index `notifications (uid, createdAt DESC)`).
 */
function myNotifications(firmId: string, uid: string): Query {
  return {
    collection: paths.notifications(firmId),
    where: [{ field: 'uid', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  };
}

const unreadWhere = (uid: string): Query['where'] => [
  { field: 'uid', op: '==', value: uid },
  { field: 'read', op: '==', value: false },
];

/** How many notifications the bell lists (the latest). */
export const BELL_SHOWN = 20;

/**
 * How many of the user's notifications are unread (a count, not the documents), read again when
 * `changed` — a live list beside it — delivers a new snapshot.
 */
function useUnreadCount(firmId: string | null, uid: string | null, changed: unknown, loading: boolean): AggregateState {
  const count = useAggregate(
    firmId && uid ? { collection: paths.notifications(firmId), where: unreadWhere(uid), count: true } : null,
  );
  useRefreshWhenChanged([changed], loading, count.refresh);
  return count;
}

/** The notifications page: the user's notifications a page at a time, live, and the unread count. */
export function useMyNotifications(
  firmId: string | null,
  uid: string | null,
): { list: PagedList<AppNotification>; unread: number | null } {
  const list = usePagedList<AppNotification>(firmId && uid ? myNotifications(firmId, uid) : null);
  const unread = useUnreadCount(firmId, uid, list.data, list.loading || !firmId || !uid);
  return { list, unread: unread.data?.count ?? null };
}

/** The bell: the user's {@link BELL_SHOWN} latest notifications, live, and the unread count. */
export function useLatestNotifications(firmId: string | null, uid: string | null) {
  const list = useCollection<AppNotification>(
    firmId && uid ? { ...myNotifications(firmId, uid), limit: BELL_SHOWN } : null,
  );
  const unread = useUnreadCount(firmId, uid, list.data, list.loading || !firmId || !uid);
  return { list, unread: unread.data?.count ?? null };
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
