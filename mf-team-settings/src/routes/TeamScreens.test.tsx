import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDataStore, paths } from 'shared-data';
import { seedNotification } from 'shared-data/testing';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell.tsx';
import { freshDemoData, renderRoute } from '../test/renderWithData.tsx';
import { InvitePage } from './InvitePage.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';
import { TeammatesPage } from './TeammatesPage.tsx';
import { TeamSettingsPage } from './TeamSettingsPage.tsx';

jest.setTimeout(20_000);

beforeEach(async () => {
  await freshDemoData();
});

describe('team screens', () => {
  it('lists the members and, for the owner, the pending invitation', async () => {
    renderRoute('/app/teammates', '/app/teammates', <TeammatesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Équipe' })).toBeInTheDocument();
    const members = await screen.findByRole('list', { name: 'Membres' });
    expect(within(members).getByText('Julien Martin')).toBeInTheDocument();
    expect(await screen.findByText('camille.petit@cabinet-durand.fr')).toBeInTheDocument();
  });

  it('shows a member no owner actions and no invitations', async () => {
    renderRoute('/app/teammates', '/app/teammates', <TeammatesPage />, 'demo-member-1');
    await screen.findByRole('list', { name: 'Membres' });
    expect(screen.queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Invitations en attente/ })).not.toBeInTheDocument();
  });

  it('tells a member the owner-only screens are reserved', async () => {
    renderRoute('/app/teammates/new', '/app/teammates/new', <InvitePage />, 'demo-member-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès réservé au titulaire du compte' }),
    ).toBeInTheDocument();
  });

  it('refuses a wrong SIRET key next to the field, keeping what was typed', async () => {
    renderRoute('/app/settings/team', '/app/settings/team', <TeamSettingsPage />);
    const siret = await screen.findByLabelText(/^SIRET/);
    fireEvent.change(siret, { target: { value: '732 829 320 00075' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’identité du cabinet' }));
    expect(await screen.findByText(/SIRET invalide : la clé de contrôle/)).toBeInTheDocument();
    expect(siret).toHaveValue('732 829 320 00075');
  });
});

describe('the cabinet’s other offices', () => {
  it('adds an office (its address required, focused), saved with the cabinet’s identity and journaled', async () => {
    renderRoute('/app/settings/team', '/app/settings/team', <TeamSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un bureau' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nom du bureau 1/)).toHaveFocus());
    fireEvent.change(screen.getByLabelText(/^Nom du bureau 1/), { target: { value: 'Bureau de Villeurbanne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’identité du cabinet' }));
    expect(await screen.findByText('Saisissez l’adresse de ce bureau, ou retirez-le.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Adresse du bureau 1/)).toHaveFocus());
    fireEvent.change(screen.getByLabelText(/^Adresse du bureau 1/), {
      target: { value: '3 cours Émile Zola, 69100 Villeurbanne' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer l’identité du cabinet' }));
    await waitFor(async () => {
      const team = (await getDataStore().get<{ offices?: unknown }>(paths.settings('demo-owner', 'team'))).data;
      expect(team?.offices).toEqual([
        {
          id: expect.stringMatching(/^bureau-/),
          label: 'Bureau de Villeurbanne',
          address: '3 cours Émile Zola, 69100 Villeurbanne',
        },
      ]);
    });
    const journal = await screen.findByRole('region', { name: 'Journal des modifications sensibles' });
    expect(
      await within(journal).findByText(
        'Autres bureaux : — → Bureau de Villeurbanne : 3 cours Émile Zola, 69100 Villeurbanne',
      ),
    ).toBeInTheDocument();
  });
});

describe('emails sent by the cabinet', () => {
  it('shows the owner the outgoing emails with their state, and a member nothing of them', async () => {
    renderRoute('/app/settings/notifications', '/app/settings/notifications', <NotificationsPage />);
    const log = await screen.findByRole('table', { name: 'E-mails envoyés par le cabinet' });
    expect((await within(log).findAllByText('Accusé de réception au demandeur')).length).toBeGreaterThan(0);
    expect(within(log).getAllByText('Envoyé').length).toBeGreaterThan(0);
    expect(within(log).getByText('nadia@example.fr')).toBeInTheDocument();

    renderRoute('/app/settings/notifications', '/app/settings/notifications', <NotificationsPage />, 'demo-member-1');
    await screen.findByRole('heading', { name: 'Ce qui vous est notifié' });
    expect(screen.queryByRole('heading', { name: 'E-mails envoyés par le cabinet' })).toBeNull();
  });
});

describe('notifications bell', () => {
  it('names the unread count in French, lists notifications and marks one read', async () => {
    renderRoute('/', '/', <NotificationsBell firmId="demo-owner" uid="demo-owner" />);
    await seedNotification({ title: 'Tâche de test' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 non lues' });
    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme lue : « Tâche de test »' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 2 non lues' })).toBeInTheDocument());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Notifications, 2 non lues' })).toHaveAttribute('aria-expanded', 'false');
  });
});
