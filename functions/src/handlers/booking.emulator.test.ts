/**
 * @jest-environment node
 *
 * The booking emails against the Firestore emulator (admin SDK, as in production); the SMTP server
 * is the edge, replaced by a recorder. Content and recipients, professional secrecy in subjects,
 * the lawyer's notification settings, idempotency, retry then « échec », a forged request, the bound
 * on a spammed form, and the confirmation's .ics read by an independent parser (ical.js).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { type BookingRequest, paths, type SentEmail } from 'shared-data/server';
import { clearProject } from 'shared-data/testing/emulator';
import type { Mailer, OutgoingEmail } from '../mail/mailer.ts';
import { RETRY_PAUSES_MS, type ServerDeps } from '../outbox.ts';
import { ACKNOWLEDGEMENTS_PER_DAY, onBookingDecided, onBookingRequested } from './booking.ts';
import { onProposalAccepted } from './proposal.ts';

const PROJECT = 'test-functions-booking';
const FIRM = 'firm-durand';
const PRO = 'pro-claire';
const NOW = new Date('2026-11-26T09:00:00.000Z');
const START = '2026-12-03T09:00:00.000Z';

const app = initializeApp({ projectId: PROJECT }, 'functions-booking-test');
const db = getFirestore(app);

/** The SMTP edge: records what would be sent; fails the first `failures` sends. */
function recorder(failures = 0) {
  const sent: OutgoingEmail[] = [];
  let left = failures;
  const mailer: Mailer = {
    async send(email) {
      if (left > 0) {
        left -= 1;
        throw new Error('SMTP 421 service indisponible');
      }
      sent.push(email);
      return { messageId: `m-${sent.length}` };
    },
  };
  return { sent, mailer };
}

const pauses: number[] = [];
const depsWith = (mailer: Mailer): ServerDeps => ({
  db,
  mailer,
  appUrl: 'http://localhost:3000',
  now: () => NOW,
  pause: async (ms) => {
    pauses.push(ms);
  },
});

let sequence = 0;
async function request(overrides: Partial<BookingRequest> = {}): Promise<string> {
  sequence += 1;
  const id = `req-${sequence}`;
  const data: BookingRequest = {
    proUid: PRO,
    firmId: FIRM,
    slotId: `${PRO}_${START}`,
    start: START,
    end: '2026-12-03T09:30:00.000Z',
    type: 'cabinet',
    name: 'Nadia Benali',
    email: `nadia.${sequence}@example.fr`,
    phone: '+33612345678',
    motif: 'Divorce et garde des enfants',
    consent: true,
    status: 'à confirmer',
    createdAt: NOW.toISOString(),
    ...overrides,
  };
  await db.doc(paths.bookingRequest(id)).set(data);
  return id;
}

const record = async (key: string) => (await db.doc(paths.email(FIRM, key)).get()).data() as SentEmail | undefined;

beforeAll(async () => {
  await clearProject(PROJECT);
  await db.doc(paths.publicProfile(PRO)).set({
    uid: PRO,
    firmId: FIRM,
    fullName: 'Claire Durand',
    published: true,
    address: '12 rue de la République, 69002 Lyon',
    visioUrl: 'https://visio.example.fr/claire-durand',
  });
  await db.doc(paths.member(FIRM, PRO)).set({ uid: PRO, email: 'claire.durand@cabinet-durand.fr', role: 'owner' });
  await db
    .doc(paths.publicProfile('pro-leroy'))
    .set({ uid: 'pro-leroy', firmId: 'firm-leroy', fullName: 'Marc Leroy', published: true, address: '' });
});

afterAll(() => deleteApp(app));

