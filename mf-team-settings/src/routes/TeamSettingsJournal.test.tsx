import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeRole } from '../features/members/api/memberActions.ts';
import { saveTeam } from '../features/settings/api/settingsActions.ts';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import { TeamSettingsPage } from './TeamSettingsPage.tsx';

jest.setTimeout(30_000);

beforeEach(async () => {
  await freshDemoData();
});

async function seedJournal() {
  signInAs('demo-owner');
  const values = {
    name: 'Cabinet Durand & Associés',
    siret: '',
    address: '12 rue de la Paix, 69002 Lyon',
    barreau: 'Lyon',
  };
  await saveTeam({ firmId: 'demo-owner', uid: 'demo-owner', values });
  await saveTeam({ firmId: 'demo-owner', uid: 'demo-owner', values: { ...values, barreau: 'Villefranche' } });
  await changeRole({
    firmId: 'demo-owner',
    actorUid: 'demo-owner',
    actorRole: 'owner',
    targetUid: 'demo-member-2',
    role: 'owner',
  });
}

describe('journal of sensitive changes on /app/settings/team', () => {
  it('shows the owner who changed what, before → after, and filters by action from the URL', async () => {
    await seedJournal();
    renderRoute('/app/settings/team', '/app/settings/team', <TeamSettingsPage />);
    const journal = await screen.findByRole('region', { name: 'Journal des modifications sensibles' });
    expect(await within(journal).findByText('Barreau : Lyon → Villefranche')).toBeInTheDocument();
    expect(within(journal).getByText('Rôle : Collaborateur → Titulaire')).toBeInTheDocument();
    expect(within(journal).getByText('Membre : Sophie Bernard')).toBeInTheDocument();
    expect(within(journal).getAllByText('Claire Durand').length).toBeGreaterThan(0);

    fireEvent.change(within(journal).getByLabelText('Action'), { target: { value: 'member.role' } });
    // The filter is a backend query: its page and its count arrive.
    expect(await within(journal).findByText('Rôle : Collaborateur → Titulaire')).toBeInTheDocument();
    expect(within(journal).queryByText('Barreau : Lyon → Villefranche')).not.toBeInTheDocument();
    await waitFor(() => expect(within(journal).getByTestId('journal-count')).toHaveTextContent('1 entrée (filtrées)'));
  });

  it('says so when no entry matches, and the filters come from the URL', async () => {
    await seedJournal();
    renderRoute('/app/settings/team', '/app/settings/team?action=export.fec', <TeamSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Aucune entrée pour ces filtres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByText('Barreau : Lyon → Villefranche')).toBeInTheDocument();
  });

  it('a member sees the owner-only notice and no journal', async () => {
    renderRoute('/app/settings/team', '/app/settings/team', <TeamSettingsPage />, 'demo-member-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès réservé au titulaire du compte' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Journal des modifications sensibles')).not.toBeInTheDocument();
  });
});
