import { getDataStore, paths } from 'shared-data';
import { toTimeEntry, type TimeEntryFormValues } from '../model/timeEntryForm.ts';

export async function addTimeEntry(
  firmId: string,
  caseId: string,
  uid: string,
  values: TimeEntryFormValues,
): Promise<void> {
  const store = getDataStore();
  await store.set(paths.timeEntry(firmId, store.newId()), toTimeEntry(values, caseId, uid, new Date().toISOString()));
}

/** Only unbilled entries can be deleted (billed ones belong to an invoice). */
export async function deleteTimeEntry(firmId: string, id: string): Promise<void> {
  await getDataStore().delete(paths.timeEntry(firmId, id));
}
