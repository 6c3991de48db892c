import { type BookingRequest, type CalendarEvent, DataError, getDataStore, paths } from 'shared-data';
import { updateSession } from 'shared-auth';
import { freshDemoData, seedBookingRequest, seedEvent, signInAs } from 'shared-data/testing';
import { BOOKING_MESSAGES, bookingEventId } from '../model/bookingDecision.ts';
import { confirmBooking, declineBooking, proposeOtherTime } from './bookingActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const request = async (id: string) => (await getDataStore().get<BookingRequest>(paths.bookingRequest(id))).data!;
const slotExists = async (slotId: string) => (await getDataStore().get(paths.bookingSlot(slotId))).exists;

describe('answering a booking request', () => {
  it('confirm: the request becomes a meeting, the slot stays taken, the message is stored', async () => {
    const seeded = await seedBookingRequest({ name: 'Nadia Benali' });
    const eventId = await confirmBooking({ firmId, uid, requestId: seeded.id, message: '  C’est confirmé.  ' });
    expect(eventId).toBe(bookingEventId(seeded.id));
    const event = (await getDataStore().get<CalendarEvent>(paths.event(firmId, eventId))).data!;
    expect(event).toMatchObject({
      kind: 'rendez-vous',
      start: seeded.data.start,
      end: seeded.data.end,
      attendeeUids: [uid],
      status: 'confirmé',
      bookingRequestId: seeded.id,
    });
    expect(event.title).toContain('Nadia Benali');
    expect(await request(seeded.id)).toMatchObject({
      status: 'confirmé',
      responseMessage: 'C’est confirmé.',
      respondedBy: uid,
      eventId,
    });
    expect(await slotExists(seeded.data.slotId)).toBe(true);
  });

  it('confirm a visio: the meeting carries the professional’s video link; at the cabinet, its address', async () => {
    await getDataStore().update(paths.publicProfile(uid), {
      visioUrl: 'https://visio.example.fr/claire-durand',
      address: '12 rue de la République, 69002 Lyon',
      addressRef: 'siege',
    });
    const visio = await seedBookingRequest({ type: 'visio' });
    const visioEvent = await confirmBooking({ firmId, uid, requestId: visio.id, message: 'ok' });
    expect((await getDataStore().get<CalendarEvent>(paths.event(firmId, visioEvent))).data).toMatchObject({
      location: 'Visioconférence',
      visioUrl: 'https://visio.example.fr/claire-durand',
    });
    const office = await seedBookingRequest({
      start: '2026-12-04T10:00:00.000Z',
      end: '2026-12-04T10:30:00.000Z',
      type: 'cabinet',
    });
    const officeEvent = (
      await getDataStore().get<CalendarEvent>(
        paths.event(firmId, await confirmBooking({ firmId, uid, requestId: office.id, message: 'ok' })),
      )
    ).data!;
    expect(officeEvent.location).toBe('12 rue de la République, 69002 Lyon');
    expect(officeEvent.visioUrl).toBeUndefined();
  });

  it('a stored link that is not https never becomes the meeting’s link', async () => {
    await getDataStore().update(paths.publicProfile(uid), { visioUrl: 'javascript:alert(1)' });
    const visio = await seedBookingRequest({ type: 'visio' });
    const eventId = await confirmBooking({ firmId, uid, requestId: visio.id, message: 'ok' });
    expect((await getDataStore().get<CalendarEvent>(paths.event(firmId, eventId))).data?.visioUrl).toBeUndefined();
  });

  it('decline: the slot is freed, no event is created, the message is stored', async () => {
    const seeded = await seedBookingRequest();
    await declineBooking({ uid, requestId: seeded.id, message: 'Indisponible ce jour-là.' });
    expect(await request(seeded.id)).toMatchObject({ status: 'refusé', responseMessage: 'Indisponible ce jour-là.' });
    expect(await slotExists(seeded.data.slotId)).toBe(false);
    expect((await getDataStore().get(paths.event(firmId, bookingEventId(seeded.id)))).exists).toBe(false);
  });

  it('refuses to confirm when the slot was meanwhile taken in the agenda, with a clear message', async () => {
    const seeded = await seedBookingRequest({ start: '2026-12-03T10:00:00.000Z', end: '2026-12-03T10:30:00.000Z' });
    await seedEvent({
      title: 'Plaidoiries Lambert',
      start: '2026-12-03T09:30:00.000Z',
      end: '2026-12-03T10:15:00.000Z',
    });
    await expect(confirmBooking({ firmId, uid, requestId: seeded.id, message: 'ok' })).rejects.toMatchObject({
      code: 'aborted',
      message: BOOKING_MESSAGES.slotTaken('Plaidoiries Lambert', 'jeudi 3 décembre à 10:30'),
    });
    expect((await request(seeded.id)).status).toBe('à confirmer');
  });

  it('ignores cancelled events, touching events and other teammates’ events', async () => {
    const seeded = await seedBookingRequest();
    await seedEvent({ start: '2026-12-03T09:00:00.000Z', end: '2026-12-03T10:00:00.000Z' });
    await seedEvent({ start: '2026-12-03T10:00:00.000Z', end: '2026-12-03T11:00:00.000Z', status: 'annulé' });
    await seedEvent({
      start: '2026-12-03T10:00:00.000Z',
      end: '2026-12-03T11:00:00.000Z',
      attendeeUids: ['demo-member-1'],
    });
    await expect(confirmBooking({ firmId, uid, requestId: seeded.id, message: 'ok' })).resolves.toBeTruthy();
  });

  it('refuses a second answer and a request that does not exist', async () => {
    const seeded = await seedBookingRequest();
    await declineBooking({ uid, requestId: seeded.id, message: 'Non.' });
    await expect(confirmBooking({ firmId, uid, requestId: seeded.id, message: 'Oui.' })).rejects.toMatchObject({
      message: BOOKING_MESSAGES.alreadyHandled,
    });
    await expect(declineBooking({ uid, requestId: seeded.id, message: 'Non.' })).rejects.toMatchObject({
      message: BOOKING_MESSAGES.alreadyHandled,
    });
    // A request that does not exist cannot even be read (the policy needs its cabinet): a French refusal.
    await expect(declineBooking({ uid, requestId: 'nope', message: 'Non.' })).rejects.toBeInstanceOf(DataError);
  });

  it('another cabinet cannot answer the request (access policy)', async () => {
    const seeded = await seedBookingRequest();
    signInAs('demo-other-owner');
    await expect(declineBooking({ uid: 'demo-other-owner', requestId: seeded.id, message: 'x' })).rejects.toThrow();
    signInAs('demo-owner');
    expect((await request(seeded.id)).status).toBe('à confirmer');
    expect(await slotExists(seeded.data.slotId)).toBe(true);
  });
});

