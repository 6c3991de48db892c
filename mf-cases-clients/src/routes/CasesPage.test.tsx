import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freshDemoData, renderRoute } from '../test/renderWithData.tsx';
import { CasesPage } from './CasesPage.tsx';
import { CaseDetailPage } from './CaseDetailPage.tsx';

jest.setTimeout(20_000);

beforeEach(async () => {
  await freshDemoData();
});

describe('/app/cases with the demo cabinet', () => {
  it('lists the cabinet’s dossiers and filters them as one types', async () => {
    renderRoute('/app/cases', '/app/cases', <CasesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dossiers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cases-count')).toHaveTextContent('60 dossiers sur 60'));
    // Only the first rows are in the DOM (virtualized), with links to each dossier.
    const table = await screen.findByRole('table', { name: 'Liste des dossiers' });
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'lambert immobilier' },
    });
    await waitFor(() => expect(screen.getByTestId('cases-count')).not.toHaveTextContent('60 dossiers sur 60'));
    expect(screen.getByTestId('cases-count').textContent).toMatch(/^\d+ dossiers? sur 60$/);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'aucun dossier de ce nom' },
    });
    expect(await screen.findByRole('heading', { name: 'Aucun dossier ne correspond' })).toBeInTheDocument();
  });

  it('shows "Dossier introuvable" and no data for another cabinet’s dossier', async () => {
    renderRoute('/app/cases/:id', '/app/cases/leroy-case-2026-0001', <CaseDetailPage />, 'demo-owner');
    expect(await screen.findByRole('heading', { name: 'Dossier introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('opens a dossier of the cabinet: tabs, time entries and their totals', async () => {
    const id = `case-${new Date().getFullYear()}-0001`;
    renderRoute('/app/cases/:id', `/app/cases/${id}?onglet=temps`, <CaseDetailPage />);
    expect(await screen.findByRole('tab', { name: 'Temps passés', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Synthèse',
      'Parties',
      'Documents',
      'Notes',
      'Temps passés',
      'Tâches',
      'Audiences et délais',
      'Factures',
    ]);
    const before = await screen.findByTestId('total-unbilled');
    await waitFor(() => expect(screen.queryByText('Chargement des temps…')).not.toBeInTheDocument());
    const unbilledBefore = before.textContent;

    fireEvent.change(screen.getByLabelText(/Durée \(h:mm\)/), { target: { value: '1:3' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Rédaction des conclusions' } });
    fireEvent.change(screen.getByLabelText(/^Taux horaire/), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByText(/Durée invalide : écrivez-la en heures et minutes/)).toBeInTheDocument();
    // Nothing typed is lost on error.
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Rédaction des conclusions');

    fireEvent.change(screen.getByLabelText(/Durée \(h:mm\)/), { target: { value: '1:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByRole('cell', { name: 'Rédaction des conclusions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-unbilled').textContent).not.toBe(unbilledBefore));
    expect(screen.getAllByRole('cell', { name: /300,00\s€/ }).length).toBeGreaterThan(0);
  });
});
