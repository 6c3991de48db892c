/**
 * The research screens read what they show, not the cabinet's history: rendered beside ten years
 * of Cabinet Durand (at 5 %: 250 dossiers, 150 clients) and years of research files and articles,
 * each first view reads a page of its list, the labels of the dossiers it names and a few counts;
 * « Afficher plus » reads the next page, and only it; pickers search the dossiers (20 at most).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Article, getDataStore, paths, type ResearchFile } from 'shared-data';
import { LIST_PAGE_SIZE as PAGE_SIZE, PICKER_CHOICES as CASE_CHOICES } from 'shared-data/store';
import {
  DEMO_IDS,
  freshDemoData,
  loadTenYearCabinet,
  countOf as size,
  frenchCount as n,
  readsOfScreen as readsOf,
  seedMany,
  signInAs,
} from 'shared-data/testing';
import { ArticlePage } from './ArticlePage.tsx';
import { ArticlesPage } from './ArticlesPage.tsx';
import { DocumentModelsPage } from './DocumentModelsPage.tsx';
import { ResearchFilePage } from './ResearchFilePage.tsx';
import { ResearchListPage } from './ResearchListPage.tsx';

jest.setTimeout(120_000);

const F = DEMO_IDS.firmId;
const OWNER = DEMO_IDS.ownerUid;

/** What a screen may read besides its list's page and its dossiers' labels: membership, cabinet, members, counts. */
const SCREEN_EXTRAS = 15;
/** A dossier's label: the dossier and its first client, each read by id. */
const LABEL_READS = 2;

const dayOf = (i: number) => new Date(Date.UTC(2017 + (i % 9), i % 12, 1 + (i % 28))).toISOString();

// Loaded once: each test reads, or seeds what it reads itself; the last one adds a fiche.
beforeAll(async () => {
  await freshDemoData();
  signInAs('demo-owner');
  await loadTenYearCabinet({ scale: 0.05 });
});

