import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

function MfMarketingApp() {
  return <Area name="Site public" routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfMarketingApp);
