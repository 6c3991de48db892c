/** How a stored row reaches callers, and the path checks operations start with (refused as invalid-argument). */
import { DATA_MESSAGES } from '../errors.ts';
import type { LocalRow } from '../localDatabase.ts';
import { idOf, isCollectionPath, isDocPath } from '../paths.ts';
import { DataError, type DocPath, type DocSnapshot } from '../port.ts';

export function assertDocPath(path: string): void {
  if (!isDocPath(path)) throw new DataError('invalid-argument', `${DATA_MESSAGES.invalidPath} (${path})`);
}

export function assertCollectionPath(path: string): void {
  if (!isCollectionPath(path)) throw new DataError('invalid-argument', `${DATA_MESSAGES.invalidPath} (${path})`);
}

export const toSnapshot = <T>(path: DocPath, row: LocalRow | undefined | null): DocSnapshot<T> => ({
  id: idOf(path),
  path,
  exists: !!row,
  data: row ? (row.data as T) : null,
});
