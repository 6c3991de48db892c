import { Area, createParcel } from 'shared-ui';
import { ROUTES } from './routes.tsx';

function MfBillingAccountingApp() {
  return <Area name="Facturation et comptabilité" routes={ROUTES} />;
}

/** The parcel the shell mounts in <main> for this remote's routes. */
export const { bootstrap, mount, unmount } = createParcel(MfBillingAccountingApp);
