/**
 * Creating a month's e-reports through the real adapter and its data policy: the documents are
 * what the schema expects, one per kind and month, never written twice; only the owner creates them.
 */
import { DataError, type Ereport, getDataStore, paths } from 'shared-data';
import { DEMO_IDS, ereportSchema, freshDemoData, signInAs } from 'shared-data/testing';
import type { PeriodReport } from '../model/ereporting.ts';
import { submitEreports } from './ereportActions.ts';

jest.setTimeout(60_000);

const firmId = DEMO_IDS.firmId;
const PERIOD = '2019-03';

const paiements: PeriodReport = {
  kind: 'paiements',
  lines: [
    { date: '2019-03-04', rate: 20, amountCents: 60_000, vatCents: 10_000 },
    { date: '2019-03-04', rate: 0, amountCents: 25_000, vatCents: 0 },
  ],
  totalCents: 85_000,
  vatCents: 10_000,
  problems: [],
};
const b2c: PeriodReport = {
  kind: 'b2c',
  lines: [{ date: '2019-03-12', rate: 20, amountCents: 33_333, vatCents: 6_667 }],
  totalCents: 33_333,
  vatCents: 6_667,
  problems: [],
};

const stored = async (id: string) => (await getDataStore().get<Ereport>(paths.ereport(firmId, id))).data;

beforeEach(async () => {
  await freshDemoData();
  signInAs(DEMO_IDS.ownerUid);
});

describe('submitEreports', () => {
  it('the owner creates one document per kind and month, as the schema expects, to transmit', async () => {
    const created = await submitEreports({ firmId, uid: DEMO_IDS.ownerUid, period: PERIOD, reports: [paiements, b2c] });
    expect(created).toEqual(['paiements', 'b2c']);
    const document = await stored(`paiements-${PERIOD}`);
    expect(ereportSchema.parse(document)).toEqual(document);
    expect(document).toEqual({
      kind: 'paiements',
      period: PERIOD,
      from: '2019-03-01',
      to: '2019-03-31',
      lines: paiements.lines,
      totalCents: 85_000,
      vatCents: 10_000,
      status: 'aTransmettre',
      flowId: null,
      reason: null,
      createdBy: DEMO_IDS.ownerUid,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      transmittedAt: null,
    });
    expect(await stored(`b2c-${PERIOD}`)).toMatchObject({ kind: 'b2c', totalCents: 33_333, vatCents: 6_667 });
  });

  it('never writes a month twice: only the kind not created yet, then nothing, with a French message', async () => {
    await submitEreports({ firmId, uid: DEMO_IDS.ownerUid, period: PERIOD, reports: [b2c] });
    const first = await stored(`b2c-${PERIOD}`);
    const changed = { ...b2c, totalCents: 1, lines: [] };
    expect(
      await submitEreports({ firmId, uid: DEMO_IDS.ownerUid, period: PERIOD, reports: [paiements, changed] }),
    ).toEqual(['paiements']);
    expect(await stored(`b2c-${PERIOD}`)).toEqual(first);
    await expect(
      submitEreports({ firmId, uid: DEMO_IDS.ownerUid, period: PERIOD, reports: [paiements, b2c] }),
    ).rejects.toThrow('L’e-reporting de mars 2019 est déjà enregistré : il n’est pas transmis deux fois.');
  });

  it('a member cannot create one (the data policy refuses it); nothing is written', async () => {
    signInAs(DEMO_IDS.member1Uid);
    const refused = submitEreports({ firmId, uid: DEMO_IDS.member1Uid, period: PERIOD, reports: [paiements, b2c] });
    await expect(refused).rejects.toBeInstanceOf(DataError);
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
    // A member reads them, and there is none.
    expect(await stored(`paiements-${PERIOD}`)).toBeNull();
    expect(await stored(`b2c-${PERIOD}`)).toBeNull();
  });
});
