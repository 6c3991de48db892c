/** Widget `notificationsBell` (SlotContracts: {}): the shell mounts it in its header. */
import { createParcel } from 'shared-ui';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell.tsx';
import { useWorkContext } from 'shared-data/store';

function NotificationsBellWidget() {
  const work = useWorkContext();
  return <NotificationsBell firmId={work.firmId} uid={work.uid} />;
}

export const { bootstrap, mount, unmount } = createParcel(NotificationsBellWidget);
