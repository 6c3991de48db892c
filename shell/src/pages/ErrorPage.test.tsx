import { act, render, screen } from '@testing-library/react';
import { ShellErrorBoundary } from '../platform/ShellErrorBoundary.tsx';
import { ErrorPage } from './ErrorPage.tsx';

function Broken(): never {
  throw new Error('panne');
}

describe('page d’erreur (spec §8)', () => {
  const userAgent = navigator.userAgent;
  afterEach(() => Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true }));

  it('404 : « Page Not Found », une explication en français et un lien vers l’accueil', async () => {
    render(<ErrorPage status={404} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText(/n’existe pas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('une validation en échec affiche son propre message', async () => {
    render(<ErrorPage status={404} message="Page Not Found: /app/cases/x y" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found: /app/cases/x y');
  });

  it('toute autre erreur : « Internal Server Error »', async () => {
    render(<ErrorPage status={500} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('une erreur de rendu d’une page affiche « Internal Server Error »', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ShellErrorBoundary resetKey="/app">
        <Broken />
      </ShellErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('les robots d’indexation ne reçoivent aucune page d’erreur', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      configurable: true,
    });
    const { container } = render(<ErrorPage status={404} />);
    // Once the crawler list has loaded and the page has decided, it is still empty.
    await act(async () => {
      await import('isbot');
    });
    expect(container).toBeEmptyDOMElement();
  });
});