describe('demande de rendez-vous reçue', () => {
  it('accusé de réception au visiteur et avis à l’avocate, sans nom ni objet dans les sujets', async () => {
    const { sent, mailer } = recorder();
    const id = await request();
    expect(await onBookingRequested(depsWith(mailer), id)).toEqual({ visitor: 'envoyé', lawyer: 'envoyé' });
    const [visitor, lawyer] = sent;
    expect(visitor!.to).toBe(`nadia.${sequence}@example.fr`);
    expect(visitor!.subject).toBe('Votre demande de rendez-vous est bien reçue');
    expect(visitor!.text).toContain('Claire Durand');
    expect(visitor!.text).toContain('jeudi 3 décembre 2026 à 10:00');
    expect(visitor!.text).toContain('à confirmer');
    expect(visitor!.html).toContain('lang="fr"');
    expect(lawyer!.to).toBe('claire.durand@cabinet-durand.fr');
    expect(lawyer!.subject).toBe('Nouvelle demande de rendez-vous');
    expect(lawyer!.text).toContain('Divorce et garde des enfants');
    expect(lawyer!.unsubscribeUrl).toBe('http://localhost:3000/app/settings/notifications');
    for (const email of sent) {
      expect(email.subject).not.toMatch(/Nadia|Benali|Divorce/);
    }
    expect(await record(`booking-received-visitor-${id}`)).toMatchObject({ status: 'envoyé', attempts: 1, about: id });
    // And under the lawyer's bell.
    const bell = (await db.doc(`${paths.notifications(FIRM)}/booking-${id}`).get()).data();
    expect(bell).toMatchObject({ uid: PRO, kind: 'bookingRequest', link: '/app/calendar/meetings', read: false });
  });

  it('une seconde exécution pour le même événement n’envoie rien', async () => {
    const { sent, mailer } = recorder();
    const id = await request();
    await onBookingRequested(depsWith(mailer), id);
    expect(await onBookingRequested(depsWith(mailer), id)).toEqual({ visitor: 'déjà traité', lawyer: 'déjà traité' });
    expect(sent).toHaveLength(2);
  });

  it('sans e-mail pour l’avocate quand ses réglages de notification l’excluent', async () => {
    const { sent, mailer } = recorder();
    await db.doc(paths.settings(FIRM, `notifications-${PRO}`)).set({ bookingRequest: { app: true, email: false } });
    try {
      const id = await request();
      expect(await onBookingRequested(depsWith(mailer), id)).toEqual({ visitor: 'envoyé', lawyer: 'non envoyé' });
      expect(sent.map((email) => email.to)).toEqual([`nadia.${sequence}@example.fr`]);
    } finally {
      await db.doc(paths.settings(FIRM, `notifications-${PRO}`)).delete();
    }
  });

  it('SMTP en panne : réessais espacés, puis « échec » enregistré avec l’erreur', async () => {
    pauses.length = 0;
    const flaky = recorder(2);
    const id = await request();
    await onBookingRequested(depsWith(flaky.mailer), id);
    expect(await record(`booking-received-visitor-${id}`)).toMatchObject({ status: 'envoyé', attempts: 3 });
    expect(pauses).toEqual(RETRY_PAUSES_MS);

    const down = recorder(Number.POSITIVE_INFINITY);
    const other = await request();
    expect(await onBookingRequested(depsWith(down.mailer), other)).toEqual({ visitor: 'échec', lawyer: 'échec' });
    expect(await record(`booking-received-visitor-${other}`)).toMatchObject({
      status: 'échec',
      attempts: 3,
      lastError: 'SMTP 421 service indisponible',
    });
    expect(down.sent).toHaveLength(0);
  });

  it('une demande forgée pour un autre cabinet n’envoie rien', async () => {
    const { sent, mailer } = recorder();
    // Claire's profile, but a request naming another cabinet (and the other way round).
    const forged = await request({ firmId: 'firm-leroy' });
    const crossed = await request({ proUid: 'pro-leroy' });
    expect(await onBookingRequested(depsWith(mailer), forged)).toEqual({});
    expect(await onBookingRequested(depsWith(mailer), crossed)).toEqual({});
    expect(await onBookingRequested(depsWith(mailer), 'inexistante')).toEqual({});
    expect(sent).toHaveLength(0);
    expect(await record(`booking-received-visitor-${forged}`)).toBeUndefined();
  });

  it(`un formulaire inondé : au plus ${ACKNOWLEDGEMENTS_PER_DAY} accusés par adresse et par jour`, async () => {
    const { sent, mailer } = recorder();
    const outcomes = [];
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_DAY + 3; i += 1) {
      const id = await request({ email: 'inonde@example.fr' });
      outcomes.push((await onBookingRequested(depsWith(mailer), id)).visitor);
    }
    expect(outcomes.filter((outcome) => outcome === 'envoyé')).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
    expect(outcomes.slice(ACKNOWLEDGEMENTS_PER_DAY)).toEqual(['non envoyé', 'non envoyé', 'non envoyé']);
    expect(sent.filter((email) => email.to === 'inonde@example.fr')).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
  });
});

