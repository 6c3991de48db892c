/**
 * A list screen fetches the table's code as it mounts (its own file: the loaded module is this
 * file's module state, which a table rendered by another test would fill).
 */
import { render, screen } from '@testing-library/react';
import { type DataColumn, DataTable, preloadDataTable } from './DataTable.tsx';

type Row = { id: string; name: string };
const columns: DataColumn<Row>[] = [{ id: 'name', header: 'Nom', cell: (row) => row.name }];

it('préchargé au montage de l’écran, le tableau s’affiche dès que ses lignes arrivent, sans attendre son code', async () => {
  preloadDataTable();
  // The code arrives while the rows are on their way.
  await import('./VirtualTable.tsx');
  await new Promise((resolve) => setTimeout(resolve, 0));

  render(
    <DataTable
      caption="Clients"
      columns={columns}
      rows={[{ id: 'a', name: 'Dubois' }]}
      rowKey={(row) => row.id}
      empty={<p>Vide</p>}
    />,
  );
  // At the first render: no « Chargement du tableau… » in between.
  expect(screen.queryByText('Chargement du tableau…')).toBeNull();
  expect(screen.getByRole('table', { name: 'Clients' })).toBeInTheDocument();
});
