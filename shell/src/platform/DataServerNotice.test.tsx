import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setServerReconnect, setServerSilent } from 'shared-data/testing';
import { DataServerNotice } from './DataServerNotice.tsx';
import { useServerSilence } from './serverSilence.ts';

afterEach(() => {
  act(() => setServerSilent(false));
  setServerReconnect(null);
});

/** As the layout: the notice while the data server is silent, for a signed-in user. */
function Frame({ signedIn }: { signedIn: boolean }) {
  return useServerSilence(signedIn) ? <DataServerNotice /> : null;
}

describe('le serveur de données ne répond pas', () => {
  it('le dit en français tant qu’il se tait, avec « Réessayer maintenant », puis s’efface', async () => {
    let reconnected: () => void = () => undefined;
    const reconnect = jest.fn(() => new Promise<void>((resolve) => (reconnected = resolve)));
    setServerReconnect(reconnect);
    render(<Frame signedIn />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => setServerSilent(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur de données ne répond pas.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer maintenant' }));
    expect(reconnect).toHaveBeenCalledTimes(1);
    // One attempt at a time.
    expect(screen.getByRole('button', { name: 'Nouvel essai…' })).toBeDisabled();
    await act(async () => reconnected());
    expect(screen.getByRole('button', { name: 'Réessayer maintenant' })).toBeEnabled();

    act(() => setServerSilent(false));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('déjà muet quand la page s’ouvre : dit d’emblée ; sans utilisateur connecté, rien', async () => {
    act(() => setServerSilent(true));
    const { unmount } = render(<Frame signedIn={false} />);
    // The store's module read (as in the page): nothing for a visitor.
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<Frame signedIn />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur de données ne répond pas.');
  });
});
