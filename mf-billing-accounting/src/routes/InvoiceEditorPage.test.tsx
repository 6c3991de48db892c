import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDataStore, paths, type Invoice, type TimeEntry } from 'shared-data';
import { installReadCounter } from 'shared-data/testing';
import { freshDemoData, renderRoute, seedCase, seedClient, seedTimeEntry, signInAs } from '../test/renderWithData.tsx';
import { InvoiceEditorPage } from './InvoiceEditorPage.tsx';

jest.setTimeout(60_000);
beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('/app/billing/new', () => {
  it('pulls the unbilled time, totals live in cents, keeps typed text on error, saves a draft', async () => {
    const client = await seedClient({ nom: 'Zorglub' });
    const dossier = await seedCase({ clientIds: [client.id], title: 'Bail Zorglub' });
    const a = await seedTimeEntry({ caseId: dossier.id, minutes: 90, rateCents: 20_000, date: '2026-10-01' });
    const b = await seedTimeEntry({ caseId: dossier.id, minutes: 30, rateCents: 20_000, date: '2026-10-03' });
    // Time not yet happened is never billed: it waits for its day.
    const later = await seedTimeEntry({ caseId: dossier.id, minutes: 1200, rateCents: 25_000, date: '2099-03-01' });
    renderRoute(
      '/app/billing/new',
      `/app/billing/new?client=${client.id}&dossier=${dossier.id}`,
      <InvoiceEditorPage />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle facture' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveValue(client.id);
    expect(screen.getByRole('combobox', { name: 'Dossier' })).toHaveValue(dossier.id);
    await screen.findByText(/2 temps passés non facturés sur ce dossier/);
    expect(screen.getByTestId('future-time')).toHaveTextContent(
      /1 temps passé daté après aujourd’hui n’est pas repris/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le temps non facturé' }));
    await waitFor(() => expect(text('total-ht')).toBe('400,00 €'));

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter des débours' }));
    const debours = screen.getByRole('group', { name: 'Ligne 2' });
    fireEvent.change(within(debours).getByLabelText('Prix unitaire HT (€)'), { target: { value: '12,345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await within(debours).findByText('Indiquez la désignation de la ligne.')).toBeInTheDocument();
    expect(within(debours).getByText(/Prix unitaire HT invalide/)).toBeInTheDocument();
    expect(within(debours).getByLabelText('Prix unitaire HT (€)')).toHaveValue('12,345');

    fireEvent.change(within(debours).getByLabelText(/^Désignation/), { target: { value: 'Frais de greffe' } });
    fireEvent.change(within(debours).getByLabelText('Prix unitaire HT (€)'), { target: { value: '35,50' } });
    // A new invoice deducts the dossier's demandes de provision received (none here), never a typed amount.
    expect(screen.queryByLabelText('Provision déjà reçue à déduire (€)')).toBeNull();
    expect(
      within(screen.getByTestId('provision-requests')).getByText(/Aucune demande de provision reçue/),
    ).toBeInTheDocument();
    await waitFor(() => expect(text('total-ttc')).toBe('515,50 €'));
    expect(text('total-debours')).toBe('35,50 €');
    expect(text('total-net')).toBe('515,50 €');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('autre page')).toBeInTheDocument();
    const drafts = (
      await getDataStore().query<Invoice>({
        collection: paths.invoices('demo-owner'),
        where: [{ field: 'clientId', op: '==', value: client.id }],
      })
    ).docs.map((doc) => ({ ...doc.data, id: doc.id }));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      status: 'draft',
      totalTtcCents: 51_550,
      netToPayCents: 51_550,
      deboursCents: 3_550,
      provisionVatCents: 0,
    });
    expect(
      (await getDataStore().get<TimeEntry>(paths.timeEntry('demo-owner', later.id))).data?.invoiceId ?? null,
    ).toBeNull();
    const entry = await getDataStore().get<TimeEntry>(paths.timeEntry('demo-owner', a.id));
    expect(entry.data?.invoiceId).toBe(drafts[0]!.id);
    expect((await getDataStore().get<TimeEntry>(paths.timeEntry('demo-owner', b.id))).data?.invoiceId).toBe(
      drafts[0]!.id,
    );
  });

  it('finds the client by what is typed, then offers its dossiers only: the backend answers, a few documents read', async () => {
    const client = await seedClient({ nom: 'Lefèvre', prenom: 'Zoé', email: 'zoe@example.fr' });
    const namesake = await seedClient({ nom: 'Lefort', prenom: 'Paul' });
    const mine = await seedCase({ reference: '2026-9101', clientIds: [client.id], title: 'Bail Lefèvre' });
    await seedCase({ reference: '2026-9102', clientIds: [namesake.id], title: 'Bail Lefort' });
    renderRoute('/app/billing/new', '/app/billing/new', <InvoiceEditorPage />);
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle facture' });
    const reads = installReadCounter();
    reads.reset();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un client' }), {
      target: { value: 'LEFEVRE zoé' },
    });
    const select = screen.getByRole('combobox', { name: /^Client/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'LEFÈVRE Zoé' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: 'LEFORT Paul' })).toBeNull();
    fireEvent.change(select, { target: { value: client.id } });
    const dossier = screen.getByRole('combobox', { name: 'Dossier' });
    await waitFor(() =>
      expect(within(dossier).getByRole('option', { name: '2026-9101 — Bail Lefèvre' })).toBeInTheDocument(),
    );
    expect(within(dossier).queryByRole('option', { name: /2026-9102/ })).toBeNull();
    fireEvent.change(dossier, { target: { value: mine.id } });
    expect(dossier).toHaveValue(mine.id);
    // At most a search's clients and the client's dossiers: never the cabinet's.
    expect(reads.byCollection.clients ?? 0).toBeLessThanOrEqual(20 + 2);
    expect(reads.byCollection.cases ?? 0).toBeLessThanOrEqual(50);
  });
});
