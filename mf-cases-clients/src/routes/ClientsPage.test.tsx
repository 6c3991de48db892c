import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDataStore, paths, type ConflictCheck } from 'shared-data';
import { freshDemoData, renderRoute, seedCase, seedClient, signInAs } from '../test/renderWithData.tsx';
import { ClientsPage } from './ClientsPage.tsx';
import { ClientDetailPage } from './ClientDetailPage.tsx';

jest.setTimeout(30_000);
// A shared, busy machine: wait longer for the page to answer (no speed is asserted here).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const saveButton = () => screen.getByRole('button', { name: 'Enregistrer le client' });

describe('/app/clients', () => {
  it('warns of a conflict with an adverse party before saving, and records the decision', async () => {
    await seedCase({
      reference: '2026-9301',
      opposingParties: [{ name: 'Transports Zéphyr Logistique', kind: 'morale' }],
    });
    renderRoute('/app/clients', '/app/clients', <ClientsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau client' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Personne morale' }));
    fireEvent.change(await screen.findByLabelText(/^Raison sociale/), {
      target: { value: 'ZEPHYR logistique transports' },
    });
    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '123456789' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(/SIREN invalide : 9 chiffres dont le dernier est une clé de contrôle/),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '732 829 320' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Conflit d’intérêts possible' })).toBeInTheDocument();
    expect(screen.getByText('Transports Zéphyr Logistique')).toBeInTheDocument();
    expect(screen.getByText(/la représenter est un conflit d’intérêts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^2026-9301 / })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer malgré l’alerte' }));
    expect(await screen.findByText('autre page')).toBeInTheDocument();
    const checks = await getDataStore().query<ConflictCheck>({ collection: paths.conflictChecks('demo-owner') });
    expect(checks.docs.map((doc) => [doc.data.query, doc.data.decision])).toContainEqual([
      'ZEPHYR logistique transports',
      'poursuivi malgré alerte',
    ]);
  });

  it('"Nouveau client" puts the focus in the form; Escape closes it, asking first when something was typed', async () => {
    renderRoute('/app/clients', '/app/clients', <ClientsPage />);
    const button = await screen.findByRole('button', { name: 'Nouveau client' });
    fireEvent.click(button);
    const form = await screen.findByRole('form', { name: 'Enregistrer le client' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Personne physique' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Personne physique' }), { key: 'Escape' });
    await waitFor(() => expect(form).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    fireEvent.click(button);
    fireEvent.change(await screen.findByLabelText(/^Nom/), { target: { value: 'Durand' } });
    fireEvent.keyDown(screen.getByLabelText(/^Nom/), { key: 'Escape' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Abandonner la saisie ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Durand');
  });

  it('keeps the SIREN on screen when switching morale → physique → morale', async () => {
    renderRoute('/app/clients', '/app/clients', <ClientsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau client' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Personne morale' }));
    fireEvent.change(screen.getByLabelText(/^SIREN/), { target: { value: '732 829 320' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Personne physique' }));
    expect(screen.queryByRole('textbox', { name: /^SIREN/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Personne morale' }));
    expect(screen.getByRole('textbox', { name: /^SIREN/ })).toHaveValue('732 829 320');
  });

  it('finds a phone typed without spaces, and keeps the search in the URL', async () => {
    await seedClient({ nom: 'Zéphyrin', prenom: 'Paul', phone: '06 98 17 75 18' });
    renderRoute('/app/clients', '/app/clients?q=0698177518', <ClientsPage />);
    expect(await screen.findByRole('searchbox', { name: 'Rechercher' })).toHaveValue('0698177518');
    const table = await screen.findByRole('table', { name: 'Liste des clients' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'ZÉPHYRIN Paul' })).toBeInTheDocument());
  });
});

describe('/app/clients/{id}', () => {
  it('says a linked client cannot be deleted BEFORE asking to confirm, and offers to archive it', async () => {
    const client = await seedClient({ nom: 'Lié', prenom: 'Louis' });
    await seedCase({ clientIds: [client.id] });
    renderRoute('/app/clients/:id', `/app/clients/${client.id}`, <ClientDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByTestId('delete-blocked')).toHaveTextContent(
      'Ce client ne peut pas être supprimé : il est lié à 1 dossier.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Archiver ce client' }));
    expect(await screen.findByRole('button', { name: 'Désarchiver' })).toBeInTheDocument();
  });

  it('confirms the deletion of a free client in a dialog: the safe choice focused, Escape cancels', async () => {
    const client = await seedClient({ nom: 'Libre', prenom: 'Lise' });
    renderRoute('/app/clients/:id', `/app/clients/${client.id}`, <ClientDetailPage />);
    const remove = await screen.findByRole('button', { name: 'Supprimer' });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer définitivement ce client ?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Annuler' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('autre page')).toBeInTheDocument();
  });

  it('shows "Client introuvable" to another cabinet', async () => {
    renderRoute('/app/clients/:id', '/app/clients/client-001', <ClientDetailPage />, 'demo-other-owner');
    expect(await screen.findByRole('heading', { name: 'Client introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coordonnées' })).not.toBeInTheDocument();
  });
});
