import { render, screen } from '@testing-library/react';
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
