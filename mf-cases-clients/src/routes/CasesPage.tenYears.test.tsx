/**
 * /app/cases at a cabinet's tenth year: the first screen reads a page, not the history; the
 * search, the filters and « Afficher plus » are answered by the backend; a dossier created
 * elsewhere shows live without reading the list again.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIso } from 'shared-ui';
import { type Case, caseSearchText, getDataStore, paths, searchQueryOf, type WithId } from 'shared-data';
import { DEMO_IDS, installReadCounter, loadTenYearCabinet } from 'shared-data/testing';
import { createCase } from '../features/cases/api/caseActions.ts';
import { emptyCaseForm } from '../features/cases/model/caseForm.ts';
import { isPastRetention } from '../features/cases/model/retention.ts';
import { freshDemoData, renderRoute, signInAs } from '../test/renderWithData.tsx';
import { CasesPage } from './CasesPage.tsx';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 20_000 });

const firmId = DEMO_IDS.firmId;
/** What jsdom shows of a virtualized table (no layout: a first screen of rows). */
const RENDERED = 30;
let all: WithId<Case>[] = [];

// Loaded once: the tests below only read, but the last one, which adds a dossier (declaration order).
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  // Ten years of Cabinet Durand at 5 %: 250 dossiers beside the demo's 60.
  await loadTenYearCabinet({ scale: 0.05 });
  all = (await getDataStore().query<Case>({ collection: paths.cases(firmId) })).docs.map((doc) => ({
    ...doc.data,
    id: doc.id,
  }));
});

const count = () => screen.getByTestId('cases-count');
const byReferenceDesc = (a: WithId<Case>, b: WithId<Case>) => (a.reference < b.reference ? 1 : -1);
/**
 * What the first page of a search shows, recomputed from every document: the first 50 dossiers
 * holding its token (reference descending), those of them whose text holds every word.
 */
const firstPageOf = (query: string) => {
  const { token, words } = searchQueryOf(query);
  return all
    .filter((dossier) => token === null || dossier.searchTokens?.includes(token))
    .sort(byReferenceDesc)
    .slice(0, 50)
    .filter((dossier) =>
      words.every((word) => caseSearchText({ ...dossier, clientNames: dossier.clientNames ?? [] }).includes(word)),
    );
};
const countText = (shown: number, total?: number) =>
  new RegExp(`^${shown} dossiers? affichés?${total === undefined ? '' : ` sur ${total}`}$`);
/** The references the table shows (the table's code arrives with the first one shown). */
const shownReferences = async () =>
  within(await screen.findByRole('table', { name: 'Liste des dossiers' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/app/cases, dix ans de cabinet', () => {
  it('shows its first page reading at most 200 documents, then the next on « Afficher plus »', async () => {
    expect(all.length).toBeGreaterThan(300);
    const expected = [...all].sort(byReferenceDesc).map((dossier) => dossier.reference);
    const reads = installReadCounter();
    reads.reset();
    renderRoute('/app/cases', '/app/cases', <CasesPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(50, all.length)));
    expect(await shownReferences()).toEqual(expected.slice(0, RENDERED));
    expect(reads.total).toBeLessThanOrEqual(200);
    // A page and the one after it (does more follow?), and the total counted, not read.
    expect(reads.bySourceAndCollection.listen?.cases).toBeLessThanOrEqual(51);
    expect(reads.bySourceAndCollection.aggregate?.cases).toBe(1);

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de dossiers' }));
    await waitFor(() => expect(count()).toHaveTextContent(countText(100, all.length)));
    // The next page only: the first one is not read again.
    expect(reads.bySourceAndCollection.listen?.cases).toBeLessThanOrEqual(51);
  });

  it.each([
    ['dubois', 'a frequent name'],
    ['Lefèvre', 'an accented name, typed with its accent'],
    ['LEFEVRE', 'the same without it'],
    ['dubois divorce', 'two words: the longest asked, the other filtered'],
  ])('« %s » (%s) finds the right dossiers', async (query) => {
    const expected = firstPageOf(query);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    renderRoute('/app/cases', `/app/cases?q=${encodeURIComponent(query)}`, <CasesPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(expected.length)));
    expect(await shownReferences()).toEqual(expected.slice(0, RENDERED).map((dossier) => dossier.reference));
  });

  it('finds a dossier by its reference or RG number typed any way', async () => {
    const dossier = all.find((item) => item.id.startsWith('y10-') && item.rgNumber)!;
    renderRoute('/app/cases', '/app/cases', <CasesPage />);
    const search = await screen.findByRole('searchbox', { name: 'Rechercher' });
    for (const typed of [dossier.reference.replace('-', ' '), dossier.rgNumber]) {
      fireEvent.change(search, { target: { value: typed } });
      await waitFor(() => expect(count()).toHaveAttribute('data-query', typed));
      expect(await shownReferences()).toContain(dossier.reference);
    }
  });

  it('filters and sorts by the backend: the dossiers waiting, the oldest opened first', async () => {
    const expected = all
      .filter((dossier) => dossier.status === 'en attente')
      .sort((a, b) => (a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : a.id < b.id ? -1 : 1));
    renderRoute('/app/cases', '/app/cases?statut=en+attente&tri=openedAt&ordre=asc', <CasesPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(Math.min(expected.length, 50), expected.length)));
    expect(await shownReferences()).toEqual(expected.slice(0, RENDERED).map((dossier) => dossier.reference));
  });

  it('lists the dossiers past their retention (a backend query), the longest closed first', async () => {
    renderRoute('/app/cases', '/app/cases?conservation=echue', <CasesPage />);
    const table = await screen.findByRole('table', { name: 'Dossiers dont la conservation est échue' });
    const references = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const past = all
      .filter((dossier) => isPastRetention(dossier.closedAt, todayIso()))
      .sort((a, b) => (a.closedAt! < b.closedAt! ? -1 : a.closedAt! > b.closedAt! ? 1 : a.id < b.id ? -1 : 1));
    expect(past.length).toBeGreaterThan(0);
    expect(references).toEqual(past.slice(0, RENDERED).map((dossier) => dossier.reference));
  });
});

describe('/app/cases, dix ans de cabinet, un dossier créé ailleurs', () => {
  it('shows a dossier created in another session at once, without reading the list again', async () => {
    renderRoute('/app/cases', '/app/cases', <CasesPage />);
    await waitFor(() => expect(count()).toHaveTextContent(countText(50, all.length)));
    const reads = installReadCounter();
    reads.reset();
    // Another person of the cabinet, in another tab: the data port, not this screen.
    const client = all.find((dossier) => dossier.id.startsWith('y10-'))!.clientIds[0]!;
    const created = await createCase({
      firmId,
      values: {
        ...emptyCaseForm(new Date().toISOString().slice(0, 10), DEMO_IDS.member1Uid, client),
        title: 'Bail vu d’ailleurs',
        hourlyRate: '200',
      },
    });
    await waitFor(async () => expect((await shownReferences())[0]).toBe(created.reference));
    await waitFor(() => expect(count()).toHaveTextContent(countText(50, all.length + 1)));
    // The new dossier, delivered once, and the count asked again: nothing like the list.
    expect(reads.bySourceAndCollection.listen?.cases ?? 0).toBeLessThanOrEqual(2);
    expect(reads.total).toBeLessThanOrEqual(20);
  });
});
