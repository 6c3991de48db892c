/**
 * @jest-environment node
 *
 * The scheduled job with a fixed clock, against the Firestore emulator (admin SDK, as in
 * production); the SMTP server is the edge, replaced by a recorder. It sends exactly the reminders
 * due — meetings the day before and two hours before, hearings, deadlines as each lawyer's settings
 * ask, the 48 h nudge — and each once, however often it runs. Invitations send their link once,
 * only when an owner wrote them.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { type BookingRequest, type CalendarEvent, type Deadline, paths } from 'shared-data/server';
import { clearProject } from 'shared-data/testing/emulator';
import type { Mailer, OutgoingEmail } from '../mail/mailer.ts';
import type { ServerDeps } from '../outbox.ts';
import { onInvitationCreated } from './invitation.ts';
import { runReminders } from './reminders.ts';
import { runRetention } from './retention.ts';

const PROJECT = 'test-functions-reminders';
const FIRM = 'firm-durand';
const CLAIRE = 'pro-claire';
const JULIEN = 'pro-julien';
const HOUR = 3_600_000;
const NOW = new Date('2026-12-02T08:00:00.000Z'); // 09:00 in Paris
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const app = initializeApp({ projectId: PROJECT }, 'functions-reminders-test');
const db = getFirestore(app);

const sent: OutgoingEmail[] = [];
const mailer: Mailer = {
  async send(email) {
    sent.push(email);
    return { messageId: `m-${sent.length}` };
  },
};
const depsAt = (now: Date): ServerDeps => ({ db, mailer, appUrl: 'http://localhost:3000', now: () => now });

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  kind: 'rendez-vous',
  title: 'Rendez-vous',
  start: at(20),
  end: at(20.5),
  caseId: null,
  attendeeUids: [CLAIRE],
  location: '',
  status: 'confirmé',
  createdAt: at(-100),
  ...overrides,
});
const request = (overrides: Partial<BookingRequest>): BookingRequest => ({
  proUid: CLAIRE,
  firmId: FIRM,
  slotId: 's',
  start: at(20),
  end: at(20.5),
  type: 'cabinet',
  name: 'Nadia Benali',
  email: 'nadia@example.fr',
  phone: '+33612345678',
  motif: 'Succession',
  consent: true,
  status: 'confirmé',
  createdAt: at(-100),
  ...overrides,
});
const deadline = (overrides: Partial<Deadline>): Deadline => ({
  title: 'Délai d’appel',
  caseId: 'case-1',
  dueDate: '2026-12-05',
  computation: '',
  assigneeUid: CLAIRE,
  done: false,
  doneAt: null,
  createdAt: at(-100),
  ...overrides,
});

beforeAll(async () => {
  await clearProject(PROJECT);
  const docs: [string, object][] = [
    [
      paths.publicProfile(CLAIRE),
      {
        uid: CLAIRE,
        firmId: FIRM,
        fullName: 'Claire Durand',
        published: true,
        address: '12 rue de la République, 69002 Lyon',
      },
    ],
    [
      paths.member(FIRM, CLAIRE),
      { uid: CLAIRE, email: 'claire@cabinet-durand.fr', name: 'Claire Durand', role: 'owner' },
    ],
    [
      paths.member(FIRM, JULIEN),
      { uid: JULIEN, email: 'julien@cabinet-durand.fr', name: 'Julien Martin', role: 'member' },
    ],
    [paths.membership(CLAIRE), { firmId: FIRM, role: 'owner' }],
    [paths.membership(JULIEN), { firmId: FIRM, role: 'member' }],
    [paths.settings(FIRM, `notifications-${CLAIRE}`), { deadlineDue: { app: true, email: true, days: 7 } }],
    [paths.case(FIRM, 'case-1'), { reference: '2026-0038', title: 'Dupont c/ Martin' }],
    // A: confirmed meeting tomorrow (20 h ahead); B: in one hour; C: in 30 h; D: not confirmed.
    [paths.bookingRequest('req-a'), request({ start: at(20) })],
    [paths.event(FIRM, 'evt-a'), event({ start: at(20), bookingRequestId: 'req-a' })],
    [paths.bookingRequest('req-b'), request({ start: at(1), email: 'bruno@example.fr' })],
    [paths.event(FIRM, 'evt-b'), event({ start: at(1), bookingRequestId: 'req-b' })],
    [paths.bookingRequest('req-c'), request({ start: at(30) })],
    [paths.event(FIRM, 'evt-c'), event({ start: at(30), bookingRequestId: 'req-c' })],
    [paths.event(FIRM, 'evt-d'), event({ start: at(3), status: 'à confirmer', bookingRequestId: 'req-a' })],
    // E: a hearing this evening; F: one that has passed.
    [
      paths.event(FIRM, 'evt-e'),
      event({ kind: 'audience', start: at(10), caseId: 'case-1', jurisdiction: 'Tribunal judiciaire de Lyon' }),
    ],
    [paths.event(FIRM, 'evt-f'), event({ kind: 'audience', start: at(-1) })],
    // G: due in 3 days (Claire asks 7 days ahead, by email); H: in 10 days; I: done; J: Julien (no email asked).
    [paths.deadline(FIRM, 'dl-g'), deadline({ dueDate: '2026-12-05' })],
    [paths.deadline(FIRM, 'dl-h'), deadline({ dueDate: '2026-12-12' })],
    [paths.deadline(FIRM, 'dl-i'), deadline({ dueDate: '2026-12-03', done: true })],
    [paths.deadline(FIRM, 'dl-j'), deadline({ dueDate: '2026-12-03', assigneeUid: JULIEN })],
    // K: unanswered for 49 h; L: for 47 h.
    [paths.bookingRequest('req-k'), request({ status: 'à confirmer', createdAt: at(-49), start: at(72) })],
    [paths.bookingRequest('req-l'), request({ status: 'à confirmer', createdAt: at(-47), start: at(72) })],
  ];
  for (const [path, data] of docs) await db.doc(path).set(data);
});

afterAll(() => deleteApp(app));

it('avec une horloge fixe : exactement les rappels dus, une seule fois', async () => {
  const first = await runReminders(depsAt(NOW));
  expect(first.map((run) => run.key).sort()).toEqual(
    [
      'booking-nudge-req-k',
      'deadline-dl-g-pro-claire-2026-12-05',
      'hearing-evt-e-pro-claire',
      'reminder-2h-evt-b-pro-claire',
      'reminder-2h-evt-b-visiteur',
      'reminder-veille-evt-a-pro-claire',
      'reminder-veille-evt-a-visiteur',
    ].sort(),
  );
  expect(first.every((run) => run.outcome === 'envoyé')).toBe(true);
  expect(sent).toHaveLength(7);

  // The job runs again a minute later: nothing twice.
  const again = await runReminders(depsAt(new Date(NOW.getTime() + 60_000)));
  expect(again.every((run) => run.outcome === 'déjà traité')).toBe(true);
  expect(sent).toHaveLength(7);

  // Nineteen hours later: A is two hours away (its second reminder), C is now within a day, L has
  // waited 66 hours — and only those are new.
  const later = await runReminders(depsAt(new Date(NOW.getTime() + 19 * HOUR)));
  expect(
    later
      .filter((run) => run.outcome === 'envoyé')
      .map((run) => run.key)
      .sort(),
  ).toEqual([
    'booking-nudge-req-l',
    'reminder-2h-evt-a-pro-claire',
    'reminder-2h-evt-a-visiteur',
    'reminder-veille-evt-c-pro-claire',
    'reminder-veille-evt-c-visiteur',
  ]);
});

it('les rappels disent l’essentiel, sans nom de partie ni objet dans le sujet', () => {
  const hearing = sent.find((email) => email.subject === 'Rappel : audience demain')!;
  expect(hearing.to).toBe('claire@cabinet-durand.fr');
  expect(hearing.text).toContain('dossier 2026-0038');
  expect(hearing.text).toContain('Tribunal judiciaire de Lyon');
  const visitor = sent.find((email) => email.to === 'bruno@example.fr')!;
  expect(visitor.subject).toBe('Rappel : votre rendez-vous dans deux heures');
  expect(visitor.text).toContain('Claire Durand');
  const deadlineEmail = sent.find((email) => email.subject === 'Rappel : un délai approche')!;
  expect(deadlineEmail.text).toContain('samedi 5 décembre 2026');
  for (const email of sent) expect(email.subject).not.toMatch(/Nadia|Benali|Dupont|Martin|Succession/);
});

describe('invitation', () => {
  const invitation = (token: string, overrides: Record<string, unknown> = {}) =>
    db.doc(paths.invitation(token)).set({
      token,
      firmId: FIRM,
      firmName: 'Cabinet Durand & Associés',
      email: 'paul@exemple.fr',
      role: 'member',
      createdAt: at(-1),
      expiresAt: at(24 * 7),
      usedAt: null,
      usedBy: null,
      invitedBy: CLAIRE,
      message: 'Bienvenue parmi nous.',
      ...overrides,
    });

  it('le lien part par e-mail à la personne invitée, une fois', async () => {
    sent.length = 0;
    await invitation('tok-ok');
    expect(await onInvitationCreated(depsAt(NOW), 'tok-ok')).toBe('envoyé');
    expect(await onInvitationCreated(depsAt(NOW), 'tok-ok')).toBe('déjà traité');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('paul@exemple.fr');
    expect(sent[0]!.subject).toBe('Invitation à rejoindre Cabinet Durand & Associés sur Prétoire');
    expect(sent[0]!.html).toContain('http://localhost:3000/pro/accept-invite?token=tok-ok');
    expect(sent[0]!.text).toContain('Claire Durand vous invite');
    expect(sent[0]!.text).toContain('« Bienvenue parmi nous. »');
  });

  it('rien pour une invitation écrite par un collaborateur, expirée ou déjà utilisée', async () => {
    sent.length = 0;
    await invitation('tok-member', { invitedBy: JULIEN });
    await invitation('tok-expired', { expiresAt: at(-1) });
    await invitation('tok-used', { usedAt: at(-1), usedBy: 'x' });
    for (const token of ['tok-member', 'tok-expired', 'tok-used', 'inconnue'])
      expect(await onInvitationCreated(depsAt(NOW), token)).toBe('non envoyé');
    expect(sent).toHaveLength(0);
  });
});

describe('conservation RGPD', () => {
  it('propose au titulaire, une fois, les clients dont tous les dossiers sont clos depuis plus de cinq ans', async () => {
    const closed = (clientIds: string[], closedAt: string | null, status = 'clos') => ({
      reference: '2019-0001',
      title: 'Dossier',
      clientIds,
      status,
      closedAt,
    });
    await db.doc(paths.firm(FIRM)).set({ name: 'Cabinet Durand', ownerUid: CLAIRE });
    const docs: [string, object][] = [
      [paths.client(FIRM, 'c-old'), { displayName: 'Alice Ancienne' }],
      [paths.client(FIRM, 'c-mixed'), { displayName: 'Bruno Encours' }],
      [paths.client(FIRM, 'c-recent'), { displayName: 'Chloé Récente' }],
      [paths.client(FIRM, 'c-done'), { displayName: 'Client anonymisé', anonymisedAt: at(-1000) }],
      [paths.case(FIRM, 'k1'), closed(['c-old'], '2020-06-30')],
      [paths.case(FIRM, 'k2'), closed(['c-old', 'c-mixed'], '2021-01-15')],
      [paths.case(FIRM, 'k3'), closed(['c-mixed'], null, 'ouvert')],
      [paths.case(FIRM, 'k4'), closed(['c-recent'], '2023-03-01')],
      [paths.case(FIRM, 'k5'), closed(['c-done'], '2019-01-01')],
    ];
    for (const [path, data] of docs) await db.doc(path).set(data);

    expect(await runRetention(depsAt(NOW))).toEqual([`${FIRM}/c-old`]);
    expect(await runRetention(depsAt(NOW))).toEqual([]);
    const proposal = (await db.doc(`${paths.notifications(FIRM)}/retention-c-old`).get()).data();
    expect(proposal).toMatchObject({ uid: CLAIRE, kind: 'retentionDue', link: '/app/clients/c-old', read: false });
    // Nothing was erased: the proposal is all the job does.
    expect((await db.doc(paths.client(FIRM, 'c-old')).get()).data()).toEqual({ displayName: 'Alice Ancienne' });
  });

  it('propose en une passe les centaines de clients d’un cabinet qui arrive avec son historique', async () => {
    const firm = 'firm-historique';
    await db.doc(paths.firm(firm)).set({ name: 'Cabinet Historique', ownerUid: CLAIRE });
    const batch = db.batch();
    // 250 clients: more than two chunks of clients read by id; one in ten keeps a recent dossier.
    const ids = Array.from({ length: 250 }, (_, index) => `h-${String(index).padStart(3, '0')}`);
    for (const [index, id] of ids.entries()) {
      batch.set(db.doc(paths.client(firm, id)), { displayName: `Client ${index}` });
      batch.set(db.doc(paths.case(firm, `old-${id}`)), { clientIds: [id], status: 'clos', closedAt: '2018-05-02' });
      if (index % 10 === 0)
        batch.set(db.doc(paths.case(firm, `new-${id}`)), { clientIds: [id], status: 'clos', closedAt: '2024-01-10' });
    }
    await batch.commit();

    const proposed = await runRetention(depsAt(NOW));
    const expected = ids.filter((_, index) => index % 10 !== 0).map((id) => `${firm}/${id}`);
    expect(proposed.filter((id) => id.startsWith(`${firm}/`)).sort()).toEqual(expected);
    const bell = await db.collection(paths.notifications(firm)).where('kind', '==', 'retentionDue').count().get();
    expect(bell.data().count).toBe(225);
  });
});
