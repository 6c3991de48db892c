/**
 * The data layer, loaded on demand: public pages paint without it (no data adapter, no Firebase in their
 * first bundle) and fetch it after the first render, only where data is needed.
 * - loadDirectory(): the public directory's reader (shared-data/public) — profiles, slots. No
 *   adapter, no schemas, no demo seeding: the data layer stays off the directory's pages.
 * - loadDataLayer(): all of shared-data — to send a request (the phone rule, the transaction).
 */
type DirectoryModule = typeof import('shared-data/public');
type DataModule = typeof import('shared-data');

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const loadDirectory: () => Promise<DirectoryModule> = once(() => import('shared-data/public'));
export const loadDataLayer: () => Promise<DataModule> = once(() => import('shared-data'));
