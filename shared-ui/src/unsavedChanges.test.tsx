import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadDialogs } from './dialogs/loadDialogs.ts';
import { confirmLeave, hasUnsavedChanges, UnsavedChangesGuard } from './unsavedChanges.tsx';

// The dialogs' implementation (react-aria-components) is imported on demand: load it once here,
// so the first test does not pay for it inside its own time limit on a busy machine.
beforeAll(() => loadDialogs(), 60_000);

function NewClientForm() {
  const [name, setName] = useState('');
  return (
    <form>
      <label>
        Nom <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <UnsavedChangesGuard when={name !== ''} />
      <Link to="/app/cases">Dossiers</Link>
    </form>
  );
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/app/clients']}>
      <Routes>
        <Route path="/app/clients" element={<NewClientForm />} />
        <Route path="/app/cases" element={<h1>Liste des dossiers</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('UnsavedChangesGuard', () => {
  it('sans saisie, un lien part sans rien demander', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(hasUnsavedChanges()).toBe(false);
    await expect(confirmLeave()).resolves.toBe(true);
    await user.click(screen.getByRole('link', { name: 'Dossiers' }));
    expect(screen.getByRole('heading', { name: 'Liste des dossiers' })).toBeInTheDocument();
  });

  it('avec une saisie, un lien demande ; « Rester » garde le texte, « Quitter » part', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Nom'), 'Dupont');
    expect(hasUnsavedChanges()).toBe(true);
    const link = screen.getByRole('link', { name: 'Dossiers' });
    await user.click(link);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveAccessibleDescription('Vos modifications seront perdues.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rester sur la page' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nom')).toHaveValue('Dupont');

    await user.click(link);
    await user.click(await screen.findByRole('button', { name: 'Quitter la page' }));
    expect(await screen.findByRole('heading', { name: 'Liste des dossiers' })).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('Échap dans la question reste sur la page', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await user.click(screen.getByRole('link', { name: 'Dossiers' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nom')).toHaveValue('Martin');
  });

  it('fermer ou recharger l’onglet déclenche l’avertissement du navigateur', async () => {
    const user = userEvent.setup();
    renderForm();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Nom'), 'Durand');
    const during = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(during);
    expect(during.defaultPrevented).toBe(true);
  });

  it('confirmLeave (ex. « Se déconnecter ») pose la question et rend la réponse', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Nom'), 'Bernard');
    const answer = confirmLeave();
    await user.click(await screen.findByRole('button', { name: 'Rester sur la page' }));
    await expect(answer).resolves.toBe(false);
  });
});
