/**
 * A notification under a member's bell (`firms/{firmId}/notifications/{id}`), rung once: its id
 * names the event, so a retried function or a second run of a job rings nothing more.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { type AppNotification, paths } from 'shared-data/server';
import { createOnce } from './createOnce.ts';

/** Rings the bell: true when this call rang it, false when an earlier run had. */
export async function ringOnce(
  deps: { db: Firestore; now: () => Date },
  firmId: string,
  id: string,
  notification: Pick<AppNotification, 'uid' | 'kind' | 'title' | 'body' | 'link'>,
): Promise<boolean> {
  return createOnce(deps.db.doc(paths.notification(firmId, id)), {
    ...notification,
    read: false,
    createdAt: deps.now().toISOString(),
  } satisfies AppNotification);
}
