import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { forgetRemote, loadExposed } from '../remotes/registry.ts';
import { PUBLIC_PAGES } from '../routing/publicPages.ts';
import { PublicApp } from './PublicApp.tsx';

// The edge of this unit: the registry that fetches the remote, and the reload of a failed chunk.
jest.mock('../remotes/registry.ts', () => ({ loadExposed: jest.fn(), forgetRemote: jest.fn() }));
jest.mock('../platform/reloadGuard.ts', () => ({ reloadOncePerPath: () => false }));

const load = loadExposed as jest.MockedFunction<typeof loadExposed>;
const guide = PUBLIC_PAGES.find((page) => page.path === '/guide')!;

function PublicPage({ path }: { path: string }) {
  return <h1>Contenu de {path}</h1>;
}

beforeEach(() => load.mockReset());

describe('page publique (sans routeur ni parcelle)', () => {
  it('le cadre du shell en liens simples, la page courante marquée, le contenu du module dans <main>', async () => {
    load.mockResolvedValue({ PublicPage });
    render(<PublicApp page={guide} />);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Trouver un professionnel' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Trouver un professionnel' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Contenu de /guide' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_marketing', './pages');
    expect(document.title).toBe('Guide — Prétoire');
  });

  it('module injoignable : message en français et « Réessayer », qui recharge le module', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('réseau')).mockResolvedValueOnce({ PublicPage });
    render(<PublicApp page={guide} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Ce module n’a pas pu être chargé' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('La partie « Site public » de Prétoire ne répond pas pour le moment.');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' })));
    expect(forgetRemote).toHaveBeenCalledWith('mf_marketing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contenu de /guide' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
