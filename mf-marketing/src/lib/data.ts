/**
 * The data layer, loaded on demand: public pages paint without it (no Dexie, no Firebase in their
 * first bundle) and fetch it after the first render, only where data is needed.
 * - loadStore(): the document store alone (shared-data/store) — to read the directory, a
 *   professional's slots. No zod, no libphonenumber.
 * - loadDataLayer(): all of shared-data — to send a request (the phone rule, the transaction).
 */
type StoreModule = typeof import('shared-data/store');
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

export const loadStore: () => Promise<StoreModule> = once(() => import('shared-data/store'));
export const loadDataLayer: () => Promise<DataModule> = once(() => import('shared-data'));
