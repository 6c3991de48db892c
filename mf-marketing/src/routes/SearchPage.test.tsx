/** `/search` for a visitor who is not signed in, on the demo directory (real adapter and policy). */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { freshDemoData } from 'shared-data/testing';
import SearchPage from './SearchPage.tsx';

jest.setTimeout(30_000);

/** The page reads and writes the browser's address (no router): the test opens it at `url`. */
function renderSearch(url: string) {
  window.history.replaceState(null, '', url);
  return render(<SearchPage />);
}

const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(async () => {
  await freshDemoData();
  // jsdom lays nothing out: opening a profile scrolls to the top, which it cannot do.
  window.scrollTo = jest.fn();
});

describe('/search', () => {
  it('paints a stable skeleton first, then the published profiles', async () => {
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Trouver un professionnel du droit' })).toBeInTheDocument();
    expect(screen.getByText('Chargement de l’annuaire…')).toBeInTheDocument();
    expect(await screen.findByTestId('result-count', {}, { timeout: 20_000 })).toHaveTextContent(
      /^\d+ professionnels trouvés\.$/,
    );
    expect(document.querySelectorAll('article[data-profile]').length).toBeGreaterThan(0);
  });

  it('keeps every filter in the address and says when nothing matches', async () => {
    renderSearch('/search?lieu=69002&langue=Anglais');
    await screen.findByTestId('result-count', {}, { timeout: 20_000 });
    expect(screen.getByLabelText(/^Ville ou code postal/)).toHaveValue('69002');
    for (const card of document.querySelectorAll('article[data-profile]')) expect(card).toHaveTextContent('Anglais');
    fireEvent.change(screen.getByLabelText(/^Nom ou cabinet/), { target: { value: 'zzzz' } });
    expect(address()).toBe('/search?lieu=69002&langue=Anglais&nom=zzzz');
    expect(await screen.findByText('Aucun professionnel ne correspond à ces critères.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer « Nom : zzzz »' }));
    expect(address()).toBe('/search?lieu=69002&langue=Anglais');
  });

  it('opens a profile page from a result, the filters kept', async () => {
    renderSearch('/search?lieu=69002');
    await screen.findByTestId('result-count', {}, { timeout: 20_000 });
    const card = document.querySelector('article[data-profile]') as HTMLElement;
    const id = card.dataset.profile!;
    const name = within(card).getByRole('heading').textContent!;
    fireEvent.click(within(card).getByRole('link', { name }));
    expect(address()).toBe(`/search?lieu=69002&profil=${id}`);
    const detail = await screen.findByTestId('profile-detail');
    expect(within(detail).getByRole('heading', { level: 2, name })).toHaveFocus();
    expect(within(detail).getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      `/book?pro=${id}`,
    );
    expect(within(detail).getByRole('link', { name: '← Retour aux résultats' })).toHaveAttribute(
      'href',
      '/search?lieu=69002',
    );
  });

  it('never calls anyone "spécialiste" without a certified specialisation', async () => {
    renderSearch('/search');
    await screen.findByTestId('result-count', {}, { timeout: 20_000 });
    for (const card of document.querySelectorAll('article[data-profile]')) {
      const certified = card.querySelector('[aria-label="Spécialisations certifiées"]');
      const text = (card.textContent ?? '').replace(certified?.textContent ?? '', '');
      expect(text.toLowerCase()).not.toContain('spécialiste');
      for (const list of card.querySelectorAll('[aria-label="Domaines d’activité dominants"]'))
        expect(list.querySelectorAll('li').length).toBeLessThanOrEqual(3);
    }
  });

  it('explains an unknown or unpublished profile and links to the directory', async () => {
    renderSearch('/search?profil=inconnu-42');
    expect(await screen.findByRole('heading', { name: 'Profil introuvable' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consulter l’annuaire' })).toHaveAttribute('href', '/search');
  });
});
