import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

function MfTeamSettingsApp() {
  return <Area name="Équipe et paramètres" routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfTeamSettingsApp);
