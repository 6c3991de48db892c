import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { updateSession } from 'shared-auth';
import { freshDemoData, renderRoute, seedCase, seedClient, seedTimeEntry, signInAs } from '../test/renderWithData.tsx';
import { CasesPage } from './CasesPage.tsx';
import { CaseDetailPage } from './CaseDetailPage.tsx';

jest.setTimeout(30_000);
// A shared, busy machine: wait longer for the page to answer (no speed is asserted here).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const count = () => screen.getByTestId('cases-count');

describe('/app/cases', () => {
  it('lists the dossiers, searches as one types, and keeps the search in the URL', async () => {
    await seedCase({ reference: '2026-9101', title: 'Succession Zéphyrin' });
    await seedCase({ reference: '2026-9102', title: 'Bail Zéphyrin' });
    renderRoute('/app/cases', '/app/cases', <CasesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dossiers' })).toBeInTheDocument();
    // The demo cabinet's 60 dossiers and these two: a page of 50, then the rest on demand.
    await waitFor(() => expect(count()).toHaveTextContent('50 dossiers affichés sur 62'));
    const more = screen.getByRole('button', { name: 'Afficher plus de dossiers' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(count()).toHaveTextContent('62 dossiers affichés sur 62'));
    // The last page came: the button went, the focus is on the count rather than lost.
    expect(screen.queryByRole('button', { name: 'Afficher plus de dossiers' })).not.toBeInTheDocument();
    await waitFor(() => expect(count()).toHaveFocus());

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'zephyrin' } });
    await waitFor(() => expect(count()).toHaveTextContent('2 dossiers affichés'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'succession zephyrin' },
    });
    await waitFor(() => expect(count()).toHaveTextContent('1 dossier affiché'));
    const table = screen.getByRole('table', { name: 'Liste des dossiers' });
    expect(within(table).getByRole('link', { name: '2026-9101' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'aucun dossier de ce nom' },
    });
    expect(await screen.findByRole('heading', { name: 'Aucun dossier ne correspond' })).toBeInTheDocument();
  });

  it('reads the search, status and sort from the URL (a reload keeps them)', async () => {
    await seedCase({ reference: '2026-9101', title: 'Succession Zéphyrin', status: 'clos', closedAt: '2026-02-01' });
    await seedCase({ reference: '2026-9102', title: 'Bail Zéphyrin' });
    renderRoute('/app/cases', '/app/cases?q=z%C3%A9phyrin&statut=clos&tri=openedAt&ordre=asc', <CasesPage />);
    await waitFor(() => expect(count()).toHaveTextContent('1 dossier affiché'));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('zéphyrin');
    expect(screen.getByLabelText('Statut')).toHaveValue('clos');
    expect(screen.getByRole('columnheader', { name: /Ouvert le/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('the new dossier’s client picker searches the cabinet: twenty clients at most, the one typed found', async () => {
    const client = await seedClient({ nom: 'Zéphyrine', prenom: 'Adèle', phone: '06 11 22 33 44' });
    renderRoute('/app/cases', '/app/cases?nouveau=1', <CasesPage />);
    const form = await screen.findByRole('form', { name: 'Créer le dossier' });
    const picker = within(form).getByRole('combobox', { name: /^Clients du dossier/ });
    // Nothing typed: the clients changed last, never the whole list.
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(1));
    expect(within(picker).getAllByRole('option').length).toBeLessThanOrEqual(21);
    fireEvent.change(within(form).getByRole('searchbox', { name: /^Rechercher un client/ }), {
      target: { value: '06 11 22' },
    });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Ajouter un client…', 'ZÉPHYRINE Adèle']),
    );
    fireEvent.change(picker, { target: { value: client.id } });
    expect(
      within(within(form).getByRole('list', { name: 'Clients choisis' })).getByText('ZÉPHYRINE Adèle'),
    ).toBeInTheDocument();
  });

  it('shows the signed-out state, never an endless "Chargement…"', async () => {
    updateSession({ user: null, token: null, initialized: true });
    render(
      <MemoryRouter initialEntries={['/app/cases']}>
        <Routes>
          <Route path="/app/cases" element={<CasesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Vous n’êtes pas connecté' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/pro/login');
  });

  it('shows "Dossier introuvable" and no data for another cabinet’s dossier', async () => {
    renderRoute('/app/cases/:id', '/app/cases/leroy-case-2026-0001', <CaseDetailPage />, 'demo-owner');
    expect(await screen.findByRole('heading', { name: 'Dossier introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('/app/cases/{id}', () => {
  it('time entries: 90 min, the dossier’s rate proposed again after each entry, totals', async () => {
    const dossier = await seedCase({ fee: { kind: 'temps', hourlyRateCents: 18_000 } });
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=temps`, <CaseDetailPage />);
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
      'CARPA',
    ]);
    expect(await screen.findByRole('heading', { name: 'Aucun temps saisi' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Taux horaire/)).toHaveValue('180');
    // Required, and marked as such.
    expect(screen.getByLabelText(/^Taux horaire/)).toHaveAccessibleName(/obligatoire/);
    expect(screen.getByText(/Un nombre seul compte en heures/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Durée/), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Rédaction des conclusions' } });
    fireEvent.change(screen.getByLabelText(/^Taux horaire/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByText(/pour des minutes, écrivez 90 min/)).toBeInTheDocument();
    expect(screen.getByText('Le taux horaire doit être compris entre 1,00 € et 2 000,00 € HT.')).toBeInTheDocument();
    // Nothing typed is lost on error.
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Rédaction des conclusions');

    fireEvent.change(screen.getByLabelText(/^Durée/), { target: { value: '90 min' } });
    fireEvent.change(screen.getByLabelText(/^Taux horaire/), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le temps' }));
    expect(await screen.findByRole('cell', { name: 'Rédaction des conclusions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-unbilled')).toHaveTextContent(/300,00\s€/));
    // The next entry proposes the dossier's rate again, not the last one typed.
    await waitFor(() => expect(screen.getByLabelText(/^Taux horaire/)).toHaveValue('180'));
  });

  it('refuses more than 24 hours logged on one day', async () => {
    const dossier = await seedCase();
    await seedTimeEntry({ caseId: dossier.id, date: '2026-03-02', minutes: 23 * 60 });
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=temps`, <CaseDetailPage />);
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText(/^Durée/), { target: { value: '1h30' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Plaidoirie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le temps' }));
    expect(
      await screen.findByText(
        'Le total d’une journée ne peut pas dépasser 24 heures. Déjà 23:00 saisies le 02/03/2026.',
      ),
    ).toBeInTheDocument();
  });

  it('closing asks first, showing what remains to bill; a closed dossier is read-only until reopened', async () => {
    const dossier = await seedCase({ title: 'Vices cachés' });
    await seedTimeEntry({ caseId: dossier.id, minutes: 60, rateCents: 20_000 });
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=parties`, <CaseDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Clore le dossier' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clore ce dossier ?' });
    await waitFor(() => expect(within(dialog).getByTestId('close-unbilled')).toHaveTextContent(/200,00\s€/));
    // The dialog's code arrives with it (no press before a synthetic click): the focus follows.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clore le dossier' }));
    expect(await screen.findByTestId('closed-notice')).toHaveTextContent(/lecture seule/);
    expect(screen.queryByRole('form', { name: 'Ajouter une partie adverse' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Temps passés' }));
    expect(screen.queryByRole('form', { name: 'Ajouter du temps passé' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.queryByRole('button', { name: 'Choisir des fichiers' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.queryByRole('textbox', { name: 'Notes internes du dossier' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rouvrir le dossier' }));
    expect(await screen.findByRole('textbox', { name: 'Notes internes du dossier' })).toBeInTheDocument();
    expect(screen.queryByTestId('closed-notice')).not.toBeInTheDocument();
  });

  it('refuses the dossier’s own client as adverse party, with an explicit message', async () => {
    const client = await seedClient({ kind: 'physique', nom: 'Bertrand', prenom: 'Yann' });
    const dossier = await seedCase({ clientIds: [client.id] });
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=parties`, <CaseDetailPage />);
    fireEvent.change(await screen.findByLabelText(/^Nom de la partie adverse/), { target: { value: 'BERTRAND Yann' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vérifier et ajouter' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier et ajouter' }));
    expect(
      await screen.findByText(
        '« BERTRAND Yann » est client de ce dossier (BERTRAND Yann) : un client ne peut pas être aussi partie adverse.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Parties adverses' })).not.toBeInTheDocument();
  });

  it('says a match with a client is a conflict of interest, and an adverse party again only information', async () => {
    const client = await seedClient({ kind: 'physique', nom: 'Bertrand', prenom: 'Yann' });
    await seedCase({ clientIds: [client.id], reference: '2026-9201' });
    await seedCase({ reference: '2026-9202', opposingParties: [{ name: 'Transports Zéphyr', kind: 'morale' }] });
    const dossier = await seedCase({ reference: '2026-9203' });
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=parties`, <CaseDetailPage />);
    const name = await screen.findByLabelText(/^Nom de la partie adverse/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vérifier et ajouter' })).toBeEnabled());
    fireEvent.change(name, { target: { value: 'BERTRAND Yan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier et ajouter' }));
    expect(await screen.findByRole('heading', { name: 'Conflit d’intérêts possible' })).toBeInTheDocument();
    expect(screen.getAllByText(/agir contre lui est un conflit d’intérêts/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ne pas enregistrer' }));

    fireEvent.change(screen.getByLabelText(/^Nom de la partie adverse/), { target: { value: 'Transports Zephyr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier et ajouter' }));
    expect(
      await screen.findByRole('heading', { name: 'Nom déjà connu du cabinet (pour information)' }),
    ).toBeInTheDocument();
  });

  it('keeps a note typed in the Notes tab when switching tab and back', async () => {
    const dossier = await seedCase();
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=notes`, <CaseDetailPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes internes du dossier' }), {
      target: { value: 'Appeler le greffe lundi' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Synthèse' }));
    expect(await screen.findByRole('tab', { name: 'Notes (non enregistrées)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Notes (non enregistrées)' }));
    expect(screen.getByRole('textbox', { name: 'Notes internes du dossier' })).toHaveValue('Appeler le greffe lundi');
  });

  it('asks before a tab switch loses a time entry being typed', async () => {
    const dossier = await seedCase();
    renderRoute('/app/cases/:id', `/app/cases/${dossier.id}?onglet=temps`, <CaseDetailPage />);
    fireEvent.change(await screen.findByLabelText(/^Description/), { target: { value: 'Recherche' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Parties' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changer d’onglet sans enregistrer ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rester sur l’onglet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Recherche');
  });
});
