import { useNavigate } from 'shared-ui';
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToastOnNextPage } from 'shared-ui/public';
import { RouteToasts } from './App.tsx';
import { TOAST_TEXT_COLOURS, TOASTER_OPTIONS, Toasts } from './platform/Toasts.tsx';

/** WCAG 2 contrast ratio of two `hsl(h, s%, l%)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hsl: string) => {
    const [h, s, l] = (hsl.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
    const k = (n: number) => (n + h / 30) % 12;
    const f = (n: number) =>
      l / 100 - (s / 100) * Math.min(l / 100, 1 - l / 100) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(f(0)) + 0.7152 * linear(f(8)) + 0.0722 * linear(f(4));
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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

  it('texte lisible : chaque couleur riche à 4,5:1 au moins sur le fond clair de sonner (WCAG AA)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fs = require('node:fs') as typeof import('node:fs');
    const css = fs.readFileSync(require.resolve('sonner').replace(/index\.js$/, 'styles.css'), 'utf8');
    for (const kind of ['success', 'info', 'warning', 'error'] as const) {
      const background = new RegExp(`--${kind}-bg:\\s*(hsl\\([^)]*\\))`).exec(css)?.[1];
      const sonnerText = new RegExp(`--${kind}-text:\\s*(hsl\\([^)]*\\))`).exec(css)?.[1];
      expect(background && sonnerText).toBeTruthy();
      expect([kind, contrast(TOAST_TEXT_COLOURS[`--${kind}-text`], background!) >= 4.5]).toEqual([kind, true]);
    }
    expect(TOASTER_OPTIONS.style).toBe(TOAST_TEXT_COLOURS);
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
