import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { useUrlFilters } from './urlFilters.ts';
import { readUrlFilters, writeUrlFilters } from './urlFiltersModel.ts';

const DEFAULTS = { q: '', statut: 'tous', tri: 'nom' };

describe('readUrlFilters / writeUrlFilters', () => {
  it('une clé absente prend sa valeur par défaut', () => {
    expect(readUrlFilters(new URLSearchParams('statut=clos'), DEFAULTS)).toEqual({ q: '', statut: 'clos', tri: 'nom' });
  });

  it('les valeurs par défaut sont omises, les autres paramètres gardés', () => {
    const next = writeUrlFilters(new URLSearchParams('statut=clos&nouveau=1'), DEFAULTS, {
      statut: 'tous',
      q: 'dupont',
    });
    expect(next.toString()).toBe('nouveau=1&q=dupont');
  });
});

let setFiltersRef: ((patch: Partial<typeof DEFAULTS>, options?: { push?: boolean }) => void) | undefined;

function List() {
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  setFiltersRef = setFilters;
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <>
      <label>
        Rechercher
        <input value={filters.q} onChange={(event) => setFilters({ q: event.target.value })} />
      </label>
      <p data-testid="statut">{filters.statut}</p>
      <p data-testid="url">{location.search}</p>
      <p data-testid="type">{navigationType}</p>
    </>
  );
}

describe('useUrlFilters', () => {
  it('lit les filtres de l’adresse (ils survivent au rechargement)', () => {
    render(
      <MemoryRouter initialEntries={['/app/clients?statut=archive&q=mar']}>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Rechercher')).toHaveValue('mar');
    expect(screen.getByTestId('statut')).toHaveTextContent('archive');
  });

  it('la saisie remplace l’entrée d’historique ; une valeur par défaut disparaît de l’adresse', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/app/clients']}>
        <List />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Rechercher'), 'du pont');
    expect(screen.getByTestId('url')).toHaveTextContent('?q=du+pont');
    expect(screen.getByTestId('type')).toHaveTextContent('REPLACE');
    await user.clear(screen.getByLabelText('Rechercher'));
    expect(screen.getByTestId('url')).toBeEmptyDOMElement();
  });

  it('{ push: true } ajoute une entrée d’historique', () => {
    render(
      <MemoryRouter initialEntries={['/app/clients']}>
        <List />
      </MemoryRouter>,
    );
    act(() => setFiltersRef?.({ statut: 'clos' }, { push: true }));
    expect(screen.getByTestId('url')).toHaveTextContent('?statut=clos');
    expect(screen.getByTestId('type')).toHaveTextContent('PUSH');
  });
});
