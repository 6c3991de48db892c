import { messageOf, type AppNotification } from 'shared-data/store';
import { Button, formatDate, formatTime, showToast } from 'shared-ui';
import { markRead } from '../api/notificationActions.ts';
import styles from './bell.module.css';

export function NotificationList({
  firmId,
  items,
  onNavigate,
}: {
  firmId: string;
  items: (AppNotification & { id: string })[];
  onNavigate?: () => void;
}) {
  return (
    <ul className={styles.items} aria-label="Notifications">
      {items.map((n) => (
        <li key={n.id} className={styles.item} data-read={n.read || undefined} data-notification={n.title}>
          <p className={styles.itemTitle}>
            {n.read ? null : <span className={styles.dot}>Non lue · </span>}
            {n.link ? (
              <a href={n.link} onClick={onNavigate}>
                {n.title}
              </a>
            ) : (
              n.title
            )}
          </p>
          {n.body ? <p className={styles.body}>{n.body}</p> : null}
          <p className={styles.meta}>
            {formatDate(n.createdAt)} à {formatTime(n.createdAt)}
          </p>
          {n.read ? null : (
            <Button
              variant="link"
              onClick={() => markRead({ firmId, id: n.id }).catch((e: unknown) => showToast('error', messageOf(e)))}
            >
              Marquer comme lue<span className="pt-visually-hidden"> : « {n.title} »</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
