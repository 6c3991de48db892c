/** Reads of the in-app notifications, the emails sent and the user's preferences, live. */
import {
  type AggregateState,
  type AppNotification,
  type PagedList,
  paths,
  type SentEmail,
  useAggregate,
  useCollection,
  useDocument,
  usePagedList,
  useRefreshWhenChanged,
} from 'shared-data/store';
import { myNotifications, unreadWhere } from '../model/notificationQueries.ts';
import { preferencesDocName, readPreferences } from '../model/preferences.ts';

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

/** The user's notification preferences (defaults where none is saved), live. */
export function usePreferences(firmId: string | null, uid: string | null) {
  const doc = useDocument<Record<string, unknown>>(
    firmId && uid ? paths.settings(firmId, preferencesDocName(uid)) : null,
  );
  return { ...doc, preferences: readPreferences(doc.data) };
}
