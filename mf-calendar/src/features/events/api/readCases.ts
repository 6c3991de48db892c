import { type Case, getDataStore, paths, queryInPages } from 'shared-data/store';

/** Beyond this many dossiers, reading the cabinet's in pages costs fewer requests than one read each. */
const READ_ONE_BY_ONE = 300;
/** Reads of single dossiers in flight at once. */
const PARALLEL_READS = 20;

/**
 * The dossiers `ids` (null: not found or unreadable), each read by its id — or, for an export of
 * hundreds of dossiers, the cabinet's dossiers read in pages. What an export or a form needs once,
 * not live.
 */
export async function readCases(firmId: string, ids: readonly string[]): Promise<Map<string, Case | null>> {
  const store = getDataStore();
  const wanted = [...new Set(ids)];
  const found = new Map<string, Case | null>();
  if (wanted.length > READ_ONE_BY_ONE) {
    const all = await queryInPages<Case>(store, { collection: paths.cases(firmId), orderBy: [{ field: 'reference' }] });
    const byId = new Map(all.map((dossier) => [dossier.id, dossier]));
    for (const id of wanted) found.set(id, byId.get(id) ?? null);
    return found;
  }
  for (let start = 0; start < wanted.length; start += PARALLEL_READS) {
    const batch = wanted.slice(start, start + PARALLEL_READS);
    const read = await Promise.all(
      batch.map((id) =>
        store.get<Case>(paths.case(firmId, id)).then(
          (snapshot) => [id, snapshot.data] as const,
          // One unreadable dossier leaves its label unknown, not the whole read in error.
          () => [id, null] as const,
        ),
      ),
    );
    for (const [id, data] of read) found.set(id, data);
  }
  return found;
}
