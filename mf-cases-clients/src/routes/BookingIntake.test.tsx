/**
 * A confirmed booking request becomes a client and a dossier: the calendar links to
 * `/app/clients?rendez-vous={id}`; here the client form is prefilled, the conflict check runs, then
 * the dossier form; the request ends linked to both (and its meeting to the dossier).
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import {
  type BookingRequest,
  type CalendarEvent,
  type Case,
  type Client,
  type ConflictCheck,
  getDataStore,
  paths,
} from 'shared-data';
import { seedBookingRequest } from 'shared-data/testing';
import { createClient } from '../features/clients/api/clientActions.ts';
import { INTAKE_MESSAGES } from '../features/bookings/model/bookingIntake.ts';
import { EMPTY_CLIENT_FORM } from '../features/clients/model/clientForm.ts';
import { freshDemoData, seedCase, seedEvent, signInAs } from '../test/renderWithData.tsx';
import { CasesPage } from './CasesPage.tsx';
import { ClientsPage } from './ClientsPage.tsx';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

const firmId = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

function CaseOpened() {
  return <p>Dossier ouvert : {useParams().id}</p>;
}

/** The two routes of the flow and the dossier page it ends on, as the shell would show them. */
function renderFlow(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/app/clients" element={<ClientsPage />} />
        <Route path="/app/cases" element={<CasesPage />} />
        <Route path="/app/cases/:id" element={<CaseOpened />} />
        <Route path="*" element={<p>autre page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A request the lawyer confirmed (as mf-calendar does: status, answer, and its agenda meeting). */
async function confirmedRequest(overrides: Partial<BookingRequest> = {}) {
  const seeded = await seedBookingRequest({
    name: 'Nadia Benali',
    email: 'nadia.benali@example.fr',
    phone: '+33612345678',
    motif: 'Litige avec mon propriétaire sur le dépôt de garantie.',
    ...overrides,
  });
  const eventId = `booking-${seeded.id}`;
  await seedEvent(
    { kind: 'rendez-vous', title: 'Rendez-vous – Nadia Benali', bookingRequestId: seeded.id },
    { id: eventId },
  );
  await getDataStore().update(paths.bookingRequest(seeded.id), {
    status: 'confirmé',
    responseMessage: 'C’est confirmé.',
    respondedAt: '2026-11-20T09:00:00.000Z',
    respondedBy: 'demo-owner',
    eventId,
  });
  return { id: seeded.id, eventId };
}

const request = async (id: string) => (await getDataStore().get<BookingRequest>(paths.bookingRequest(id))).data!;

describe('from a confirmed booking request to a client and a dossier', () => {
  it('prefills the client, runs the conflict check, then the dossier, and links the request to both', async () => {
    // Someone the cabinet acted against, under the same name: the check must say so before saving.
    await seedCase({ reference: '2026-9401', opposingParties: [{ name: 'BENALI Nadia', kind: 'physique' }] });
    const { id, eventId } = await confirmedRequest();
    renderFlow(`/app/clients?rendez-vous=${id}`);

    const form = await screen.findByRole('form', { name: 'Enregistrer le client et passer au dossier' });
    expect(document.querySelector(`[data-booking-origin="${id}"]`)).toHaveTextContent(
      /Étape 1 sur 2 : le client\..*demande de rendez-vous de Nadia Benali/,
    );
    expect(within(form).getByRole('radio', { name: 'Personne physique' })).toBeChecked();
    expect(within(form).getByLabelText(/^Nom/)).toHaveValue('Benali');
    expect(within(form).getByLabelText(/^Prénom/)).toHaveValue('Nadia');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('nadia.benali@example.fr');
    expect(within(form).getByLabelText(/^Téléphone/)).toHaveValue('+33612345678');
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Personne physique' })).toHaveFocus());

    // The civilité is the lawyer's to choose: the form says so, focused.
    const save = within(form).getByRole('button', { name: 'Enregistrer le client et passer au dossier' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Choisissez la civilité.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Civilité/), { target: { value: 'Mme' } });
    fireEvent.click(save);

    expect(await screen.findByRole('heading', { name: 'Conflit d’intérêts possible' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^2026-9401 / })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer malgré l’alerte' }));

    // Step 2: the dossier, its title from the motif, the client chosen, the lawyer who received the request.
    const caseForm = await screen.findByRole('form', { name: 'Créer le dossier' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Nouveau dossier depuis une demande de rendez-vous' })).toBeVisible();
    expect(screen.getByText(/Étape 2 sur 2/)).toBeInTheDocument();
    expect(within(caseForm).getByLabelText(/^Intitulé/)).toHaveValue(
      'Litige avec mon propriétaire sur le dépôt de garantie.',
    );
    expect(
      await within(within(caseForm).getByRole('list', { name: 'Clients choisis' })).findByText('BENALI Nadia'),
    ).toBeVisible();
    expect(within(caseForm).getByLabelText(/^Responsable/)).toHaveValue('demo-owner');
    fireEvent.change(within(caseForm).getByLabelText(/^Taux horaire/), { target: { value: '200' } });
    fireEvent.click(within(caseForm).getByRole('button', { name: 'Créer le dossier' }));

    const opened = await screen.findByText(/^Dossier ouvert : /, {}, { timeout: 15_000 });
    const caseId = opened.textContent!.replace('Dossier ouvert : ', '');

    const linked = await request(id);
    expect(linked.caseId).toBe(caseId);
    const client = (await getDataStore().get<Client>(paths.client(firmId, linked.clientId!))).data!;
    expect(client).toMatchObject({
      kind: 'physique',
      civilite: 'Mme',
      nom: 'Benali',
      prenom: 'Nadia',
      email: 'nadia.benali@example.fr',
      // The product's one phone rule writes it the French way.
      phone: '06 12 34 56 78',
    });
    const dossier = (await getDataStore().get<Case>(paths.case(firmId, caseId))).data!;
    expect(dossier).toMatchObject({
      title: 'Litige avec mon propriétaire sur le dépôt de garantie.',
      clientIds: [linked.clientId],
      responsibleUid: 'demo-owner',
    });
    expect(dossier.notes).toContain('Motif indiqué par le demandeur : Litige avec mon propriétaire');
    // The meeting now shows in the dossier's agenda.
    expect((await getDataStore().get<CalendarEvent>(paths.event(firmId, eventId))).data?.caseId).toBe(caseId);
    // The decision taken on the warning is kept.
    const checks = await getDataStore().query<ConflictCheck>({ collection: paths.conflictChecks(firmId) });
    expect(checks.docs.map((doc) => [doc.data.query, doc.data.decision])).toContainEqual([
      'BENALI Nadia',
      'poursuivi malgré alerte',
    ]);
  });

  it('« Annuler » closes the prefilled form and gives the focus back to « Nouveau client »', async () => {
    const { id } = await confirmedRequest();
    renderFlow(`/app/clients?rendez-vous=${id}`);
    const form = await screen.findByRole('form', { name: 'Enregistrer le client et passer au dossier' });
    fireEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nouveau client' })).toHaveFocus());
    expect((await request(id)).clientId).toBeUndefined();
  });

  it('a request not confirmed yet, or another cabinet’s, is refused in French with no form', async () => {
    const pending = await seedBookingRequest({ name: 'Paul Attente' });
    const { unmount } = renderFlow(`/app/clients?rendez-vous=${pending.id}`);
    expect(await screen.findByText(INTAKE_MESSAGES.notConfirmed)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();

    signInAs('demo-other-owner');
    const theirs = await seedBookingRequest({ proUid: 'demo-other-owner', firmId: 'demo-other-owner' });
    signInAs('demo-owner');
    renderFlow(`/app/clients?rendez-vous=${theirs.id}`);
    expect(await screen.findByText(INTAKE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByText(/Demandeur Test/)).not.toBeInTheDocument();
  });

  it('a client already created for the request: no second one, the way to its dossier instead', async () => {
    const { id } = await confirmedRequest({ name: 'Yann Bertrand' });
    const values = { ...EMPTY_CLIENT_FORM, civilite: 'M.' as const, nom: 'Bertrand', prenom: 'Yann' };
    const clientId = await createClient({ firmId, values, bookingRequestId: id });
    await expect(createClient({ firmId, values, bookingRequestId: id })).rejects.toMatchObject({
      message: INTAKE_MESSAGES.clientExists,
    });
    renderFlow(`/app/clients?rendez-vous=${id}`);
    expect(await screen.findByText(INTAKE_MESSAGES.clientExists)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le client' })).toHaveAttribute('href', `/app/clients/${clientId}`);
    expect(screen.getByRole('link', { name: 'Créer le dossier' })).toHaveAttribute(
      'href',
      `/app/cases?nouveau=1&client=${clientId}&rendez-vous=${id}`,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
