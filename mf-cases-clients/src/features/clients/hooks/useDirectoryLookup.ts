import { type DirectoryLookup, paths, useDocument } from 'shared-data';

/**
 * What the plateforme agréée's directory answered for a business client's SIREN, live: the server
 * side writes it when the client is saved (null SIREN or cabinet: nothing to read).
 */
export function useDirectoryLookup(firmId: string | null, siren: string | null) {
  return useDocument<DirectoryLookup>(firmId && siren ? paths.directoryLookup(firmId, siren) : null);
}
