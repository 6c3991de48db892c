/** Every write of the task board. Assigning a task to a teammate notifies them in the same transaction. */
import { getDataStore, paths, type AppNotification, type Task, type Transaction } from 'shared-data';
import { preferencesDocName, readPreferences } from '../../notifications/model/preferences.ts';
import { toTaskFields, type TaskFormValues, type TaskStatus } from '../model/board.ts';

async function notifyAssignee(
  tx: Transaction,
  input: { firmId: string; actorUid: string; assigneeUid: string | null; title: string; newId: () => string },
): Promise<(() => void) | null> {
  if (!input.assigneeUid || input.assigneeUid === input.actorUid) return null;
  const prefs = await tx.get(paths.settings(input.firmId, preferencesDocName(input.assigneeUid)));
  if (!readPreferences(prefs.data).taskAssigned.app) return null;
  const notification: AppNotification = {
    uid: input.assigneeUid,
    kind: 'taskAssigned',
    title: 'Nouvelle tâche attribuée',
    body: input.title,
    link: '/app/teammates/board',
    read: false,
    createdAt: new Date().toISOString(),
  };
  const id = input.newId();
  return () => tx.set(paths.notification(input.firmId, id), notification);
}

export async function createTask(input: {
  firmId: string;
  uid: string;
  values: TaskFormValues;
  order: number;
}): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const fields = toTaskFields(input.values);
  await store.runTransaction(async (tx) => {
    const notify = await notifyAssignee(tx, {
      firmId: input.firmId,
      actorUid: input.uid,
      assigneeUid: fields.assigneeUid,
      title: fields.title,
      newId: () => store.newId(),
    });
    const task: Task = { ...fields, order: input.order, createdBy: input.uid, createdAt: now, updatedAt: now };
    tx.set(paths.task(input.firmId, id), task);
    notify?.();
  });
  return id;
}

export async function updateTask(input: {
  firmId: string;
  uid: string;
  id: string;
  previous: Task;
  values: TaskFormValues;
}): Promise<void> {
  const store = getDataStore();
  const fields = toTaskFields(input.values);
  await store.runTransaction(async (tx) => {
    const notify =
      fields.assigneeUid !== input.previous.assigneeUid
        ? await notifyAssignee(tx, {
            firmId: input.firmId,
            actorUid: input.uid,
            assigneeUid: fields.assigneeUid,
            title: fields.title,
            newId: () => store.newId(),
          })
        : null;
    tx.update(paths.task(input.firmId, input.id), { ...fields, updatedAt: new Date().toISOString() });
    notify?.();
  });
}

export async function moveTask(input: {
  firmId: string;
  id: string;
  status: TaskStatus;
  order: number;
}): Promise<void> {
  await getDataStore().update(paths.task(input.firmId, input.id), {
    status: input.status,
    order: input.order,
    updatedAt: new Date().toISOString(),
  });
}

export async function deleteTask({ firmId, id }: { firmId: string; id: string }): Promise<void> {
  await getDataStore().delete(paths.task(firmId, id));
}
