import { EditConflictError, getDataStore, paths, type TimeEntry } from 'shared-data';
import { todayIso } from 'shared-ui';
import { freshDemoData, seedCase, seedTimeEntry, signInAs } from '../../../test/renderWithData.tsx';
import { TIME_MESSAGES } from '../model/timeEntryForm.ts';
import { addTimeEntry, deleteTimeEntry, TIME_ACTION_MESSAGES, updateTimeEntry } from './timeEntryActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';
const values = { date: '2026-05-05', duration: '2:00', description: 'Audience', rate: '200' };
/** 1 March of next year: always in the future. */
const nextMarch = `${Number(todayIso().slice(0, 4)) + 1}-03-01`;

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
      message: 'Le total d’une journée ne peut pas dépasser 24 heures. Déjà 23:00 saisies le 05/05/2026.',
    });
    await addTimeEntry({ firmId, caseId: dossier.id, uid, values: { ...values, duration: '1:00' } });
    expect(await entriesOf(dossier.id)).toHaveLength(1);
  });
});

describe('addTimeEntry: the future', () => {
  it('refuses an entry dated after today (it would be billed before the work is done)', async () => {
    const dossier = await seedCase();
    await expect(
      addTimeEntry({ firmId, caseId: dossier.id, uid, values: { ...values, date: nextMarch } }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: TIME_MESSAGES.future });
    expect(await entriesOf(dossier.id)).toHaveLength(0);
    await addTimeEntry({ firmId, caseId: dossier.id, uid, values: { ...values, date: todayIso() } });
    expect(await entriesOf(dossier.id)).toHaveLength(1);
  });
});

describe('updateTimeEntry', () => {
  const read = async (id: string) => (await getDataStore().get<TimeEntry>(paths.timeEntry(firmId, id))).data;

  it('changes the work of an unbilled entry, for any member of the cabinet; its author and dossier stay', async () => {
    const dossier = await seedCase();
    const entry = await seedTimeEntry({ caseId: dossier.id, uid, date: '2026-05-04', minutes: 60 });
    signInAs('demo-member-2');
    await updateTimeEntry({
      firmId,
      entryId: entry.id,
      seen: entry.data,
      values: { date: '2026-05-05', duration: '1:45', description: 'Plaidoirie', rate: '180,50' },
    });
    expect(await read(entry.id)).toMatchObject({
      caseId: dossier.id,
      uid,
      date: '2026-05-05',
      minutes: 105,
      description: 'Plaidoirie',
      rateCents: 18_050,
      billed: false,
    });
  });

  it('refuses a date in the future', async () => {
    const dossier = await seedCase();
    const entry = await seedTimeEntry({ caseId: dossier.id, date: '2026-05-04' });
    await expect(
      updateTimeEntry({ firmId, entryId: entry.id, seen: entry.data, values: { ...values, date: nextMarch } }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: TIME_MESSAGES.future });
    expect((await read(entry.id))?.date).toBe('2026-05-04');
  });

  it('counts the day without the entry itself, and refuses past 24 hours', async () => {
    const dossier = await seedCase();
    const entry = await seedTimeEntry({ caseId: dossier.id, uid, date: values.date, minutes: 20 * 60 });
    await seedTimeEntry({ caseId: dossier.id, uid, date: values.date, minutes: 3 * 60 });
    // 20 h → 21 h: 24 h with the other 3 h, accepted (not 20 + 21 + 3).
    await updateTimeEntry({ firmId, entryId: entry.id, seen: entry.data, values: { ...values, duration: '21:00' } });
    const edited = (await read(entry.id))!;
    expect(edited.minutes).toBe(21 * 60);
    await expect(
      updateTimeEntry({ firmId, entryId: entry.id, seen: edited, values: { ...values, duration: '21:01' } }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Le total d’une journée ne peut pas dépasser 24 heures. Déjà 3:00 saisies le 05/05/2026.',
    });
  });

  it('refuses an entry on an issued invoice or in a draft invoice', async () => {
    const dossier = await seedCase();
    const billed = await seedTimeEntry({ caseId: dossier.id, date: '2026-05-04', billed: true, invoiceId: 'f1' });
    const drafted = await seedTimeEntry({ caseId: dossier.id, date: '2026-05-04', invoiceId: 'draft-1' });
    await expect(updateTimeEntry({ firmId, entryId: billed.id, seen: billed.data, values })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TIME_MESSAGES.billed,
    });
    await expect(updateTimeEntry({ firmId, entryId: drafted.id, seen: drafted.data, values })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TIME_MESSAGES.inDraft,
    });
    expect((await read(billed.id))?.minutes).toBe(60);
    expect((await read(drafted.id))?.minutes).toBe(60);
  });

  it('refuses on a closed dossier, and an entry deleted meanwhile', async () => {
    const closed = await seedCase({ status: 'clos', closedAt: '2026-06-01' });
    const entry = await seedTimeEntry({ caseId: closed.id, date: '2026-05-04' });
    await expect(updateTimeEntry({ firmId, entryId: entry.id, seen: entry.data, values })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TIME_MESSAGES.closed,
    });
    await expect(updateTimeEntry({ firmId, entryId: 'nope', seen: entry.data, values })).rejects.toMatchObject({
      code: 'not-found',
      message: TIME_ACTION_MESSAGES.entryNotFound,
    });
  });

  it('refuses to overwrite a change made elsewhere since the form loaded the entry', async () => {
    const dossier = await seedCase();
    const entry = await seedTimeEntry({ caseId: dossier.id, date: '2026-05-04', description: 'Avant' });
    await getDataStore().update(paths.timeEntry(firmId, entry.id), { description: 'Corrigé ailleurs' });
    const refusal = updateTimeEntry({ firmId, entryId: entry.id, seen: entry.data, values });
    await expect(refusal).rejects.toBeInstanceOf(EditConflictError);
    await expect(refusal).rejects.toMatchObject({ saved: { description: 'Corrigé ailleurs' } });
    expect((await read(entry.id))?.description).toBe('Corrigé ailleurs');
  });
});

describe('deleteTimeEntry', () => {
  it('deletes an unbilled entry; refuses one on an invoice or on a closed dossier', async () => {
    const dossier = await seedCase();
    const free = await seedTimeEntry({ caseId: dossier.id });
    const billed = await seedTimeEntry({ caseId: dossier.id, billed: true, invoiceId: 'f1' });
    const drafted = await seedTimeEntry({ caseId: dossier.id, invoiceId: 'draft-1' });
    await deleteTimeEntry({ firmId, entryId: free.id });
    await expect(deleteTimeEntry({ firmId, entryId: billed.id })).rejects.toMatchObject({
      message: TIME_MESSAGES.billed,
    });
    await expect(deleteTimeEntry({ firmId, entryId: drafted.id })).rejects.toMatchObject({
      message: TIME_MESSAGES.inDraft,
    });
    expect((await entriesOf(dossier.id)).map((entry) => entry.id).sort()).toEqual([billed.id, drafted.id].sort());
    // Deleted twice (two tabs): done, not an error.
    await deleteTimeEntry({ firmId, entryId: free.id });

    const closed = await seedCase({ status: 'clos', closedAt: '2026-06-01' });
    const kept = await seedTimeEntry({ caseId: closed.id });
    await expect(deleteTimeEntry({ firmId, entryId: kept.id })).rejects.toMatchObject({
      message: TIME_MESSAGES.closed,
    });
  });
});
