/**
 * The running timer through the data port and its access policy (IndexedDB adapter): one per
 * person, and nobody reads, stops or restarts another person's.
 */
import { getDataStore, paths, type TimeEntry, type Timer } from 'shared-data';
import { todayIso } from 'shared-ui';
import { freshDemoData, seedCase, signInAs } from '../../../test/renderWithData.tsx';
import { TIMER_MESSAGES } from '../model/timer.ts';
import { TIME_MESSAGES } from '../model/timeEntryForm.ts';
import { discardTimer, recordTimer, runningTimer, startTimer } from './timerActions.ts';

jest.setTimeout(20_000);
const firmId = 'demo-owner';
const values = (duration: string) => ({ date: todayIso(), duration, description: 'Consultation', rate: '200' });

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('one running timer per person', () => {
  it('refuses a second start, on any dossier, until the first is stopped', async () => {
    const first = await seedCase();
    const second = await seedCase({ reference: '2026-9002' });
    await startTimer({ firmId, uid: 'demo-owner', caseId: first.id, description: 'Appel' });
    await expect(startTimer({ firmId, uid: 'demo-owner', caseId: second.id, description: '' })).rejects.toMatchObject({
      message: TIMER_MESSAGES.alreadyRunning,
    });
    const timer = await runningTimer({ firmId, uid: 'demo-owner' });
    expect(timer).toMatchObject({ id: 'demo-owner', caseId: first.id, description: 'Appel' });

    // A teammate has their own, at the same time.
    signInAs('demo-member-1');
    await startTimer({ firmId, uid: 'demo-member-1', caseId: second.id, description: '' });
    expect(await runningTimer({ firmId, uid: 'demo-member-1' })).toMatchObject({ caseId: second.id });
  });

  it('refuses to start on a closed dossier', async () => {
    const closed = await seedCase({ status: 'clos', closedAt: '2026-02-01' });
    await expect(startTimer({ firmId, uid: 'demo-owner', caseId: closed.id, description: '' })).rejects.toMatchObject({
      message: TIME_MESSAGES.closed,
    });
    expect(await runningTimer({ firmId, uid: 'demo-owner' })).toBeNull();
  });

  it('records the entry and removes the timer together, once (a second stop is refused, nothing twice)', async () => {
    const dossier = await seedCase();
    await startTimer({ firmId, uid: 'demo-owner', caseId: dossier.id, description: '' });
    const timer = (await runningTimer({ firmId, uid: 'demo-owner' }))!;
    await recordTimer({ firmId, uid: 'demo-owner', timer, values: values('0:40') });
    await expect(recordTimer({ firmId, uid: 'demo-owner', timer, values: values('0:40') })).rejects.toMatchObject({
      message: TIMER_MESSAGES.alreadyStopped,
    });
    const entries = await getDataStore().query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [{ field: 'caseId', op: '==', value: dossier.id }],
    });
    expect(entries.docs.map((doc) => doc.data.minutes)).toEqual([40]);
    expect(await runningTimer({ firmId, uid: 'demo-owner' })).toBeNull();
  });
});

describe('another person’s timer (policy)', () => {
  it('a member can neither read, list, stop nor restart the owner’s timer', async () => {
    const dossier = await seedCase();
    await startTimer({ firmId, uid: 'demo-owner', caseId: dossier.id, description: 'Plaidoirie' });
    signInAs('demo-member-1');
    const store = getDataStore();
    const refused = { code: 'permission-denied' };
    await expect(store.get(paths.timer(firmId, 'demo-owner'))).rejects.toMatchObject(refused);
    await expect(store.query({ collection: paths.timers(firmId) })).rejects.toMatchObject(refused);
    await expect(store.delete(paths.timer(firmId, 'demo-owner'))).rejects.toMatchObject(refused);
    await expect(
      store.set(paths.timer(firmId, 'demo-owner'), {
        uid: 'demo-owner',
        caseId: dossier.id,
        startedAt: new Date().toISOString(),
        description: '',
      } satisfies Timer),
    ).rejects.toMatchObject(refused);
    // Their own list holds nothing of it; stopping "theirs" stops nothing of the owner's.
    expect(await runningTimer({ firmId, uid: 'demo-member-1' })).toBeNull();
    await discardTimer({ firmId, uid: 'demo-member-1' });
    signInAs('demo-owner');
    expect(await runningTimer({ firmId, uid: 'demo-owner' })).toMatchObject({ description: 'Plaidoirie' });
  });
});