describe('proposing another time', () => {
  it('frees the requested slot, holds the proposed one, and makes the token the requester accepts with', async () => {
    const seeded = await seedBookingRequest({ name: 'Nadia Benali' });
    const proposed = new Date(Date.parse(seeded.data.start) + 2 * 24 * 3_600_000).toISOString();
    await proposeOtherTime({ uid, requestId: seeded.id, start: proposed, message: 'Plutôt ce jour-là ?' });
    const stored = await request(seeded.id);
    expect(stored).toMatchObject({
      status: 'autre horaire proposé',
      proposedStart: proposed,
      proposedEnd: new Date(
        Date.parse(proposed) + Date.parse(seeded.data.end) - Date.parse(seeded.data.start),
      ).toISOString(),
      responseMessage: 'Plutôt ce jour-là ?',
      respondedBy: uid,
    });
    expect(stored.proposalToken).toMatch(/^\w{20,}$/);
    expect(await slotExists(seeded.data.slotId)).toBe(false);
    expect(await slotExists(`${seeded.data.proUid}_${proposed}`)).toBe(true);

    // The requester, signed out, accepts with the link's token — and only with it.
    updateSession({ user: null, token: null, initialized: true });
    const accept = (token: string) =>
      getDataStore().set(paths.bookingAcceptance(seeded.id), { token, createdAt: new Date().toISOString() });
    await expect(accept('un-autre-jeton')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(accept(stored.proposalToken!)).resolves.toBeUndefined();
  });

  it('refuses a time already taken, and a request already answered', async () => {
    const seeded = await seedBookingRequest({ name: 'Paul Arnaud' });
    const other = await seedBookingRequest({ name: 'Léa Morel', start: '2026-12-04T10:00:00.000Z' });
    await expect(
      proposeOtherTime({ uid, requestId: seeded.id, start: other.data.start, message: 'x' }),
    ).rejects.toMatchObject({ message: BOOKING_MESSAGES.proposalTaken });
    await declineBooking({ uid, requestId: seeded.id, message: 'Non' });
    await expect(
      proposeOtherTime({ uid, requestId: seeded.id, start: new Date(Date.now() + 9e8).toISOString(), message: 'x' }),
    ).rejects.toMatchObject({ message: BOOKING_MESSAGES.alreadyHandled });
  });
});
