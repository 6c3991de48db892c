import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDataStore, paths } from 'shared-data';
import { freshDemoData, renderRoute, seedArticle, seedResearchFile, signInAs } from '../test/renderWithData.tsx';
import { ArticlePage } from './ArticlePage.tsx';
import { ResearchFilePage } from './ResearchFilePage.tsx';
import { ResearchListPage } from './ResearchListPage.tsx';

jest.setTimeout(30_000);
// The machine running the suite is shared: give the live reads time (no timing is asserted).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('/app/research', () => {
  it('liste les fiches et filtre sans accents, la recherche dans l’URL', async () => {
    await seedResearchFile({ question: 'Prescription de l’action Zéphyrin', tags: ['zéphyr'] });
    renderRoute('/app/research', '/app/research?q=zephyrin', <ResearchListPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiches de recherche' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('research-count').textContent).toMatch(/^1 fiche sur \d+$/));
    expect(await screen.findByRole('link', { name: 'Prescription de l’action Zéphyrin' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'introuvable xyz' } });
    expect(await screen.findByRole('heading', { name: 'Aucune fiche ne correspond' })).toBeInTheDocument();
  });

  it('supprime une fiche seulement après confirmation (Annuler la conserve)', async () => {
    const { id } = await seedResearchFile({ question: 'Question à supprimer' });
    renderRoute('/app/research/:id', `/app/research/${id}`, <ResearchFilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Question à supprimer' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Annuler/ }));
    expect((await getDataStore().get(paths.researchFile('demo-owner', id))).data).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(async () => expect((await getDataStore().get(paths.researchFile('demo-owner', id))).data).toBeNull());
  });

  it('une fiche inconnue → « introuvable », sans données', async () => {
    renderRoute('/app/research/:id', '/app/research/nexiste-pas', <ResearchFilePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fiche de recherche introuvable' }),
    ).toBeInTheDocument();
  });
});

describe('/app/research/articles/{slug}', () => {
  it('un slug inconnu → « Page Not Found: {path} »', async () => {
    renderRoute('/app/research/articles/:slug', '/app/research/articles/inconnu', <ArticlePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /app/research/articles/inconnu' }),
    ).toBeInTheDocument();
  });

  it('rend l’article du cabinet depuis le Markdown, charge <img onerror> neutralisée', async () => {
    await seedArticle({
      slug: 'note-interne',
      title: 'Note interne',
      body: '## Points clés\n\n**Important** <img src=x onerror="window.__pwned=1"> fin.',
    });
    const { container } = renderRoute(
      '/app/research/articles/:slug',
      '/app/research/articles/note-interne',
      <ArticlePage />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Note interne' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Points clés' })).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
