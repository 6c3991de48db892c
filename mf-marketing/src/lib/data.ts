/**
 * The data layer, loaded on demand: public pages paint without it (no zod, no Dexie, no
 * Firebase in their first bundle) and fetch it after the first render, only where data is needed.
 */
type DataModule = typeof import('shared-data');

let loading: Promise<DataModule> | null = null;

export function loadDataLayer(): Promise<DataModule> {
  loading ??= import('shared-data').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
