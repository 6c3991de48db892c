/** `/book` for a visitor who is not signed in, through the real adapter and policy. */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Availability, getDataStore, paths } from 'shared-data';
import { computeFreeSlots } from 'shared-data/slots';
import { updateSession } from 'shared-auth';
import { freshDemoData, seedBookingRequest, signInAs } from 'shared-data/testing';
import { BOOKING_ERRORS, requestBooking } from '../features/booking/api/bookingActions.ts';
import { BOOKING_MESSAGES, EMPTY_BOOKING_FORM } from '../features/booking/model/bookingForm.ts';
import BookPage from './BookPage.tsx';
import { PROPOSAL_MESSAGES } from '../features/booking/components/ProposalAnswer.tsx';

jest.setTimeout(30_000);

const PRO = 'demo-pro-05';

/** The page reads the browser's address (no router): the test opens it at `url`. */
function renderBook(url: string) {
  window.history.replaceState(null, '', url);
  return render(<BookPage />);
}

async function slotsOfPro() {
  const snap = await getDataStore().query({
    collection: paths.bookingSlots(),
    where: [{ field: 'proUid', op: '==', value: PRO }],
  });
  return snap.docs.length;
}

/** Type "Au cabinet", the first free time of the first day; returns the chosen start. */
async function chooseSlot(): Promise<string> {
  fireEvent.click(await screen.findByRole('radio', { name: 'Au cabinet' }, { timeout: 20_000 }));
  const times = within(await screen.findByRole('group', { name: /^Heure/ })).getAllByRole('radio');
  fireEvent.click(times[0]!);
  return (times[0] as HTMLInputElement).value;
}

function fillDetails() {
  fireEvent.change(screen.getByLabelText(/^Nom et prénom/), { target: { value: 'Nadia Benali' } });
  fireEvent.change(screen.getByLabelText(/^Adresse email/), { target: { value: 'nadia@example.fr' } });
  fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '06 12 34 56 78' } });
  fireEvent.change(screen.getByLabelText(/^Objet du rendez-vous/), { target: { value: 'Dépôt de garantie' } });
  fireEvent.click(screen.getByLabelText(/J’accepte que ces informations soient transmises/));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande de rendez-vous' }));

