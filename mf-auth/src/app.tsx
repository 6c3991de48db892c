import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

function MfAuthApp() {
  return <Area name="Espace de connexion" routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfAuthApp);
