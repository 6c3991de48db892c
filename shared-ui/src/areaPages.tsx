import type { ReactNode } from 'react';

/**
 * One page of an area's `./pages` module: the public and sign-in pages, which the shell renders
 * in its own tree without a router, to keep those pages light. `element` is the content of <main>.
 */
export type AreaPage = { path: string; title: string; element: ReactNode };

/** The `./pages` contract: the page at `path` inside the area's root; a French line when it has none. */
export function AreaPages({ name, pages, path }: { name: string; pages: readonly AreaPage[]; path: string }) {
  const page = pages.find((candidate) => candidate.path === path);
  return (
    <div data-area-root={name}>
      {page ? (
        page.element
      ) : (
        <p>
          Aucun écran de « {name} » à l’adresse {path}.
        </p>
      )}
    </div>
  );
}