beforeAll(() => {
  // jsdom has no object URLs (the .ics link of the confirmation).
  URL.createObjectURL = () => 'blob:ics';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(async () => {
  await freshDemoData();
  localStorage.clear();
});

describe('/book', () => {
  it('explains an unknown professional and links to the directory', async () => {
    renderBook('/book?pro=inconnu-42');
    expect(
      await screen.findByRole('heading', { name: 'Professionnel introuvable' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consulter l’annuaire' })).toHaveAttribute('href', '/search');
  });

  it('opens on the day chosen on the profile page', async () => {
    const availability = (await getDataStore().get<Availability>(paths.availability(PRO))).data!;
    const slots = computeFreeSlots({ availability, now: new Date(), days: 28, consultationType: 'cabinet' });
    const wanted = [...new Set(slots.map((slot) => slot.date))][2]!;
    renderBook(`/book?pro=${PRO}&jour=${wanted}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Au cabinet' }, { timeout: 20_000 }));
    const days = await screen.findByRole('group', { name: 'Jour' });
    expect(days.querySelector(`input[value="${wanted}"]`)).toBeChecked();
    const times = within(screen.getByRole('group', { name: /^Heure/ })).getAllByRole('radio');
    expect(times.map((t) => (t as HTMLInputElement).value)).toEqual(
      slots.filter((slot) => slot.date === wanted).map((slot) => slot.start),
    );
  });

  it('shows French messages next to the fields and focuses the first one', async () => {
    renderBook(`/book?pro=${PRO}`);
    await chooseSlot();
    submit();
    expect(await screen.findByText(BOOKING_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.consent)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nom et prénom/)).toHaveFocus());
    expect(await slotsOfPro()).toBe(0);
  });

  it('books the slot and shows the confirmation "à confirmer"', async () => {
    renderBook(`/book?pro=${PRO}`);
    await chooseSlot();
    fillDetails();
    submit();
    const done = await screen.findByTestId('booking-confirmation', {}, { timeout: 20_000 });
    expect(done).toHaveTextContent('à confirmer');
    expect(within(done).getByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toHaveAttribute(
      'download',
      'rendez-vous-pretoire.ics',
    );
    expect(await slotsOfPro()).toBe(1);
  });

  it('a visio: the confirmation gives the professional’s video link, as a link that opens apart', async () => {
    // The professional's settings (mf-team-settings) publish the link and the chosen cabinet address.
    signInAs('demo-owner');
    await getDataStore().update(paths.publicProfile('demo-owner'), {
      visioUrl: 'https://visio.example.fr/claire-durand',
      address: '12 rue de la République, 69002 Lyon',
      addressRef: 'siege',
    });
    updateSession({ user: null, token: null, initialized: true });
    renderBook('/book?pro=demo-owner');
    fireEvent.click(await screen.findByRole('radio', { name: 'En visio' }, { timeout: 20_000 }));
    fireEvent.click(within(await screen.findByRole('group', { name: /^Heure/ })).getAllByRole('radio')[0]!);
    fillDetails();
    submit();
    const done = await screen.findByTestId('booking-confirmation', {}, { timeout: 20_000 });
    const link = within(done).getByRole('link', { name: 'https://visio.example.fr/claire-durand' });
    expect(link).toHaveAttribute('href', 'https://visio.example.fr/claire-durand');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(done).toHaveTextContent('Visioconférence, par ce lien');
  });

  it('a link that is not https is never made clickable for the visitor', async () => {
    signInAs('demo-owner');
    await getDataStore().update(paths.publicProfile('demo-owner'), { visioUrl: 'javascript:alert(1)' });
    updateSession({ user: null, token: null, initialized: true });
    renderBook('/book?pro=demo-owner');
    fireEvent.click(await screen.findByRole('radio', { name: 'En visio' }, { timeout: 20_000 }));
    fireEvent.click(within(await screen.findByRole('group', { name: /^Heure/ })).getAllByRole('radio')[0]!);
    fillDetails();
    submit();
    const done = await screen.findByTestId('booking-confirmation', {}, { timeout: 20_000 });
    expect(done).toHaveTextContent('Visioconférence (le lien vous sera envoyé par le professionnel)');
    expect(within(done).queryByRole('link', { name: /javascript/ })).toBeNull();
  });

  it('writes nothing when the honeypot is filled (a robot)', async () => {
    renderBook(`/book?pro=${PRO}`);
    await chooseSlot();
    fillDetails();
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'http://spam' } });
    submit();
    await screen.findByTestId('booking-confirmation', {}, { timeout: 20_000 });
    expect(await slotsOfPro()).toBe(0);
  });

  it('a slot taken meanwhile: a French message, everything typed kept, a fresh list', async () => {
    renderBook(`/book?pro=${PRO}`);
    const start = await chooseSlot();
    fillDetails();
    // Another visitor takes the same slot first.
    await act(async () => {
      await requestBooking({
        proUid: PRO,
        start,
        type: 'cabinet',
        values: { ...EMPTY_BOOKING_FORM, name: 'Autre', email: 'autre@example.fr', phone: '0612345678', motif: 'x' },
      });
    });
    submit();
    expect(await screen.findByText(BOOKING_ERRORS.slotTaken, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('Nadia Benali');
    expect(screen.getByLabelText(/^Objet du rendez-vous/)).toHaveValue('Dépôt de garantie');
    // The list refreshes from the database's change notice.
    await waitFor(() => expect(document.querySelector(`input[name="slot"][value="${start}"]`)).toBeNull());
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
  });

  it('a proposed time, from the emailed link: accepted with its token; a stale or forged link is told so', async () => {
    signInAs('demo-owner');
    const seeded = await seedBookingRequest({ name: 'Nadia Benali' });
    await getDataStore().update(paths.bookingRequest(seeded.id), {
      status: 'autre horaire proposé',
      proposedStart: '2030-01-11T14:00:00.000Z',
      proposedEnd: '2030-01-11T14:30:00.000Z',
      proposalToken: 'jeton-du-lien-0123456789',
    });
    updateSession({ user: null, token: null, initialized: true });
    const link = (token: string) =>
      `/book?pro=demo-owner&proposition=${seeded.id}&jeton=${token}&horaire=2030-01-11T14:00:00.000Z`;

    renderBook(link('jeton-forge'));
    const forged = await screen.findByTestId('booking-proposal', {}, { timeout: 20_000 });
    fireEvent.click(within(forged).getByRole('button', { name: 'Accepter ce nouvel horaire' }));
    expect(await within(forged).findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      PROPOSAL_MESSAGES.expired,
    );
    cleanup();

    renderBook(link('jeton-du-lien-0123456789'));
    const panel = await screen.findByTestId('booking-proposal', {}, { timeout: 20_000 });
    expect(panel).toHaveTextContent('vendredi 11 janvier 2030 à 15:00');
    fireEvent.click(within(panel).getByRole('button', { name: 'Accepter ce nouvel horaire' }));
    expect(await within(panel).findByRole('status', {}, { timeout: 20_000 })).toHaveTextContent(
      PROPOSAL_MESSAGES.accepted,
    );
  });
});
