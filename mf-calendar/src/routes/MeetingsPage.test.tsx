/**
 * /app/calendar/meetings: a confirmed request leads to mf-cases-clients' client creation (by its
 * address, prefilled there from the request) and, once done, says « Client et dossier créés » with
 * links; a confirmed visio shows the professional's video link.
 */
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { getDataStore, paths } from 'shared-data';
import { freshDemoData, renderRoute, seedBookingRequest, signInAs } from 'shared-data/testing';
import { confirmBooking } from '../features/bookings/api/bookingActions.ts';
import { MeetingsPage } from './MeetingsPage.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const firmId = 'demo-owner';
const uid = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

/**
 * A request confirmed in the agenda, `days` from now at 07:00 Paris time: before the demo
 * agenda's office hours, so the confirmation never meets one of its hearings (whatever today is).
 */
async function confirmed(name: string, days: number, overrides: { type?: 'cabinet' | 'visio' } = {}) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const seeded = await seedBookingRequest({
    name,
    start: `${day}T06:00:00.000Z`,
    end: `${day}T06:30:00.000Z`,
    motif: 'Licenciement contesté',
    ...overrides,
  });
  await confirmBooking({ firmId, uid, requestId: seeded.id, message: 'C’est confirmé.' });
  return seeded.id;
}

describe('/app/calendar/meetings: confirmed requests', () => {
  it('« Créer le client et le dossier » opens the client creation for that request, then says what was created', async () => {
    const fresh = await confirmed('Nadia Benali', 3);
    const half = await confirmed('Yann Bertrand', 4);
    const done = await confirmed('Lise Libre', 5);
    await getDataStore().update(paths.bookingRequest(half), { clientId: 'client-yb' });
    await getDataStore().update(paths.bookingRequest(done), { clientId: 'client-ll', caseId: 'case-ll' });
    renderRoute('/app/calendar/meetings', '/app/calendar/meetings', <MeetingsPage />);

    const list = await screen.findByRole('list', { name: 'Demandes confirmées' });
    const item = (id: string) => list.querySelector<HTMLElement>(`[data-confirmed-request="${id}"]`)!;

    const create = within(item(fresh)).getByRole('link', { name: 'Créer le client et le dossier — Nadia Benali' });
    // Only the request's id travels: never the visitor's name, email or phone.
    expect(create).toHaveAttribute('href', `/app/clients?rendez-vous=${fresh}`);

    expect(within(item(half)).getByText('Client créé, dossier à créer')).toBeInTheDocument();
    expect(within(item(half)).getByRole('link', { name: 'Créer le dossier — Yann Bertrand' })).toHaveAttribute(
      'href',
      `/app/cases?nouveau=1&client=client-yb&rendez-vous=${half}`,
    );

    expect(within(item(done)).getByText('Client et dossier créés')).toBeInTheDocument();
    expect(within(item(done)).getByRole('link', { name: 'Voir le client — Lise Libre' })).toHaveAttribute(
      'href',
      '/app/clients/client-ll',
    );
    expect(within(item(done)).getByRole('link', { name: 'Voir le dossier — Lise Libre' })).toHaveAttribute(
      'href',
      '/app/cases/case-ll',
    );
    expect(within(item(done)).queryByRole('link', { name: /^Créer/ })).not.toBeInTheDocument();

    fireEvent.click(create);
    expect(await screen.findByText('autre page')).toBeInTheDocument();
  });

  it('a confirmed visio shows the professional’s video link in the meetings and in the meeting itself', async () => {
    await getDataStore().update(paths.publicProfile(uid), { visioUrl: 'https://visio.example.fr/claire-durand' });
    await confirmed('Nadia Benali', 3, { type: 'visio' });
    renderRoute('/app/calendar/meetings', '/app/calendar/meetings', <MeetingsPage />);
    const table = await screen.findByRole('table', { name: 'Rendez-vous à venir' });
    const join = await within(table).findByRole('link', {
      name: 'Rejoindre la visioconférence — Rendez-vous – Nadia Benali (nouvel onglet)',
    });
    expect(join).toHaveAttribute('href', 'https://visio.example.fr/claire-durand');
    expect(join).toHaveAttribute('target', '_blank');
    fireEvent.click(within(table).getByRole('button', { name: 'Modifier : Rendez-vous – Nadia Benali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier : Rendez-vous – Nadia Benali' });
    expect(within(dialog).getByRole('link', { name: 'https://visio.example.fr/claire-durand' })).toBeInTheDocument();
  });
});
