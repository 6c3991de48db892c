import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  CLIENT_SEARCH,
  DOSSIER_SEARCH,
  SearchSelect,
  type SearchSelectChoices,
  searchStatus,
} from './SearchSelect.tsx';

const found = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    value: `c${index}`,
    label: `2026-00${10 + index} — Dossier ${index}`,
  }));
const choices = (over: Partial<SearchSelectChoices> = {}): SearchSelectChoices => ({
  options: found(2),
  chosen: null,
  loading: false,
  error: null,
  limited: false,
  ...over,
});

/** A form around the picker, its search controlled as an area's picker does. */
function Form({
  onSubmit,
  onChange,
}: {
  onSubmit: (event: { preventDefault: () => void }) => void;
  onChange: (value: string) => void;
}) {
  const [search, setSearch] = useState('');
  return (
    <form onSubmit={onSubmit}>
      <SearchSelect
        {...DOSSIER_SEARCH}
        search={search}
        onSearchChange={setSearch}
        choices={choices()}
        value=""
        onChange={onChange}
        placeholder="Aucun dossier"
      />
    </form>
  );
}

describe('choisir parmi des milliers : une recherche et la liste de ce qu’elle trouve', () => {
  it('dit en français où en est la recherche', () => {
    expect(searchStatus(choices({ loading: true }), '', DOSSIER_SEARCH)).toBe('Recherche…');
    expect(searchStatus(choices({ error: 'Problème de réseau.' }), 'dur', DOSSIER_SEARCH)).toBe('Problème de réseau.');
    expect(searchStatus(choices({ options: [] }), '', DOSSIER_SEARCH)).toBe('Aucun dossier.');
    expect(searchStatus(choices({ options: [] }), 'zzz', DOSSIER_SEARCH)).toBe('Aucun dossier ne correspond.');
    expect(searchStatus(choices(), '', DOSSIER_SEARCH)).toBe('Les 2 dossiers les plus récents.');
    expect(searchStatus(choices({ options: found(1) }), 'dur', DOSSIER_SEARCH)).toBe('1 dossier trouvé.');
    expect(searchStatus(choices({ options: found(20), limited: true }), 'dur', DOSSIER_SEARCH)).toBe(
      '20 dossiers trouvés (les premiers).',
    );
    expect(searchStatus(choices(), '', CLIENT_SEARCH)).toBe('Les 2 clients modifiés en dernier.');
    // The chosen one the search did not bring is not counted among what it found.
    expect(
      searchStatus(choices({ options: [], chosen: { value: 'x', label: '2026-0001 — X' } }), 'zzz', DOSSIER_SEARCH),
    ).toBe('Aucun dossier ne correspond.');
  });

  it('deux vrais champs étiquetés ; Entrée dans la recherche n’envoie pas le formulaire ; le choix remonte', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onChange = jest.fn();
    render(<Form onSubmit={onSubmit} onChange={onChange} />);
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: /^Rechercher un dossier/ });
    await user.type(field, 'durand{Enter}');
    expect(field).toHaveValue('durand');
    expect(onSubmit).not.toHaveBeenCalled();
    const select = screen.getByRole('combobox', { name: /^Dossier/ });
    expect(select).toHaveAccessibleDescription(/2 dossiers trouvés\./);
    await user.selectOptions(select, 'c1');
    expect(onChange).toHaveBeenCalledWith('c1');
  });

  it('le choix fait reste proposé, en premier après les choix fixes, quoi qu’on recherche', () => {
    render(
      <SearchSelect
        {...DOSSIER_SEARCH}
        search="zzz"
        onSearchChange={() => {}}
        choices={choices({ chosen: { value: 'chosen', label: 'Dossier choisi (chargement…)' } })}
        extraOptions={[{ value: 'none', label: 'Sans dossier' }]}
        value="chosen"
        onChange={() => {}}
        placeholder="Tous les dossiers"
      />,
    );
    const select = screen.getByRole('combobox', { name: /^Dossier/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tous les dossiers',
      'Sans dossier',
      'Dossier choisi (chargement…)',
      '2026-0010 — Dossier 0',
      '2026-0011 — Dossier 1',
    ]);
    expect(select).toHaveValue('chosen');
  });

  it('montre l’erreur du champ à côté de lui', () => {
    render(
      <SearchSelect
        {...DOSSIER_SEARCH}
        search=""
        onSearchChange={() => {}}
        choices={choices()}
        value=""
        onChange={() => {}}
        placeholder="Choisir un dossier…"
        showRequired
        error="Choisissez un dossier."
      />,
    );
    const select = screen.getByRole('combobox', { name: /^Dossier/ });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription(/Choisissez un dossier\./);
  });
});
