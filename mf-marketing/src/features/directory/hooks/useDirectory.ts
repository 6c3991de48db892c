/**
 * The directory's data: published profiles, availabilities and taken slots, read once the page
 * has painted (shared-data/public, loaded on demand: not the data layer), turned into rows by
 * the model.
 */
import { useEffect, useState } from 'react';
import { loadDirectory } from '../../dataLayer/api/dataLayer.ts';
import { buildRows, type DirectoryRow } from '../model/directory.ts';

export type DirectoryData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: DirectoryRow[] };

export async function loadDirectoryRows(now = new Date()): Promise<DirectoryRow[]> {
  const directory = await loadDirectory();
  return buildRows({ ...(await directory.readDirectory(now)), now });
}

export function useDirectory(): DirectoryData {
  const [state, setState] = useState<DirectoryData>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadDirectoryRows().then(
      (rows) => {
        if (active) setState({ status: 'ready', rows });
      },
      (error: unknown) => {
        if (!active) return;
        const message =
          error instanceof Error && error.name === 'DataError'
            ? error.message
            : 'L’annuaire ne répond pas pour le moment. Vérifiez votre connexion puis rechargez la page.';
        setState({ status: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
