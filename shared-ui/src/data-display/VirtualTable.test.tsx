import { render, screen } from '@testing-library/react';
import { type DataColumn, DataTable } from './VirtualTable.tsx';

type Row = { id: string; name: string };

describe('le tableau des listes', () => {
  it('ne redessine pas ses lignes quand la page change autour de lui (une saisie, des totaux)', () => {
    const drawn: string[] = [];
    const columns: DataColumn<Row>[] = [
      {
        id: 'name',
        header: 'Nom',
        cell: (row) => {
          drawn.push(row.id);
          return row.name;
        },
      },
    ];
    const rows: Row[] = [
      { id: 'a', name: 'Dubois' },
      { id: 'b', name: 'Martin' },
    ];
    const table = (caption: string, shown: readonly Row[]) => (
      <DataTable caption={caption} columns={columns} rows={shown} rowKey={(row) => row.id} empty={<p>Vide</p>} />
    );
    const { rerender } = render(table('Clients', rows));
    expect(drawn).toEqual(['a', 'b']);

    rerender(table('Clients — 2', rows));
    expect(drawn).toEqual(['a', 'b']);
    expect(screen.getByRole('table')).toHaveAccessibleName('Clients — 2');

    // A record changed: its row only.
    rerender(table('Clients — 2', [rows[0]!, { id: 'b', name: 'Martin-Durand' }]));
    expect(drawn).toEqual(['a', 'b', 'b']);
    expect(screen.getByRole('cell', { name: 'Martin-Durand' })).toBeInTheDocument();
  });

  it('garde au moins 7rem à une colonne sans largeur : le tableau défile plutôt que de l’écraser', () => {
    const row: Row = { id: 'a', name: 'DUBOIS-LEFÈVRE Hélène' };
    const column = (id: string, width?: string): DataColumn<Row> => ({
      id,
      header: id,
      cell: (shown) => shown.name,
      ...(width ? { width } : {}),
    });
    const table = (columns: DataColumn<Row>[]) => (
      <DataTable caption="Factures" columns={columns} rows={[row]} rowKey={(shown) => shown.id} empty={null} />
    );
    const { rerender } = render(table([column('numéro', '8rem'), column('client'), column('date', '6.5rem')]));
    expect(screen.getByRole('table').style.minWidth).toBe('21.5rem');
    // A share of the width (a percentage): no least width to add up.
    rerender(table([column('numéro', '20%'), column('client')]));
    expect(screen.getByRole('table').style.minWidth).toBe('');
  });
});
