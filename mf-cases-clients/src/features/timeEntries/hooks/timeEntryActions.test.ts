import { getDataStore, paths, type TimeEntry } from 'shared-data';
import { freshDemoData, seedCase, seedTimeEntry, signInAs } from '../../../test/renderWithData.tsx';
import { TIME_MESSAGES } from '../model/timeEntryForm.ts';
import { addTimeEntry, TIME_ACTION_MESSAGES } from './timeEntryActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';
const values = { date: '2031-05-05', duration: '2:00', description: 'Audience', rate: '200' };

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const entriesOf = async (caseId: string) =>
  (
    await getDataStore().query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [{ field: 'caseId', op: '==', value: caseId }],
    })
  ).docs;

describe('addTimeEntry', () => {
  it('adds an entry to an open dossier', async () => {
    const dossier = await seedCase();
    await addTimeEntry({ firmId, caseId: dossier.id, uid, values });
    expect((await entriesOf(dossier.id)).map((entry) => entry.data.minutes)).toEqual([120]);
  });

  it('refuses a closed dossier', async () => {
    const dossier = await seedCase({ status: 'clos', closedAt: '2026-02-01' });
    await expect(addTimeEntry({ firmId, caseId: dossier.id, uid, values })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TIME_MESSAGES.closed,
    });
    expect(await entriesOf(dossier.id)).toHaveLength(0);
  });

  it('refuses a missing dossier', async () => {
    await expect(addTimeEntry({ firmId, caseId: 'nope', uid, values })).rejects.toMatchObject({
      code: 'not-found',
      message: TIME_ACTION_MESSAGES.notFound,
    });
  });

  it('refuses more than 24 hours on one day for one person', async () => {
    const dossier = await seedCase();
    const other = await seedCase({ reference: '2026-9002' });
    await seedTimeEntry({ caseId: other.id, uid, date: values.date, minutes: 23 * 60 });
    await expect(addTimeEntry({ firmId, caseId: dossier.id, uid, values })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Le total d’une journée ne peut pas dépasser 24 heures. Déjà 23:00 saisies le 05/05/2031.',
    });
    await addTimeEntry({ firmId, caseId: dossier.id, uid, values: { ...values, duration: '1:00' } });
    expect(await entriesOf(dossier.id)).toHaveLength(1);
  });
});
