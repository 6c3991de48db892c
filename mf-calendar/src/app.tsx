import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

function MfCalendarApp() {
  return <Area name="Agenda" routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfCalendarApp);
