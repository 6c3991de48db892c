import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
