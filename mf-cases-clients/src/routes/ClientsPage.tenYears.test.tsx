/**
 * /app/clients at a cabinet's tenth year: the first screen reads a page, not the history; the
 * search (names with or without accents, a phone or a SIREN typed with spaces), the filters, the
 * sorts and « Afficher plus » are answered by the backend; each client's number of dossiers is
 * stored on it, equal to its dossiers counted.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Case, type Client, clientSearchText, getDataStore, paths, searchQueryOf, type WithId } from 'shared-data';
import { DEMO_IDS, installReadCounter, loadTenYearCabinet } from 'shared-data/testing';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import { ClientsPage } from './ClientsPage.tsx';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

const firmId = DEMO_IDS.firmId;
/** What jsdom shows of a virtualized table (no layout: a first screen of rows). */
const RENDERED = 30;
let clients: WithId<Client>[] = [];
let cases: WithId<Case>[] = [];

const read = async <T,>(collection: string) =>
  (await getDataStore().query<T>({ collection })).docs.map((doc): WithId<T> => ({ ...doc.data, id: doc.id }));

// Loaded once: the tests only read.
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  // Ten years of Cabinet Durand at 5 %: 150 clients beside the demo's 40.
  await loadTenYearCabinet({ scale: 0.05 });
  clients = await read<Client>(paths.clients(firmId));
  cases = await read<Case>(paths.cases(firmId));
});

const count = () => screen.getByTestId('clients-count');
const countText = (shown: number, total?: number) =>
  new RegExp(`^${shown} clients? affichés?${total === undefined ? '' : ` sur ${total}`}$`);
/** Firestore's order: the sort field, then the document id. */
const byName = (a: WithId<Client>, b: WithId<Client>) =>
  a.sortName! < b.sortName! ? -1 : a.sortName! > b.sortName! ? 1 : a.id < b.id ? -1 : 1;
const active = () => clients.filter((client) => !client.archived);
/** The first page of a search, recomputed from every client: 50 holding its token, those holding every word. */
const firstPageOf = (query: string) => {
  const { token, words } = searchQueryOf(query);
  return active()
    .filter((client) => token === null || client.searchTokens?.includes(token))
    .sort(byName)
    .slice(0, 50)
    .filter((client) => words.every((word) => clientSearchText(client).includes(word)));
};
const shownNames = async () =>
  within(await screen.findByRole('table', { name: 'Liste des clients' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/app/clients, dix ans de cabinet', () => {
  it('shows its first page, A to Z, reading at most 200 documents; the next on « Afficher plus »', async () => {
    expect(clients.length).toBeGreaterThan(150);
    const expected = active().sort(byName);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app/clients', '/app/clients', <ClientsPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(50, expected.length)));
    expect(await shownNames()).toEqual(expected.slice(0, RENDERED).map((client) => client.displayName));
    expect(reads.total).toBeLessThanOrEqual(200);
    expect(reads.bySourceAndCollection.listen?.clients).toBeLessThanOrEqual(51);
    // No dossier is read to count a client's: the count is stored on it.
    expect(reads.byCollection.cases).toBeUndefined();

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de clients' }));
    await waitFor(() => expect(count()).toHaveTextContent(countText(100, expected.length)));
    expect(reads.bySourceAndCollection.listen?.clients).toBeLessThanOrEqual(51);
  });

  it('stores on each client its number of dossiers, equal to its dossiers counted', () => {
    for (const client of clients)
      expect([client.id, client.caseCount]).toEqual([
        client.id,
        cases.filter((dossier) => dossier.clientIds.includes(client.id)).length,
      ]);
  });

  it('sorts by number of dossiers (the backend), the most first, A to Z between equals', async () => {
    const expected = active().sort((a, b) => b.caseCount! - a.caseCount! || byName(a, b));
    renderRoute('/app/clients', '/app/clients?tri=caseCount&ordre=desc', <ClientsPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(50, expected.length)));
    expect(await shownNames()).toEqual(expected.slice(0, RENDERED).map((client) => client.displayName));
    expect(expected[0]!.caseCount).toBeGreaterThan(1);
  });

  it.each([
    ['dubois', 'a frequent name'],
    ['Lefèvre', 'an accented name, typed with its accent'],
    ['lefevre', 'the same without it'],
  ])('« %s » (%s) finds the right clients', async (query) => {
    const expected = firstPageOf(query);
    expect(expected.length).toBeGreaterThan(0);
    renderRoute('/app/clients', `/app/clients?q=${encodeURIComponent(query)}`, <ClientsPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(expected.length)));
    expect(await shownNames()).toEqual(expected.slice(0, RENDERED).map((client) => client.displayName));
  });

  it('finds a client by a phone or a SIREN typed with spaces', async () => {
    const person = active().find((client) => client.id.startsWith('y10-') && client.phone.startsWith('06'))!;
    const company = active().find(
      (client) => client.kind === 'morale' && client.siren && client.id.startsWith('y10-'),
    )!;
    const siren = company.kind === 'morale' ? company.siren : '';
    renderRoute('/app/clients', '/app/clients', <ClientsPage />);
    const search = await screen.findByRole('searchbox', { name: 'Rechercher' });
    for (const [typed, name] of [
      [person.phone.slice(0, 8), person.displayName],
      [person.phone.replace(/\s/g, ''), person.displayName],
      [`${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`, company.displayName],
    ] as const) {
      fireEvent.change(search, { target: { value: typed } });
      await waitFor(() => expect(count()).toHaveAttribute('data-query', typed));
      expect(await shownNames()).toContain(name);
      expect(await shownNames()).toEqual(
        firstPageOf(typed)
          .slice(0, RENDERED)
          .map((client) => client.displayName),
      );
    }
  });
});