describe('the research screens read what they show, not the cabinet’s history', () => {
  it('fiches: a page, newest first, with its dossiers’ labels; « Afficher plus » reads the next page', async () => {
    const dossiers = (
      await getDataStore().query<{ reference: string }>({
        collection: paths.cases(F),
        orderBy: [{ field: 'reference' }],
      })
    ).docs;
    expect(dossiers.length).toBeGreaterThan(200);
    await seedMany(120, (i) => [
      paths.researchFile(F, `y10-research-${String(i).padStart(4, '0')}`),
      {
        question: `Question ${i + 1} : prescription de l’action`,
        caseId: dossiers[i % dossiers.length]!.id,
        tags: [i % 2 ? 'prescription' : 'bail'],
        status: 'terminée',
        note: '',
        sources: [],
        createdBy: OWNER,
        createdAt: dayOf(i),
        updatedAt: dayOf(i),
      } satisfies ResearchFile,
    ]);
    const all = await size(paths.researchFiles(F));
    const reads = await readsOf('/app/research', '/app/research', <ResearchListPage />, () =>
      screen.findByText(`50 fiches affichées sur ${n(all)}`, {}, { timeout: 30_000 }),
    );
    expect(screen.getByTestId('research-count')).toHaveTextContent(`50 fiches sur ${n(all)}`);
    expect(reads.bySourceAndCollection.listen?.researchFiles).toBe(PAGE_SIZE + 1);
    // No dossier or client list: the picker's latest dossiers, and those the rows name, by id.
    expect(reads.bySourceAndCollection.listen?.cases ?? 0).toBeLessThanOrEqual(CASE_CHOICES);
    expect(reads.bySourceAndCollection.listen?.clients ?? 0).toBe(0);
    expect(reads.bySourceAndCollection.get?.cases ?? 0).toBeLessThanOrEqual(PAGE_SIZE);
    expect(reads.total).toBeLessThanOrEqual(PAGE_SIZE + 1 + LABEL_READS * PAGE_SIZE + CASE_CHOICES + SCREEN_EXTRAS);
    await waitFor(() => expect(screen.getAllByText(/^\d{4}-\d{4} — /).length).toBeGreaterThan(0));

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de fiches' }));
    await screen.findByText(`100 fiches affichées sur ${n(all)}`, {}, { timeout: 30_000 });
    expect(reads.bySourceAndCollection.listen?.researchFiles ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);

    // A filter is a backend query: its count and a page of it.
    const tagged = await size(paths.researchFiles(F), [{ field: 'tags', op: 'array-contains', value: 'bail' }]);
    reads.reset();
    fireEvent.change(screen.getByLabelText('Étiquette'), { target: { value: 'bail' } });
    await screen.findByText(`50 fiches affichées sur ${n(tagged)}`, {}, { timeout: 30_000 });
    expect(reads.bySourceAndCollection.listen?.researchFiles).toBe(PAGE_SIZE + 1);
  });

  it('the dossier picker searches the dossiers, 20 at most, never the whole list', async () => {
    const reads = await readsOf('/app/research', '/app/research', <ResearchListPage />, () =>
      screen.findByText(/^Les \d+ dossiers les plus récents\.$/, {}, { timeout: 30_000 }),
    );
    expect(await size(paths.cases(F))).toBeGreaterThan(200);
    expect(reads.bySourceAndCollection.listen?.cases).toBe(CASE_CHOICES);
    // A dossier of three years ago, found by its reference among hundreds (its search tokens).
    const reference = `${new Date().getFullYear() - 3}-0007`;
    reads.reset();
    fireEvent.change(screen.getByLabelText(/^Rechercher un dossier/), { target: { value: reference } });
    const picker = screen.getByLabelText(/^Dossier/);
    await waitFor(() => {
      const options = within(picker).getAllByRole('option').slice(1);
      expect(options.map((option) => option.textContent)).toEqual([
        expect.stringMatching(new RegExp(`^${reference} — `)),
      ]);
    });
    expect(reads.bySourceAndCollection.listen?.cases ?? 0).toBeLessThanOrEqual(CASE_CHOICES);
  });

  it('articles: a page of the cabinet’s, newest first; a search still finds its oldest', async () => {
    await seedMany(120, (i) => [
      paths.article(F, `y10-article-${String(i).padStart(4, '0')}`),
      {
        slug: `note-du-cabinet-${i + 1}`,
        title: i === 0 ? 'Usucapion abrégée et juste titre' : `Note du cabinet ${i + 1}`,
        summary: 'Une note interne.',
        body: i === 0 ? 'La prescription acquisitive abrégée suppose un juste titre.' : 'Corps de la note.',
        area: 'Droit immobilier',
        tags: ['note'],
        author: 'Claire Durand',
        // The first one is the oldest: on no first page.
        date: i === 0 ? '2012-01-16' : dayOf(i).slice(0, 10),
        published: true,
        createdBy: OWNER,
        createdAt: dayOf(i),
        updatedAt: dayOf(i),
      } satisfies Article,
    ]);
    const published = await size(paths.articles(F), [{ field: 'published', op: '==', value: true }]);
    const reads = await readsOf('/app/research/articles', '/app/research/articles', <ArticlesPage />, () =>
      screen.findByText(`50 articles du cabinet affichés sur ${n(published)}`, {}, { timeout: 30_000 }),
    );
    expect(reads.bySourceAndCollection.listen?.articles ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1 + 5);
    expect(reads.total).toBeLessThanOrEqual(PAGE_SIZE + 1 + 5 + SCREEN_EXTRAS);
    expect(screen.queryByRole('link', { name: 'Usucapion abrégée et juste titre' })).not.toBeInTheDocument();

    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus d’articles du cabinet' }));
    await screen.findByText(`100 articles du cabinet affichés sur ${n(published)}`, {}, { timeout: 30_000 });
    expect(reads.bySourceAndCollection.listen?.articles ?? 0).toBeLessThanOrEqual(PAGE_SIZE + 1);

    // Searching looks through every published article of the cabinet (French stemming, typos).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'usucapion' } });
    expect(
      await screen.findByRole('link', { name: 'Usucapion abrégée et juste titre' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('one article: read by its slug, not with the cabinet’s others', async () => {
    await seedMany(60, (i) => [
      paths.article(F, `y10-article-${String(i).padStart(4, '0')}`),
      {
        slug: `note-du-cabinet-${i + 1}`,
        title: `Note du cabinet ${i + 1}`,
        summary: '',
        body: 'Corps de la note.',
        area: 'Droit immobilier',
        tags: [],
        author: 'Claire Durand',
        date: dayOf(i).slice(0, 10),
        published: true,
        createdBy: OWNER,
        createdAt: dayOf(i),
        updatedAt: dayOf(i),
      } satisfies Article,
    ]);
    const reads = await readsOf(
      '/app/research/articles/:slug',
      '/app/research/articles/note-du-cabinet-42',
      <ArticlePage />,
      () => screen.findByRole('heading', { level: 1, name: 'Note du cabinet 42' }, { timeout: 30_000 }),
    );
    expect(reads.bySourceAndCollection.listen?.articles).toBe(1);
  });

  it('a fiche and the models page: their dossier’s label only, and the members', async () => {
    const dossier = (await getDataStore().query({ collection: paths.cases(F), limit: 1 })).docs[0]!;
    await getDataStore().set(paths.researchFile(F, 'y10-one'), {
      question: 'Une question précise',
      caseId: dossier.id,
      tags: [],
      status: 'en cours',
      note: '',
      sources: [],
      createdBy: OWNER,
      createdAt: dayOf(1),
      updatedAt: dayOf(1),
    } satisfies ResearchFile);
    const file = await readsOf('/app/research/:id', '/app/research/y10-one', <ResearchFilePage />, () =>
      screen.findByRole('heading', { level: 1, name: 'Une question précise' }, { timeout: 30_000 }),
    );
    await waitFor(() => expect(file.bySourceAndCollection.query?.cases).toBe(1));
    expect(file.bySourceAndCollection.listen?.cases ?? 0).toBe(0);
    expect(file.bySourceAndCollection.listen?.clients ?? 0).toBe(0);
    expect(file.total).toBeLessThanOrEqual(1 + LABEL_READS + SCREEN_EXTRAS);

    const models = await readsOf('/app/research/doc', '/app/research/doc', <DocumentModelsPage />, () =>
      screen.findByRole('heading', { level: 2, name: 'Bibliothèque' }, { timeout: 30_000 }),
    );
    expect(models.bySourceAndCollection.listen?.cases ?? 0).toBe(0);
    expect(models.bySourceAndCollection.listen?.clients ?? 0).toBe(0);
    expect(models.total).toBeLessThanOrEqual(SCREEN_EXTRAS);
  });
});
