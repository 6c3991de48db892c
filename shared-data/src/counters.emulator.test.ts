/**
 * @jest-environment node
 *
 * Contention on the production path: the people of one cabinet issue 20 invoices at the same
 * moment from five sessions, against the Firestore emulator and the generated rules (which
 * accept an issued invoice only when its number is the yearly counter written in the same
 * transaction). Every issue succeeds and the numbers are 1 to 20, consecutive, each once.
 * Twenty are contention enough: measured, they took 76 attempts (the SDK retries an aborted
 * transaction after a back-off), and the test checks that some were retried. Fifty took 24 s in
 * `npm test` and proved no more.
 */
import { nextCounterValue } from './counters.ts';
import { paths } from './paths.ts';
import { clearProject, firestoreAs, loadRules } from './testing/firestoreEmulator.ts';

const PROJECT = 'test-counters';
const COUNT = 20;
const FIRM = 'firm-contention';
const PEOPLE = [
  { uid: 'owner-c', email: 'owner-c@example.fr', role: 'owner' },
  { uid: 'member-c1', email: 'member-c1@example.fr', role: 'member' },
  { uid: 'member-c2', email: 'member-c2@example.fr', role: 'member' },
] as const;

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  const admin = firestoreAs(PROJECT, 'admin');
  await admin.store.set(paths.firm(FIRM), { name: 'Cabinet Contention', ownerUid: 'owner-c' });
  for (const person of PEOPLE) await admin.store.set(paths.membership(person.uid), { firmId: FIRM, role: person.role });
  await admin.close();
});

it(`${COUNT} factures émises en même temps par cinq sessions reçoivent ${COUNT} numéros consécutifs, sans erreur`, async () => {
  const sessions = Array.from({ length: 5 }, (_, i) => firestoreAs(PROJECT, PEOPLE[i % PEOPLE.length]!));
  try {
    const year = 2026;
    // Drafts first (one per future invoice), by their authors.
    await Promise.all(
      Array.from({ length: COUNT }, (_, i) =>
        sessions[i % 5]!.store.set(paths.invoice(FIRM, `draft-${i}`), { status: 'draft', number: null }),
      ),
    );
    let attempts = 0;
    const numbers = await Promise.all(
      Array.from({ length: COUNT }, (_, i) =>
        sessions[i % 5]!.store.runTransaction(async (tx) => {
          attempts += 1;
          const draft = await tx.get<{ status: string }>(paths.invoice(FIRM, `draft-${i}`));
          if (draft.data?.status !== 'draft') throw new Error('déjà émise');
          const { value } = await nextCounterValue(tx, FIRM, 'invoices', { year });
          tx.update(paths.invoice(FIRM, `draft-${i}`), {
            status: 'issued',
            number: `FA-${year}-${String(value).padStart(4, '0')}`,
          });
          return value;
        }),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    // They did contend: transactions were aborted and retried.
    expect(attempts).toBeGreaterThan(COUNT);
    const stored = await sessions[0]!.store.query<{ number: string }>({ collection: paths.invoices(FIRM) });
    expect(stored.docs.map((doc) => doc.data.number).sort()).toEqual(
      Array.from({ length: COUNT }, (_, i) => `FA-${year}-${String(i + 1).padStart(4, '0')}`),
    );
  } finally {
    await Promise.all(sessions.map((session) => session.close()));
  }
}, 120_000);
