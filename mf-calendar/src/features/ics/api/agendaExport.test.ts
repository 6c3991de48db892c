import { getDataStore, paths } from 'shared-data';
import { EXPORT_PAGE_SIZE } from 'shared-data/store';
import { DEMO_IDS, freshDemoData, installReadCounter, loadTenYearCabinet, signInAs } from 'shared-data/testing';
import { readAgendaForExport } from './agendaExport.ts';

jest.setTimeout(60_000);

// Loaded once: the tests only read.
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  await loadTenYearCabinet({ scale: 0.05 });
});

type Row = { attendeeUids: string[]; kind: string; assigneeUid: string | null };
const all = async (collection: string) =>
  (await getDataStore().query<Row>({ collection })).docs.map((doc) => ({ id: doc.id, ...doc.data }));

describe('readAgendaForExport: the whole agenda, read in pages', () => {
  it('reads every event and délai of the cabinet, page after page, reporting its progress', async () => {
    const events = await all(paths.events(DEMO_IDS.firmId));
    const deadlines = await all(paths.deadlines(DEMO_IDS.firmId));
    expect(events.length).toBeGreaterThan(2 * EXPORT_PAGE_SIZE);
    const reads = installReadCounter();
    reads.reset();
    const progress: number[] = [];
    const exported = await readAgendaForExport({
      firmId: DEMO_IDS.firmId,
      filters: { membre: 'tous', type: 'tous' },
      onProgress: (read) => progress.push(read),
    });
    expect(exported.events.map((event) => event.id).sort()).toEqual(events.map((event) => event.id).sort());
    expect(exported.deadlines.map((deadline) => deadline.id).sort()).toEqual(deadlines.map((d) => d.id).sort());
    // Never more than a page in one query: one report per page, the last one the total.
    expect(progress.length).toBe(
      Math.ceil((events.length + 1) / EXPORT_PAGE_SIZE) + Math.ceil((deadlines.length + 1) / EXPORT_PAGE_SIZE),
    );
    expect(progress.at(-1)).toBe(events.length + deadlines.length);
    expect(reads.bySourceAndCollection.query).toEqual({ events: events.length, deadlines: deadlines.length });
  });

  it('keeps what the member and type filters keep, as the agenda did', async () => {
    const uid = DEMO_IDS.member1Uid;
    const events = (await all(paths.events(DEMO_IDS.firmId))).filter(
      (event) => event.attendeeUids.includes(uid) && event.kind === 'audience',
    );
    const exported = await readAgendaForExport({
      firmId: DEMO_IDS.firmId,
      filters: { membre: uid, type: 'audience' },
      onProgress: () => undefined,
    });
    expect(events.length).toBeGreaterThan(0);
    expect(exported.events.map((event) => event.id).sort()).toEqual(events.map((event) => event.id).sort());
    expect(exported.deadlines).toEqual([]);
    const theirDeadlines = (await all(paths.deadlines(DEMO_IDS.firmId))).filter((d) => d.assigneeUid === uid);
    const onlyDeadlines = await readAgendaForExport({
      firmId: DEMO_IDS.firmId,
      filters: { membre: uid, type: 'delai' },
      onProgress: () => undefined,
    });
    expect(onlyDeadlines.events).toEqual([]);
    expect(onlyDeadlines.deadlines.map((d) => d.id).sort()).toEqual(theirDeadlines.map((d) => d.id).sort());
  });
});
