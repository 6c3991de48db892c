/** Writes of saved délais. */
import { type Deadline, getDataStore, paths } from 'shared-data';
import type { DeadlineResult } from '../model/computeDeadline.ts';
import type { SaveDeadlineValues } from '../model/deadlineForm.ts';

export async function saveDeadline({
  firmId,
  values,
  result,
}: {
  firmId: string;
  values: SaveDeadlineValues;
  result: DeadlineResult;
}): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const deadline: Deadline = {
    title: values.title.trim(),
    caseId: values.caseId,
    dueDate: result.end,
    computation: result.explanation.join('\n'),
    assigneeUid: values.assigneeUid,
    done: false,
    doneAt: null,
    createdAt: new Date().toISOString(),
  };
  await store.set(paths.deadline(firmId, id), deadline);
  return id;
}

export async function setDeadlineDone({ firmId, id, done }: { firmId: string; id: string; done: boolean }) {
  await getDataStore().update(paths.deadline(firmId, id), { done, doneAt: done ? new Date().toISOString() : null });
}

export async function deleteDeadline({ firmId, id }: { firmId: string; id: string }) {
  await getDataStore().delete(paths.deadline(firmId, id));
}
