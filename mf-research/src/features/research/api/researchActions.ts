/** Writes of the research files: one function per operation. */
import { getDataStore, nextUpdatedAt, paths, readForEdit, type ResearchFile, type ResearchSource } from 'shared-data';
import type { ResearchFormValues } from '../model/researchForm.ts';
import { toResearchRecord } from '../model/researchForm.ts';

export async function createResearchFile({
  firmId,
  uid,
  values,
}: {
  firmId: string;
  uid: string;
  values: ResearchFormValues;
}): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const data: ResearchFile = {
    ...toResearchRecord(values),
    note: '',
    sources: [],
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
  };
  await store.set(paths.researchFile(firmId, id), data);
  return id;
}

/**
 * Saves the note (`part: 'note'`) or the other fields (`part: 'details'`): each part has its own
 * stamp, so a note saved in this tab does not block the details form, but a note saved in another
 * tab since this one loaded `seenUpdatedAt` refuses the save (EditConflictError). Returns the new stamp.
 */
export async function updateResearchFile({
  firmId,
  id,
  patch,
  part,
  seenUpdatedAt,
}: {
  firmId: string;
  id: string;
  patch: Partial<Pick<ResearchFile, 'question' | 'caseId' | 'tags' | 'status' | 'note'>>;
  part: 'note' | 'details';
  seenUpdatedAt: string | undefined;
}): Promise<string> {
  const path = paths.researchFile(firmId, id);
  const stamp = part === 'note' ? 'noteUpdatedAt' : 'detailsUpdatedAt';
  return getDataStore().runTransaction(async (tx) => {
    const current = await readForEdit<ResearchFile>(tx, {
      path,
      seenUpdatedAt,
      stamp,
      ...(part === 'note'
        ? { subject: 'La note de cette fiche', agreement: 'e' as const }
        : { subject: 'Cette fiche', agreement: 'e' as const }),
    });
    const updatedAt = nextUpdatedAt(current[stamp] ?? current.updatedAt);
    tx.update(path, { ...patch, [stamp]: updatedAt, updatedAt });
    return updatedAt;
  });
}

/** Adds or replaces one source in a transaction (two people editing sources never lose one). */
export async function saveSource({
  firmId,
  id,
  source,
}: {
  firmId: string;
  id: string;
  source: ResearchSource;
}): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const snapshot = await tx.get<ResearchFile>(paths.researchFile(firmId, id));
    const sources = snapshot.data?.sources ?? [];
    const next = sources.some((s) => s.id === source.id)
      ? sources.map((s) => (s.id === source.id ? source : s))
      : [...sources, source];
    tx.update(paths.researchFile(firmId, id), { sources: next, updatedAt: new Date().toISOString() });
  });
}

export async function removeSource({ firmId, id, sourceId }: { firmId: string; id: string; sourceId: string }) {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const snapshot = await tx.get<ResearchFile>(paths.researchFile(firmId, id));
    const sources = (snapshot.data?.sources ?? []).filter((s) => s.id !== sourceId);
    tx.update(paths.researchFile(firmId, id), { sources, updatedAt: new Date().toISOString() });
  });
}

export async function deleteResearchFile({ firmId, id }: { firmId: string; id: string }): Promise<void> {
  await getDataStore().delete(paths.researchFile(firmId, id));
}

export function newSourceId(): string {
  return getDataStore().newId();
}
