/**
 * The bell of the shell's header (widget `notificationsBell`): a disclosure button named with the
 * unread count ("Notifications, 3 non lues"), a panel listing the user's in-app notifications with
 * "Marquer comme lue" and "Tout marquer comme lu". Escape closes it and gives the focus back.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from 'shared-data/store';
import { Button, showToast } from 'shared-ui';
import { markAllRead } from '../api/notificationActions.ts';
import { useLatestNotifications } from '../hooks/useNotifications.ts';
import { sortNotifications, unreadLabel } from '../model/notificationList.ts';
import styles from './bell.module.css';
import { NotificationList } from './NotificationList.tsx';

export function NotificationsBell({ firmId, uid }: { firmId: string | null; uid: string | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // The latest notifications and the unread count: never the user's years of notifications.
  const { list: notifications, unread: unreadCount } = useLatestNotifications(firmId, uid);
  const items = sortNotifications(notifications.data);
  const unreadCountShown = unreadCount ?? notifications.data.filter((n) => !n.read).length;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!firmId || !uid) return null;
  return (
    <div className={styles.wrapper} ref={wrapperRef} data-notifications-bell="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unreadLabel(unreadCountShown)}
        onClick={() => setOpen((o) => !o)}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unreadCountShown > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unreadCountShown > 99 ? '99+' : unreadCountShown}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className={styles.panel} aria-label="Notifications">
          <div className={styles.panelHeader}>
            <h2>Notifications</h2>
            {unreadCountShown > 0 ? (
              <Button
                variant="link"
                onClick={() => markAllRead({ firmId, uid }).catch((e: unknown) => showToast('error', messageOf(e)))}
              >
                Tout marquer comme lu
              </Button>
            ) : null}
          </div>
          {notifications.error ? <p role="alert">{notifications.error}</p> : null}
          {items.length === 0 && !notifications.loading ? <p>Aucune notification.</p> : null}
          <NotificationList firmId={firmId} items={items} onNavigate={() => setOpen(false)} />
          <p>
            <a href="/app/settings/notifications" onClick={() => setOpen(false)}>
              Toutes les notifications et préférences
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
