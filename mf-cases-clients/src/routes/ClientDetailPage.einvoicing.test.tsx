import { configure, screen, within } from '@testing-library/react';
import { type DirectoryLookup, paths } from 'shared-data';
import { ready } from 'shared-data/store';
import { formatDate } from 'shared-ui';
import { DIRECTORY_TEXTS } from '../features/clients/model/directoryStatus.ts';
import { freshDemoData, renderRoute, seedClient, signInAs } from '../test/renderWithData.tsx';
import { ClientDetailPage } from './ClientDetailPage.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

const FIRM = 'demo-owner';
const SIREN = '552100554';
const CHECKED_AT = '2026-09-14T08:30:00.000Z';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

/** Writes the lookup as the server side does (browsers may only read it). */
async function serverWritesLookup(lookup: Partial<DirectoryLookup>) {
  await (await ready()).local!.system.set(paths.directoryLookup(FIRM, SIREN), {
    siren: SIREN,
    status: 'joignable',
    electronicAddress: null,
    name: null,
    message: null,
    checkedAt: CHECKED_AT,
    ...lookup,
  } satisfies DirectoryLookup);
}

async function renderBusiness(uid: 'demo-owner' | 'demo-member-1' = 'demo-owner') {
  const client = await seedClient({
    kind: 'morale',
    raisonSociale: 'Transports Rhodaniens',
    siren: SIREN,
    forme: 'SAS',
  });
  renderRoute('/app/clients/:id', `/app/clients/${client.id}`, <ClientDetailPage />, uid);
  return screen.findByRole('region', { name: 'Facturation électronique' });
}

describe('the client page: can this business receive electronic invoices?', () => {
  it('says a lookup is under way while the directory has not answered, then shows the answer live', async () => {
    const block = await renderBusiness();
    expect(await within(block).findByText(DIRECTORY_TEXTS.pending)).toBeInTheDocument();
    expect(block).not.toHaveTextContent('Vérifié le');
    await serverWritesLookup({ status: 'joignable', electronicAddress: '552100554_FACTURES' });
    expect(
      await within(block).findByText('Peut recevoir des factures électroniques — adresse 552100554_FACTURES'),
    ).toBeInTheDocument();
  });

  it('joignable: the electronic address, the name in the directory and the date checked (fr-FR)', async () => {
    await serverWritesLookup({ status: 'joignable', electronicAddress: '552100554', name: 'TRANSPORTS RHODANIENS' });
    const block = await renderBusiness('demo-member-1');
    expect(
      await within(block).findByText('Peut recevoir des factures électroniques — adresse 552100554'),
    ).toBeInTheDocument();
    expect(within(block).getByText('Nom dans l’annuaire : TRANSPORTS RHODANIENS')).toBeInTheDocument();
    expect(within(block).getByText(`Vérifié le ${formatDate(CHECKED_AT)}`)).toBeInTheDocument();
    expect(formatDate(CHECKED_AT)).toBe('14 sept. 2026');
  });

  it('nonJoignable: not registered yet, though required since 1 September 2026 — ask the client', async () => {
    await serverWritesLookup({ status: 'nonJoignable', name: 'TRANSPORTS RHODANIENS' });
    const block = await renderBusiness();
    const text = await within(block).findByText(DIRECTORY_TEXTS.nonJoignable);
    expect(text).toHaveTextContent('1er septembre 2026');
    expect(text).toHaveTextContent('Demandez-lui quelle plateforme il a choisie.');
    expect(within(block).getByText(`Vérifié le ${formatDate(CHECKED_AT)}`)).toBeInTheDocument();
  });

  it('inconnu: check the SIREN', async () => {
    await serverWritesLookup({ status: 'inconnu' });
    const block = await renderBusiness();
    expect(await within(block).findByText('Entreprise inconnue de l’annuaire — vérifiez le SIREN')).toBeInTheDocument();
    expect(within(block).getByText(`Vérifié le ${formatDate(CHECKED_AT)}`)).toBeInTheDocument();
  });

  it('erreur: the directory could not be reached, with the server’s reason', async () => {
    await serverWritesLookup({ status: 'erreur', message: 'délai de réponse dépassé' });
    const block = await renderBusiness();
    expect(await within(block).findByText('Annuaire injoignable : délai de réponse dépassé')).toBeInTheDocument();
    expect(within(block).getByText(`Vérifié le ${formatDate(CHECKED_AT)}`)).toBeInTheDocument();
  });

  it('shows nothing for an individual, nor for a business without SIREN', async () => {
    const person = await seedClient({ nom: 'Particulier', prenom: 'Paul' });
    const { unmount } = renderRoute('/app/clients/:id', `/app/clients/${person.id}`, <ClientDetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: /PARTICULIER/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Facturation électronique' })).toBeNull();
    unmount();

    const association = await seedClient({
      kind: 'morale',
      raisonSociale: 'Association Sans Siren',
      siren: '',
      forme: '',
    });
    renderRoute('/app/clients/:id', `/app/clients/${association.id}`, <ClientDetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: /Association Sans Siren/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Facturation électronique' })).toBeNull();
  });
});
