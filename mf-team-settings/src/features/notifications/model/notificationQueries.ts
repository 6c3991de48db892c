/** The queries of the notifications: the user's own, newest first, and the unread ones. Pure. */
import { paths, type Query } from 'shared-data/store';

/**
 * The signed-in user's notifications, newest first (the policy lets only them read theirs: the
 * query says so; index `notifications (uid, createdAt DESC)`).
 */
export function myNotifications(firmId: string, uid: string): Query {
  return {
    collection: paths.notifications(firmId),
    where: [{ field: 'uid', op: '==', value: uid }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  };
}

export const unreadWhere = (uid: string): Query['where'] => [
  { field: 'uid', op: '==', value: uid },
  { field: 'read', op: '==', value: false },
];
