import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { AreaSlot, createSlotParcel } from './AreaSlot.tsx';
import { APPS } from '../../tooling/src/apps.ts';
import { AREA_LABELS } from './areas.ts';
import { AREA_DEV_PORTS, getSlotLoader, registerSlotLoader, SLOT_OWNERS, type SlotLoader } from './slots.ts';

/** A local fake of billing's widget: shows the props it receives. */
const caseInvoices = createSlotParcel('caseInvoices', ({ caseId }) => <p>Factures du dossier {caseId}</p>);

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

function useLoader(loader: SlotLoader) {
  unregister = registerSlotLoader(loader);
}

describe('registre du chargeur de blocs', () => {
  it('enregistre un chargeur et le retire', () => {
    const loader: SlotLoader = { load: jest.fn() };
    const remove = registerSlotLoader(loader);
    expect(getSlotLoader()).toBe(loader);
    remove();
    expect(getSlotLoader()).toBeUndefined();
  });

  it('retirer un ancien chargeur ne retire pas le suivant', () => {
    const first = registerSlotLoader({ load: jest.fn() });
    const second: SlotLoader = { load: jest.fn() };
    unregister = registerSlotLoader(second);
    first();
    expect(getSlotLoader()).toBe(second);
  });

  it('chaque bloc a un propriétaire et les ports sont ceux de tooling/src/apps.ts', () => {
    expect(SLOT_OWNERS.notificationsBell).toBe('mf_team_settings');
    expect(SLOT_OWNERS.caseAgenda).toBe('mf_calendar');
    const remotes = APPS.filter((app) => app.name !== 'shell');
    expect(AREA_DEV_PORTS).toEqual(Object.fromEntries(remotes.map((app) => [app.name, app.port])));
    expect(AREA_LABELS).toEqual(Object.fromEntries(remotes.map((app) => [app.name, app.label])));
  });
});

describe('AreaSlot', () => {
  it('demande le bloc au chargeur et lui passe les props du contrat', async () => {
    const load = jest.fn(() => Promise.resolve(caseInvoices));
    useLoader({ load });
    render(<AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-1' }} />);
    expect(await screen.findByText('Factures du dossier d-1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ remote: 'mf_billing_accounting', widget: 'caseInvoices' });
  });

  it('quand les props changent, le bloc se réaffiche avec elles (sans recharger)', async () => {
    const load = jest.fn(() => Promise.resolve(caseInvoices));
    useLoader({ load });
    const { rerender } = render(
      <AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-1' }} />,
    );
    await screen.findByText('Factures du dossier d-1');
    rerender(<AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-2' }} />);
    expect(await screen.findByText('Factures du dossier d-2')).toBeInTheDocument();
    expect(screen.queryByText('Factures du dossier d-1')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('un échec affiche le panneau en français ; « Réessayer » prévient le chargeur et recharge', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('hors ligne')).mockResolvedValue(caseInvoices);
    const onRetry = jest.fn();
    const onLoadError = jest.fn(() => false);
    useLoader({ load, onRetry, onLoadError });
    render(<AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-3' }} />);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Ce module n’a pas pu être chargé');
    expect(panel).toHaveTextContent('Facturation et comptabilité');
    expect(onLoadError).toHaveBeenCalledWith(
      { remote: 'mf_billing_accounting', widget: 'caseInvoices' },
      expect.any(Error),
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledWith({ remote: 'mf_billing_accounting', widget: 'caseInvoices' });
    expect(await screen.findByText('Factures du dossier d-3')).toBeInTheDocument();
  });

  it('compact (en-tête) : un échec reste discret, sans panneau', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useLoader({ load: () => Promise.reject(new Error('absent')) });
    render(<AreaSlot remote="mf_team_settings" widget="notificationsBell" props={{}} compact />);
    const marker = await screen.findByRole('button', { name: /indisponible pour le moment/ });
    expect(marker).toHaveAttribute('data-slot-failed', 'Équipe et paramètres');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sans chargeur (tests d’un module seul) : un texte dit quel espace s’afficherait ici', () => {
    render(<AreaSlot remote="mf_calendar" widget="caseAgenda" props={{ caseId: 'd-1' }} />);
    expect(screen.getByText(/Ici s’affichera « Agenda du dossier » \(Agenda\)/)).toBeInTheDocument();
  });
});

describe('AreaSlot plus bas que le premier écran (whenNearScreen)', () => {
  /** The browser's IntersectionObserver (absent from jsdom), driven by the test. */
  let observed: { callback: IntersectionObserverCallback; target?: Element; options?: IntersectionObserverInit }[];
  beforeEach(() => {
    observed = [];
    globalThis.IntersectionObserver = class {
      private readonly entry: (typeof observed)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const comeIntoView = () =>
    act(() => {
      for (const { callback, target } of observed)
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

  it('ne se charge qu’à l’approche de l’écran', async () => {
    const load = jest.fn(() => Promise.resolve(caseInvoices));
    useLoader({ load });
    const { container } = render(
      <AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-4' }} whenNearScreen />,
    );
    expect(load).not.toHaveBeenCalled();
    expect(observed[0]?.target).toBe(container.querySelector('[data-slot="caseInvoices"]'));
    // Loading starts before the block is in view: the margin reaches below the screen.
    expect(observed[0]?.options?.rootMargin).toBe('0px 0px 25% 0px');
    comeIntoView();
    expect(await screen.findByText('Factures du dossier d-4')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ou dès la première interaction (une touche : au clavier, le bloc est prêt quand on l’atteint)', async () => {
    const user = userEvent.setup();
    const load = jest.fn(() => Promise.resolve(caseInvoices));
    useLoader({ load });
    render(<AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-5' }} whenNearScreen />);
    expect(load).not.toHaveBeenCalled();
    await user.keyboard('{Tab}');
    expect(await screen.findByText('Factures du dossier d-5')).toBeInTheDocument();
  });

  it('onSettled attend que le bloc ait ses données (plus rien d’aria-busy)', async () => {
    let finish: () => void = () => undefined;
    const slow = createSlotParcel('caseInvoices', ({ caseId }) => {
      const [loaded, setLoaded] = useState(false);
      finish = () => setLoaded(true);
      return loaded ? (
        <p>Factures du dossier {caseId}</p>
      ) : (
        <p role="status" aria-busy="true">
          Chargement des factures…
        </p>
      );
    });
    const shown = jest.fn();
    useLoader({ load: () => Promise.resolve(slow) });
    render(
      <AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-8' }} onSettled={shown} />,
    );
    await screen.findByText('Chargement des factures…');
    expect(shown).not.toHaveBeenCalled();
    act(() => finish());
    await screen.findByText('Factures du dossier d-8');
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });

  it('onSettled : appelé une fois le bloc affiché, ou son échec montré', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown = jest.fn();
    useLoader({ load: () => Promise.resolve(caseInvoices) });
    render(
      <AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: 'd-6' }} onSettled={shown} />,
    );
    await screen.findByText('Factures du dossier d-6');
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    unregister?.();
    const failed = jest.fn();
    useLoader({ load: () => Promise.reject(new Error('absent')) });
    render(<AreaSlot remote="mf_calendar" widget="caseAgenda" props={{ caseId: 'd-7' }} onSettled={failed} />);
    await screen.findByRole('alert');
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
