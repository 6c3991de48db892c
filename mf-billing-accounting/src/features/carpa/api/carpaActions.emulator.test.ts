/**
 * @jest-environment node
 *
 * A CARPA ledger moves one movement at a time, on the production path: five people of the cabinet
 * pay out from one dossier's CARPA funds at the same moment, against the Firestore emulator and the
 * generated rules. The balance never goes below zero: exactly the payments the funds cover are
 * recorded, with consecutive sequence numbers and a balance chain without a gap; the others are
 * refused in French with the balance — none gets a technical error.
 */
import { type CarpaLedger, type CarpaMovement, paths } from 'shared-data';
import { clearProject, firestoreAs, loadRules, seedAsAdmin } from 'shared-data/testing/emulator';
import { CARPA_MESSAGES } from '../model/carpa.ts';
import { emptyCarpaValues } from '../model/carpaForm.ts';
import { recordCarpaMovement } from './carpaActions.ts';

const PROJECT = 'test-carpa-contention';
const FIRM = 'firm-carpa';
const CASE = 'case-carpa';
const PEOPLE = Array.from({ length: 5 }, (_, i) => ({
  uid: i === 0 ? 'owner-carpa' : `member-carpa-${i}`,
  email: `personne${i}@cabinet-carpa.fr`,
}));

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  await seedAsAdmin(PROJECT, [
    [paths.firm(FIRM), { name: 'Cabinet CARPA', ownerUid: PEOPLE[0]!.uid }],
    ...PEOPLE.map((person, i): [string, object] => [
      paths.membership(person.uid),
      { firmId: FIRM, role: i === 0 ? 'owner' : 'member' },
    ]),
  ]);
});

const movement = (kind: 'depot' | 'versement', amount: string, label: string) => ({
  ...emptyCarpaValues('2026-11-26'),
  kind,
  amount,
  label,
  counterparty: 'Étude Martin, commissaire de justice',
});

it('dix versements simultanés sur 1 000 € : six enregistrés (150 € chacun), quatre refusés avec le solde', async () => {
  const sessions = PEOPLE.map((person) => ({ person, ...firestoreAs(PROJECT, person) }));
  try {
    const record = (i: number, values: ReturnType<typeof movement>) => {
      const { person, store } = sessions[i % sessions.length]!;
      return recordCarpaMovement({ firmId: FIRM, uid: person.uid, caseId: CASE, clientId: null, values, store });
    };
    await record(0, movement('depot', '1000', 'Provision reçue du client'));

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => record(i, movement('versement', '150', `Règlement partiel n° ${i + 1}`))),
    );
    const recorded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(recorded).toHaveLength(6);
    // The four refused saw the last balance: 100 € left, 150 € asked.
    expect(refused.map((result) => (result.reason as Error).message)).toEqual(
      Array.from({ length: 4 }, () => CARPA_MESSAGES.insufficient(10_000, 15_000)),
    );

    const store = sessions[0]!.store;
    const ledger = (await store.get<CarpaLedger>(paths.carpaLedger(FIRM, CASE))).data!;
    expect(ledger).toMatchObject({
      balanceCents: 10_000,
      receivedCents: 100_000,
      paidOutCents: 90_000,
      movementCount: 7,
    });
    const movements = (await store.query<CarpaMovement>({ collection: paths.carpaMovements(FIRM) })).docs
      .map((doc) => doc.data)
      .sort((a, b) => a.sequence - b.sequence);
    expect(movements.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(movements.map((m) => m.balanceAfterCents)).toEqual([
      100_000, 85_000, 70_000, 55_000, 40_000, 25_000, 10_000,
    ]);
  } finally {
    await Promise.all(sessions.map((session) => session.close()));
  }
}, 120_000);

it('une personne d’un autre cabinet ne peut pas mouvementer ce compte CARPA : refus immédiat', async () => {
  const outsider = firestoreAs(PROJECT, { uid: 'outsider', email: 'outsider@autre-cabinet.fr' });
  try {
    await expect(
      recordCarpaMovement({
        firmId: FIRM,
        uid: 'outsider',
        caseId: CASE,
        clientId: null,
        values: movement('versement', '10', 'Versement forgé'),
        store: outsider.store,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  } finally {
    await outsider.close();
  }
});
