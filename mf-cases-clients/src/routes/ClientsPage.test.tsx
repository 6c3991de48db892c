import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDataStore, paths, type ConflictCheck } from 'shared-data';
import { freshDemoData, renderRoute } from '../test/renderWithData.tsx';
import { ClientsPage } from './ClientsPage.tsx';
import { ClientDetailPage } from './ClientDetailPage.tsx';

jest.setTimeout(20_000);

beforeEach(async () => {
  await freshDemoData();
});

describe('/app/clients with the demo cabinet', () => {
  it('warns of a conflict with a party adverse before saving, and records the decision', async () => {
    renderRoute('/app/clients', '/app/clients', <ClientsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau client' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Personne morale' }));
    fireEvent.change(await screen.findByLabelText(/^Raison sociale/), { target: { value: 'LAMBERT immobilier' } });
    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '123456789' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer le client' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le client' }));
    expect(
      await screen.findByText(/SIREN invalide : 9 chiffres dont le dernier est une clé de contrôle/),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '732 829 320' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le client' }));
    expect(await screen.findByRole('heading', { name: 'Conflit d’intérêts possible' })).toBeInTheDocument();
    expect(screen.getAllByText('Société Lambert Immobilier').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^\d{4}-\d{4} / }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer malgré l’alerte' }));
    expect(await screen.findByText('autre page')).toBeInTheDocument();
    const checks = await getDataStore().query<ConflictCheck>({ collection: paths.conflictChecks('demo-owner') });
    expect(checks.docs.map((doc) => [doc.data.query, doc.data.decision])).toContainEqual([
      'LAMBERT immobilier',
      'poursuivi malgré alerte',
    ]);
  });

  it('refuses to delete a referenced client and explains to archive it', async () => {
    renderRoute('/app/clients/:id', '/app/clients/client-001', <ClientDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument();
    expect(
      screen.getByText('La facturation de ce client apparaîtra ici dès que le module Facturation sera en service.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la suppression' }));
    expect(await screen.findByText(/ne peut pas être supprimé : il est lié à \d+ dossiers?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByRole('button', { name: 'Désarchiver' })).toBeInTheDocument();
  });

  it('shows "Client introuvable" to another cabinet', async () => {
    renderRoute('/app/clients/:id', '/app/clients/client-001', <ClientDetailPage />, 'demo-other-owner');
    expect(await screen.findByRole('heading', { name: 'Client introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coordonnées' })).not.toBeInTheDocument();
  });
});
