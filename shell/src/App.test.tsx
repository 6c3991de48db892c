import { useNavigate } from 'shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToastOnNextPage } from 'shared-ui/public';
import { RouteToasts } from './App.tsx';
import { TOASTER_OPTIONS, Toasts } from './platform/Toasts.tsx';

describe('notifications (spec §2 et §9)', () => {
  it('en haut à droite, bouton de fermeture, couleurs riches, 4000 ms, 3 visibles, 14 px d’écart', () => {
    expect(TOASTER_OPTIONS).toMatchObject({
      position: 'top-right',
      closeButton: true,
      richColors: true,
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
    });
  });

  it('sous l’en-tête : un toast ne couvre ni le nom de l’utilisateur ni « Se déconnecter »', () => {
    expect(TOASTER_OPTIONS.offset.top).toContain('var(--pt-header-height)');
    expect(TOASTER_OPTIONS.mobileOffset.top).toContain('var(--pt-header-height)');
  });
});

describe('constantes de sonner reprises par la spécification', () => {
  it('glissement 45 px, retrait 200 ms, 3 visibles, 14 px, 4000 ms (valeurs de la bibliothèque)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fs = require('node:fs') as typeof import('node:fs');
    const source = fs.readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
    expect(source).toMatch(/SWIPE_THRESHOLD = 45;/);
    expect(source).toMatch(/TIME_BEFORE_UNMOUNT = 200;/);
    expect(source).toMatch(/VISIBLE_TOASTS_AMOUNT = 3;/);
    expect(source).toMatch(/GAP = 14;/);
    expect(source).toMatch(/TOAST_LIFETIME = 4000;/);
  });
});

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('zone de notifications chargée à la demande', () => {
  const toaster = () => screen.queryByRole('region', { name: /Notifications/ });

  it('absente des pages publiques et du tableau de bord, présente dès la page d’un module, puis gardée', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <RouteToasts />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(toaster()).toBeNull();
    // Public pages in the default layout too (/pilot, /pro).
    await act(async () => navigate('/pro'));
    expect(toaster()).toBeNull();
    // The dashboard's toasts all follow an action: its toaster comes at the first interaction.
    await act(async () => navigate('/app/loader'));
    await act(async () => navigate('/app'));
    expect(toaster()).toBeNull();
    await act(async () => navigate('/app/cases'));
    await screen.findByRole('region', { name: /Notifications/ });
    await act(async () => navigate('/search'));
    expect(toaster()).toBeInTheDocument();
  });

  it('sur les pages de connexion (leur SignInPage), à la première interaction (un toast envoyé avant est montré)', async () => {
    render(<Toasts when="afterAction" />);
    await act(async () => undefined);
    expect(toaster()).toBeNull();
    const { toast } = await import('sonner');
    act(() => {
      toast.success('Mot de passe modifié.');
    });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await screen.findByRole('region', { name: /Notifications/ });
    expect(await screen.findByText('Mot de passe modifié.')).toBeInTheDocument();
  });

  it('un toast laissé par la page précédente (compte créé, puis /app) : montré à l’arrivée, une fois', async () => {
    showToastOnNextPage('success', 'Votre compte est créé. Bienvenue sur Prétoire !');
    const { unmount } = render(<Toasts when="afterAction" />);
    expect(await screen.findByText('Votre compte est créé. Bienvenue sur Prétoire !')).toBeInTheDocument();
    unmount();
    render(<Toasts when="never" />);
    await act(async () => undefined);
    expect(toaster()).toBeNull();
  });
});
