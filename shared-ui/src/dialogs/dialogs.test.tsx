import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog } from './Dialog.tsx';

function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Supprimer le client
      </button>
      <ConfirmDialog
        open={open}
        title="Supprimer ce client ?"
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        Cette action est définitive.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('s’annonce comme alertdialog et met le focus sur le choix sûr', async () => {
    const user = userEvent.setup();
    render(<DeleteButton onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer le client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce client ?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est définitive.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
  });

  it('Échap annule sans confirmer, et le focus revient au bouton', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Supprimer le client' });
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Échap puis Entrée ne supprime rien (Entrée rouvre seulement la question)', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Supprimer le client' });
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('le bouton de confirmation confirme', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer le client' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('pendant le traitement, les boutons sont désactivés et Échap ne ferme pas', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open busy title="Clôturer ?" confirmLabel="Clôturer" onConfirm={jest.fn()} onCancel={onCancel} />,
    );
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Clôturer…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

function NewClient() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Nouveau client
      </button>
      <button type="button">Ailleurs</button>
      <Dialog open={open} title="Nouveau client" onClose={() => setOpen(false)}>
        <label>
          Nom <input name="nom" />
        </label>
        <button type="submit">Enregistrer</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('commence sur le premier champ, garde le focus, Échap ferme et rend le focus', async () => {
    const user = userEvent.setup();
    render(<NewClient />);
    const trigger = screen.getByRole('button', { name: 'Nouveau client' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Nouveau client' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Nom')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
