import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Client, getDataStore, paths } from 'shared-data';
import { freshDemoData, renderRoute, seedCase, seedClient, signInAs } from '../test/renderWithData.tsx';
import { anonymousLabel } from '../features/clients/model/anonymise.ts';
import { CaseDetailPage } from './CaseDetailPage.tsx';
import { CasesPage } from './CasesPage.tsx';
import { ClientDetailPage } from './ClientDetailPage.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('RGPD on the client page', () => {
  it('explains what is replaced, deleted and kept, then anonymises and shows the badge', async () => {
    const client = await seedClient({ nom: 'Brisebois', prenom: 'Anne', email: 'anne@example.fr' });
    await seedCase({ reference: '2026-9601', title: 'Brisebois c/ Voisin', clientIds: [client.id] });
    renderRoute('/app/clients/:id', `/app/clients/${client.id}`, <ClientDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Anonymiser le client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anonymiser ce client ?' });
    const label = anonymousLabel(client.id);
    expect(dialog).toHaveTextContent(`Remplacé par « ${label} »`);
    expect(dialog).toHaveTextContent('1 dossier');
    expect(dialog).toHaveTextContent('Supprimé définitivement : aucun document.');
    expect(dialog).toHaveTextContent('C. com. art. L123-22');
    expect(dialog).toHaveTextContent('CGI art. 242 nonies A et LPF art. L102 B');
    // The safe choice has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymiser définitivement' }));
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(label) })).toBeInTheDocument();
    expect(screen.getByText('Anonymisé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonymiser le client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Brisebois/)).not.toBeInTheDocument();
  });

  it('offers no anonymisation to a member', async () => {
    const client = await seedClient({ nom: 'Membreux' });
    renderRoute('/app/clients/:id', `/app/clients/${client.id}`, <ClientDetailPage />, 'demo-member-1');
    expect(await screen.findByRole('button', { name: 'Exporter les données du client' })).toBeInTheDocument();
    expect(screen.getByText('Seul le titulaire du cabinet peut anonymiser un client.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonymiser le client' })).not.toBeInTheDocument();
    expect(
      (await getDataStore().get<Client>(paths.client('demo-owner', client.id))).data?.anonymisedAt,
    ).toBeUndefined();
  });
});

describe('retention', () => {
  it('shows the dossier’s retention end from its closing date', async () => {
    const dossier = await seedCase({
      reference: '2019-9701',
      status: 'clos',
      closedAt: '2020-06-30',
      openedAt: '2019-02-01',
    });
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}`, <CaseDetailPage />);
    expect(await screen.findByTestId('case-retention')).toHaveTextContent('Conservation jusqu’au 30 juin 2025 — échue');
  });

  it('lists the dossiers past retention for review, from the URL', async () => {
    await seedCase({ reference: '2019-9702', title: 'Ancien dossier', status: 'clos', closedAt: '2020-06-30' });
    await seedCase({ reference: '2024-9703', title: 'Dossier récent', status: 'clos', closedAt: '2024-06-30' });
    renderRoute('/app/cases', '/app/cases?conservation=echue', <CasesPage />);
    const table = await screen.findByRole('table', { name: 'Dossiers dont la conservation est échue' });
    await waitFor(() => expect(within(table).getByRole('link', { name: '2019-9702' })).toBeInTheDocument());
    expect(within(table).queryByRole('link', { name: '2024-9703' })).not.toBeInTheDocument();
    expect(screen.getByTestId('retention-notice')).toHaveTextContent('rien n’est supprimé automatiquement');
    expect(screen.getByLabelText('Conservation')).toHaveValue('echue');
  });
});
