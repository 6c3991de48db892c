/** Through the real data port (IndexedDB adapter + access policy), as a visitor who is not signed in. */
import { type Availability, type BookingRequest, DataError, getDataStore, paths } from 'shared-data';
import { computeFreeSlots } from 'shared-data/slots';
import { freshDemoData } from 'shared-data/testing';
import { EMPTY_BOOKING_FORM } from '../model/bookingForm.ts';
import { BOOKING_ERRORS, describeBookingFailure, refusalOf, requestBooking } from './bookingActions.ts';

const values = {
  ...EMPTY_BOOKING_FORM,
  name: 'Nadia Benali',
  email: 'nadia@example.fr',
  phone: '06 12 34 56 78',
  motif: 'Dépôt de garantie',
  consent: true,
};

async function freeSlotsOf(uid: string) {
  const availability = (await getDataStore().get<Availability>(paths.availability(uid))).data!;
  const taken = (await getDataStore().query<{ start: string }>({ collection: paths.bookingSlots() })).docs.map(
    (d) => d.data,
  );
  return computeFreeSlots({ availability, taken, now: new Date(), days: 21, consultationType: 'cabinet' });
}

beforeEach(() => freshDemoData());

describe('taking a slot', () => {
  it('writes the request "à confirmer" and the slot together', async () => {
    const [slot] = await freeSlotsOf('demo-owner');
    const done = await requestBooking({ proUid: 'demo-owner', start: slot!.start, type: 'cabinet', values });
    expect(done.slotId).toBe(`demo-owner_${slot!.start}`);
    const slotDoc = await getDataStore().get(paths.bookingSlot(done.slotId));
    expect(slotDoc.data).toMatchObject({ proUid: 'demo-owner', firmId: 'demo-owner', requestId: done.requestId });
  });

  it('lets exactly one of two concurrent visitors take the same slot', async () => {
    const [slot] = await freeSlotsOf('demo-pro-05');
    const attempt = (name: string) =>
      requestBooking({ proUid: 'demo-pro-05', start: slot!.start, type: 'cabinet', values: { ...values, name } });
    const results = await Promise.allSettled([attempt('Première'), attempt('Seconde')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: 'aborted', reason: 'slotTaken', message: BOOKING_ERRORS.slotTaken });
    expect((await freeSlotsOf('demo-pro-05')).map((s) => s.start)).not.toContain(slot!.start);
  });

  it('refuses a start that is not a free slot, an unknown professional and a type not offered', async () => {
    const [slot] = await freeSlotsOf('demo-owner');
    const offGrid = new Date(new Date(slot!.start).getTime() + 7 * 60_000).toISOString();
    await expect(
      requestBooking({ proUid: 'demo-owner', start: offGrid, type: 'cabinet', values }),
    ).rejects.toMatchObject({ reason: 'slotGone', message: BOOKING_ERRORS.slotGone });
    await expect(
      requestBooking({ proUid: 'personne', start: slot!.start, type: 'cabinet', values }),
    ).rejects.toMatchObject({ reason: 'notBookable', message: BOOKING_ERRORS.notBookable });
    // demo-pro-06 (index 5) only offers "cabinet".
    const [other] = await freeSlotsOf('demo-pro-06');
    await expect(
      requestBooking({ proUid: 'demo-pro-06', start: other!.start, type: 'visio', values }),
    ).rejects.toMatchObject({ reason: 'typeNotOffered', message: BOOKING_ERRORS.typeNotOffered });
  });

  it('is visible to the professional’s cabinet, not to the visitor', async () => {
    const [slot] = await freeSlotsOf('demo-owner');
    const done = await requestBooking({ proUid: 'demo-owner', start: slot!.start, type: 'cabinet', values });
    await expect(getDataStore().get(paths.bookingRequest(done.requestId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const { signInAs } = await import('shared-data/testing');
    signInAs('demo-owner');
    const request = await getDataStore().get<BookingRequest>(paths.bookingRequest(done.requestId));
    expect(request.data).toMatchObject({ status: 'à confirmer', name: 'Nadia Benali', phone: '06 12 34 56 78' });
  });
});

describe('a refused booking', () => {
  it('carries its reason as a code: the page decides on it, never on the French text', async () => {
    const [slot] = await freeSlotsOf('demo-pro-05');
    const attempt = () =>
      requestBooking({ proUid: 'demo-pro-05', start: slot!.start, type: 'cabinet', values: { ...values } });
    await attempt();
    const refused = await attempt().catch((error: unknown) => error);
    expect(refusalOf(refused)).toBe('slotTaken');
    expect(describeBookingFailure(refused)).toEqual({ message: BOOKING_ERRORS.slotTaken, pickAnotherSlot: true });
    // The same words without the code (a message reworded elsewhere, another error): no slot question.
    const lookalike = new DataError('aborted', BOOKING_ERRORS.slotTaken);
    expect(refusalOf(lookalike)).toBeNull();
    expect(describeBookingFailure(lookalike).pickAnotherSlot).toBe(false);
    const notBookable = await requestBooking({ proUid: 'personne', start: slot!.start, type: 'cabinet', values }).catch(
      (error: unknown) => error,
    );
    expect(refusalOf(notBookable)).toBe('notBookable');
    expect(describeBookingFailure(notBookable).pickAnotherSlot).toBe(false);
    // A start the professional no longer offers: the visitor picks another slot too.
    const offGrid = new Date(new Date(slot!.start).getTime() + 7 * 60_000).toISOString();
    const gone = await requestBooking({ proUid: 'demo-pro-05', start: offGrid, type: 'cabinet', values }).catch(
      (error: unknown) => error,
    );
    expect(refusalOf(gone)).toBe('slotGone');
    expect(describeBookingFailure(gone)).toEqual({ message: BOOKING_ERRORS.slotGone, pickAnotherSlot: true });
  });
});
