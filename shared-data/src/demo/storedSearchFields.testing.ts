/**
 * Test-only: what the dossiers and clients lists read instead of the cabinet's history — each
 * client's number of dossiers, sort name and tokens, each dossier's client names and tokens —
 * recomputed from every document of a cabinet and compared with what is stored.
 */
import { parentOf, paths } from '../paths.ts';
import type { DocData } from '../port.ts';
import type { Case, Client } from '../schemas.ts';
import { caseSearchFields, clientSearchFields } from '../search.ts';

export function expectStoredSearchFields(documents: readonly (readonly [string, DocData])[], firmId: string): void {
  const of = <T>(collection: string) =>
    documents
      .filter(([path]) => parentOf(path) === collection)
      .map(([path, data]) => ({ ...(data as T), id: path.split('/').at(-1)! }));
  const clients = of<Client>(paths.clients(firmId));
  const cases = of<Case>(paths.cases(firmId));
  expect(clients.length).toBeGreaterThan(0);
  expect(cases.length).toBeGreaterThan(0);
  const names = new Map(clients.map((client) => [client.id, client.displayName]));
  const counts = new Map<string, number>();
  for (const dossier of cases) for (const id of dossier.clientIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const client of clients)
    expect({
      id: client.id,
      caseCount: client.caseCount,
      searchTokens: client.searchTokens,
      sortName: client.sortName,
    }).toEqual({
      id: client.id,
      caseCount: counts.get(client.id) ?? 0,
      ...clientSearchFields(client),
    });
  for (const dossier of cases) {
    const clientNames = dossier.clientIds.map((id) => names.get(id));
    expect({ id: dossier.id, clientNames: dossier.clientNames }).toEqual({ id: dossier.id, clientNames });
    expect({ id: dossier.id, searchTokens: dossier.searchTokens, partyTokens: dossier.partyTokens }).toEqual({
      id: dossier.id,
      ...caseSearchFields({ ...dossier, clientNames: dossier.clientNames ?? [] }),
    });
  }
}
