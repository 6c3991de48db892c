import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

export const AREA_NAME = 'Site public';

function MfMarketingApp() {
  return <Area name={AREA_NAME} routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfMarketingApp);
