import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Loading, LoadError, NoCabinet, RecordNotFound } from './pageStates.tsx';

describe('les états d’un écran, dits de la même façon dans tous les espaces', () => {
  it('annonce le chargement poliment, occupé tant qu’il dure', () => {
    render(<Loading label="Chargement des délais…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des délais…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('dit pourquoi une lecture a échoué, avec « Réessayer »', () => {
    render(<LoadError message="Problème de réseau. Vérifiez votre connexion." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Chargement impossible');
    expect(screen.getByRole('alert')).toHaveTextContent('Problème de réseau.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('dit qu’un enregistrement est introuvable sans dire s’il existe ailleurs, et ramène à la liste', () => {
    render(
      <MemoryRouter>
        <RecordNotFound
          title="Facture introuvable"
          what="Cette facture"
          kind="facture"
          back={{ to: '/app/billing', label: 'Retour aux factures' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Facture introuvable' })).toBeInTheDocument();
    expect(screen.getByText(/Cette facture n’existe pas, a été supprimée, ou vous n’y avez pas accès/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour aux factures' })).toHaveAttribute('href', '/app/billing');
  });

  it('sans session, propose de se connecter ; sans cabinet, le dit', () => {
    const { unmount } = render(<NoCabinet signedOut />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vous n’êtes pas connecté' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/pro/login');
    unmount();
    render(<NoCabinet signedOut={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aucun cabinet' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