describe('décision de l’avocate', () => {
  it('confirmée : le message et un .ics qu’un lecteur indépendant lit à la bonne heure (Europe/Paris)', async () => {
    const { sent, mailer } = recorder();
    const id = await request({ status: 'confirmé', responseMessage: 'Apportez le jugement de divorce.' });
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'à confirmer' })).toEqual({ visitor: 'envoyé' });
    const [email] = sent;
    expect(email!.subject).toBe('Votre rendez-vous est confirmé');
    expect(email!.text).toContain('« Apportez le jugement de divorce. »');
    const ics = email!.attachments![0]!;
    expect(ics.filename).toBe('rendez-vous.ics');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(START);
    expect(
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
        event.startDate.toJSDate(),
      ),
    ).toBe('10:00');
    expect(event.location).toBe('12 rue de la République, 69002 Lyon');
    // The same decision seen twice (a retried trigger): sent once.
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'à confirmer' })).toEqual({ visitor: 'déjà traité' });
  });

  it('confirmée en visioconférence : le lien de la visio du profil dans l’e-mail et dans le .ics', async () => {
    const { sent, mailer } = recorder();
    const id = await request({ type: 'visio', status: 'confirmé', responseMessage: 'À jeudi.' });
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'à confirmer' })).toEqual({ visitor: 'envoyé' });
    const [email] = sent;
    expect(email!.text).toContain('en visioconférence');
    expect(email!.text).toContain('Lien de la visioconférence : https://visio.example.fr/claire-durand');
    expect(email!.html).toContain('href="https://visio.example.fr/claire-durand"');
    // Professional secrecy: the subject stays what the email is.
    expect(email!.subject).toBe('Votre rendez-vous est confirmé');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(email!.attachments![0]!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.location).toBe('https://visio.example.fr/claire-durand');
    expect(event.description).toContain('Lien de la visioconférence : https://visio.example.fr/claire-durand');
  });

  it('au cabinet, pas de lien de visio (le lieu est l’adresse du profil)', async () => {
    const { sent, mailer } = recorder();
    const id = await request({ status: 'confirmé', responseMessage: 'À jeudi.' });
    await onBookingDecided(depsWith(mailer), id, { status: 'à confirmer' });
    expect(sent[0]!.text).toContain('au cabinet (12 rue de la République, 69002 Lyon)');
    expect(sent[0]!.text).not.toContain('visio.example.fr');
  });

  it('refusée : le message et le lien pour choisir un autre créneau ; rien si la demande n’était pas à confirmer', async () => {
    const { sent, mailer } = recorder();
    const id = await request({ status: 'refusé', responseMessage: 'Je ne traite pas les affaires familiales.' });
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'confirmé' })).toEqual({});
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'à confirmer' })).toEqual({ visitor: 'envoyé' });
    expect(sent[0]!.text).toContain('Je ne traite pas les affaires familiales.');
    expect(sent[0]!.html).toContain(`http://localhost:3000/book?pro=${PRO}`);
  });
});

describe('autre horaire proposé', () => {
  it('le lien pour accepter part au demandeur ; accepté avec le bon jeton, le rendez-vous est confirmé à cet horaire', async () => {
    const { sent, mailer } = recorder();
    const proposedStart = '2026-12-04T14:00:00.000Z';
    const id = await request({
      status: 'autre horaire proposé',
      proposedStart,
      proposedEnd: '2026-12-04T14:30:00.000Z',
      proposalToken: 'jeton-de-test-0123456789',
      responseMessage: 'Le vendredi vous conviendrait-il ?',
    });
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'à confirmer' })).toEqual({ visitor: 'envoyé' });
    const [proposal] = sent;
    expect(proposal!.subject).toBe('Un autre horaire vous est proposé');
    expect(proposal!.text).toContain('vendredi 4 décembre 2026 à 15:00');
    expect(proposal!.text).toContain('« Le vendredi vous conviendrait-il ? »');
    const accept = new URL(/href="([^"]*proposition=[^"]*)"/.exec(proposal!.html)![1]!.replace(/&amp;/g, '&'));
    expect(Object.fromEntries(accept.searchParams)).toEqual({
      pro: PRO,
      proposition: id,
      jeton: 'jeton-de-test-0123456789',
      horaire: proposedStart,
    });

    // A wrong token changes nothing; the right one confirms at the proposed time.
    await db.doc(paths.bookingAcceptance(id)).set({ token: 'mauvais', createdAt: NOW.toISOString() });
    expect(await onProposalAccepted(depsWith(mailer), id)).toBe('ignoré');
    await db.doc(paths.bookingAcceptance(id)).set({ token: 'jeton-de-test-0123456789', createdAt: NOW.toISOString() });
    expect(await onProposalAccepted(depsWith(mailer), id)).toBe('confirmé');
    expect(await onProposalAccepted(depsWith(mailer), id)).toBe('ignoré');
    const confirmed = (await db.doc(paths.bookingRequest(id)).get()).data() as BookingRequest;
    expect(confirmed).toMatchObject({ status: 'confirmé', start: proposedStart, eventId: `booking-${id}` });
    expect((await db.doc(paths.event(FIRM, `booking-${id}`)).get()).data()).toMatchObject({
      kind: 'rendez-vous',
      start: proposedStart,
      status: 'confirmé',
      attendeeUids: [PRO],
    });

    // The request's change then sends the confirmation, its .ics at the accepted time.
    expect(await onBookingDecided(depsWith(mailer), id, { status: 'autre horaire proposé' })).toEqual({
      visitor: 'envoyé',
    });
    const confirmation = sent.find((email) => email.subject === 'Votre rendez-vous est confirmé')!;
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(confirmation.attachments![0]!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(proposedStart);
  });
});
