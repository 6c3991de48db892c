import { type Deadline, getDataStore, paths } from 'shared-data';
import { freshDemoData, seedDeadline, signInAs } from 'shared-data/testing';
import { computeDeadline } from '../model/computeDeadline.ts';
import { deleteDeadline, saveDeadline, setDeadlineDone } from './deadlineActions.ts';

const firmId = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const read = async (id: string) => (await getDataStore().get<Deadline>(paths.deadline(firmId, id))).data;

describe('saved délais', () => {
  it('saves the computed due date and how it was computed, linked to a dossier and a teammate', async () => {
    const result = computeDeadline({
      start: '2027-01-31',
      amount: 1,
      unit: 'mois',
      direction: 'after',
      location: 'metropole',
      distance: 'none',
    });
    const id = await saveDeadline({
      firmId,
      values: { title: ' Délai d’appel ', caseId: 'case-x', assigneeUid: 'demo-member-1' },
      result,
    });
    const saved = await read(id);
    expect(saved).toMatchObject({
      title: 'Délai d’appel',
      caseId: 'case-x',
      dueDate: '2027-03-01',
      assigneeUid: 'demo-member-1',
      done: false,
      doneAt: null,
    });
    expect(saved?.computation).toContain('art. 642');
  });

  it('marks done with the instant, reopens, deletes', async () => {
    const { id } = await seedDeadline();
    await setDeadlineDone({ firmId, id, done: true });
    expect(await read(id)).toMatchObject({ done: true, doneAt: expect.any(String) });
    await setDeadlineDone({ firmId, id, done: false });
    expect(await read(id)).toMatchObject({ done: false, doneAt: null });
    await deleteDeadline({ firmId, id });
    expect(await read(id)).toBeNull();
  });
});
