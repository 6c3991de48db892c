/**
 * @jest-environment node
 *
 * The ten-year cabinet's Firestore loader (tenYearCabinet.ts) on the emulator, at a small scale and
 * in a project of its own: everything written next to the demo, the counters continuing the
 * demo's, and everything removed again with the demo's counters put back.
 */
import { demoCounters } from '../../shared-data/src/demo/tenYears.ts';
import { DEMO_IDS } from '../../shared-data/src/demoIds.ts';
import { paths } from '../../shared-data/src/paths.ts';
import { clearProject, firestoreAs } from '../../shared-data/src/testing/firestoreEmulator.ts';
import { removeTenYears, tenYearsIn, writeTenYears } from './tenYearCabinet.ts';

const PROJECT = 'test-ten-years';
const FIRM = DEMO_IDS.firmId;
const NOW = new Date(2026, 10, 26, 10, 0);

beforeAll(async () => {
  await clearProject(PROJECT);
});

it('charge le cabinet de dix ans à côté de la démonstration, puis le retire', async () => {
  const admin = firestoreAs(PROJECT, 'admin');
  try {
    const demo = demoCounters(NOW);
    for (const [name, counter] of demo) await admin.store.set(paths.counter(FIRM, name), { ...counter });
    const progress: number[] = [];
    const { cabinet } = await writeTenYears(admin.store, {
      scale: 0.004,
      now: NOW,
      onProgress: (done) => progress.push(done),
    });
    expect(progress.at(-1)).toBe(cabinet.documents.length);
    expect(await tenYearsIn(admin.store)).toMatchObject({ scale: 0.004, state: 'chargé' });
    const count = async (collection: string) => (await admin.store.query({ collection })).docs.length;
    expect(await count(paths.cases(FIRM))).toBe(cabinet.sizes.cases);
    expect(await count(paths.invoices(FIRM))).toBe(cabinet.sizes.invoices);
    expect(await count(paths.timeEntries(FIRM))).toBe(cabinet.sizes.timeEntries);
    const cases2026 = (await admin.store.get<{ value: number }>(paths.counter(FIRM, 'cases-2026'))).data!.value;
    expect(cases2026).toBeGreaterThan(demo.get('cases-2026')!.value);

    expect(await removeTenYears(admin.store)).toBe(cabinet.documents.length);
    expect(await tenYearsIn(admin.store)).toBeNull();
    expect(await count(paths.cases(FIRM))).toBe(0);
    expect(await count(paths.invoices(FIRM))).toBe(0);
    const counters = await admin.store.query<{ value: number }>({ collection: paths.counters(FIRM) });
    expect(Object.fromEntries(counters.docs.map((doc) => [doc.id, doc.data.value]))).toEqual(
      Object.fromEntries([...demo].map(([name, counter]) => [name, counter.value])),
    );
  } finally {
    await admin.close();
  }
}, 120_000);
