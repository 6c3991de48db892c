/**
 * What this remote exposes (`./pages`): the content of <main> on each public page, a plain React
 * component the shell renders in its own tree — no router, no parcel (issue 16, and
 * shell/README.md § Public pages). Links between pages are plain links.
 */
import { ROUTES } from './routes.tsx';

export const AREA_NAME = 'Site public';

export function PublicPage({ path }: { path: string }) {
  const route = ROUTES.find((candidate) => candidate.path === path);
  return (
    <div data-area-root={AREA_NAME}>
      {route ? (
        route.element
      ) : (
        <p>
          Aucun écran de « {AREA_NAME} » à l’adresse {path}.
        </p>
      )}
    </div>
  );
}
