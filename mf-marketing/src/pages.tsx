/**
 * What this remote exposes (`./pages`): the content of <main> on each public page, a plain React
 * component the shell renders in its own tree — no router, no parcel (the root README § Pages
 * publiques prérendues). Links between pages are plain links.
 */
import { AreaPages } from 'shared-ui/public';
import { ROUTES } from './routes.tsx';

export const AREA_NAME = 'Site public';

export function PublicPage({ path }: { path: string }) {
  return <AreaPages name={AREA_NAME} pages={ROUTES} path={path} />;
}
