/**
 * @jest-environment node
 *
 * A slot is booked once, on the production path: twenty visitors, each with a Firestore session
 * of their own (not signed in), send a request for the same slot at the same moment against the
 * emulator and the generated rules. Exactly one request is written; the nineteen others are told
 * in French that the slot was just taken — none gets a technical error.
 */
import { type Availability, type BookingRequest, type BookingSlot, paths } from 'shared-data';
import { computeFreeSlots } from 'shared-data/slots';
import { clearProject, directoryDemo, firestoreAs, loadRules, seedAsAdmin } from 'shared-data/testing/emulator';
import { EMPTY_BOOKING_FORM } from '../model/bookingForm.ts';
import { BOOKING_ERRORS, requestBooking } from './bookingActions.ts';

const PROJECT = 'test-booking-race';
const PRO = 'demo-pro-07';
const VISITORS = 20;

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  await seedAsAdmin(PROJECT, directoryDemo());
});

it('vingt visiteurs demandent le même créneau en même temps : une demande enregistrée, dix-neuf refus en français', async () => {
  const visitors = Array.from({ length: VISITORS }, () => firestoreAs(PROJECT, null));
  try {
    const store = visitors[0]!.store;
    const availability = (await store.get<Availability>(paths.availability(PRO))).data!;
    const taken = (await store.query<BookingSlot>({ collection: paths.bookingSlots() })).docs.map((doc) => doc.data);
    const [slot] = computeFreeSlots({ availability, taken, now: new Date(), days: 21, consultationType: 'cabinet' });
    expect(slot).toBeDefined();

    const results = await Promise.allSettled(
      visitors.map((visitor, i) =>
        requestBooking({
          proUid: PRO,
          start: slot!.start,
          type: 'cabinet',
          values: {
            ...EMPTY_BOOKING_FORM,
            name: `Visiteur ${i + 1}`,
            email: `visiteur${i + 1}@example.fr`,
            phone: '06 12 34 56 78',
            motif: 'Litige locatif',
            consent: true,
          },
          store: visitor.store,
        }),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((result) => (result.reason as Error).message)).toEqual(
      Array.from({ length: VISITORS - 1 }, () => BOOKING_ERRORS.slotTaken),
    );

    // One slot document, naming the one request written.
    const admin = firestoreAs(PROJECT, 'admin');
    try {
      const slotDocs = (await admin.store.query<BookingSlot>({ collection: paths.bookingSlots() })).docs.filter(
        (doc) => doc.data.proUid === PRO && doc.data.start === slot!.start,
      );
      const requests = (await admin.store.query<BookingRequest>({ collection: paths.bookingRequests() })).docs.filter(
        (doc) => doc.data.proUid === PRO && doc.data.start === slot!.start,
      );
      expect(slotDocs).toHaveLength(1);
      expect(requests.map((doc) => doc.id)).toEqual([slotDocs[0]!.data.requestId]);
    } finally {
      await admin.close();
    }
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.close()));
  }
}, 120_000);
