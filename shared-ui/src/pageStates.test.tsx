import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Loading, LoadError, NoCabinet, OwnerOnlyNotice, RecordNotFound } from './pageStates.tsx';

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

  it('dit à un collaborateur qu’un écran est réservé au titulaire, le nomme s’il est donné, et ramène ailleurs', () => {
    const { unmount } = render(
      <MemoryRouter>
        <OwnerOnlyNotice back={{ to: '/app', label: 'Retour au tableau de bord' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Accès réservé au titulaire du compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Accès réservé au titulaire du compte' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cet écran gère le cabinet, sa facturation ou son abonnement : seul le titulaire du compte peut l’utiliser. Demandez-lui si un changement est nécessaire.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/app');
    unmount();
    render(
      <MemoryRouter>
        <OwnerOnlyNotice screen="Abonnement" back={{ to: '/app/teammates', label: 'Voir l’équipe' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^« Abonnement » gère le cabinet, sa facturation ou son abonnement/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir l’équipe' })).toHaveAttribute('href', '/app/teammates');
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
