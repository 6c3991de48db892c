import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

function MfCasesClientsApp() {
  return <Area name="Dossiers et clients" routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfCasesClientsApp);
