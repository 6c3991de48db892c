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
});
