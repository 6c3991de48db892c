/**
 * The clients list (pure): the backend query of one screen — filters, sort and the search's token
 * as `where` / `orderBy`, read a page at a time — and the rows, filtered in the browser by the
 * other words of the search.
 */
import { type Client, clientSearchText, paths, type Query, type WhereClause } from 'shared-data';
import { matchesWords } from 'shared-ui';

/** Clients per page of the list (« Afficher plus » reads the next). */
export const CLIENT_PAGE_SIZE = 50;

export type ClientRow = {
  id: string;
  displayName: string;
  kind: Client['kind'];
  email: string;
  phone: string;
  archived: boolean;
  caseCount: number;
  search: string;
};

export type ClientFilters = { query: string; kind: 'tous' | Client['kind']; archived: 'actifs' | 'archivés' | 'tous' };
/** The sorts the list offers, each one an order of the backend's (an index per filter). */
export type ClientSortColumn = 'displayName' | 'kind' | 'caseCount';
export type ClientSort = { column: ClientSortColumn; direction: 'asc' | 'desc' };

export const DEFAULT_CLIENT_FILTERS: ClientFilters = { query: '', kind: 'tous', archived: 'actifs' };

/** A client as a row: its number of dossiers is stored on it (`caseCount`). */
export function toClientRow(id: string, client: Client): ClientRow {
  return {
    id,
    displayName: client.displayName,
    kind: client.kind,
    email: client.email,
    phone: client.phone,
    archived: client.archived,
    caseCount: client.caseCount ?? 0,
    // The phone both as written and as digits only: "0698177518" and "06 98 17" both find it.
    search: clientSearchText(client),
  };
}

/**
 * The page query of the list (its `limit` and cursor are added by `useClientList`'s paged read).
 * Names sort on `sortName` (normalized: Firestore orders by code point, « Écully » would follow
 * « Zola »), A to Z within a kind or a number of dossiers; a kind sort with a kind filter says
 * nothing: by name.
 */
export function clientListQuery(
  firmId: string,
  { kind, archived }: Omit<ClientFilters, 'query'>,
  sort: ClientSort,
  token: string | null,
): Query {
  const where: WhereClause[] = [];
  if (archived !== 'tous') where.push({ field: 'archived', op: '==', value: archived === 'archivés' });
  if (kind !== 'tous') where.push({ field: 'kind', op: '==', value: kind });
  if (token) where.push({ field: 'searchTokens', op: 'array-contains', value: token });
  const byName = { field: 'sortName', direction: 'asc' } as const;
  const orderBy: Query['orderBy'] =
    sort.column === 'displayName' || (sort.column === 'kind' && kind !== 'tous')
      ? [{ field: 'sortName', direction: sort.column === 'displayName' ? sort.direction : 'asc' }]
      : [{ field: sort.column, direction: sort.direction }, byName];
  return { collection: paths.clients(firmId), where, orderBy };
}

/** The rows of the pages read that the search's words find (every word, the lists' rule). */
export function filterClients(rows: readonly ClientRow[], words: readonly string[]): ClientRow[] {
  return words.length === 0 ? (rows as ClientRow[]) : rows.filter((row) => matchesWords(row.search, words));
}

/** What prevents deleting a client: its dossiers, documents and invoices. */
export type ClientReferences = { cases: number; documents: number; invoices: number };

export function isReferenced(references: ClientReferences): boolean {
  return references.cases + references.documents + references.invoices > 0;
}

export function describeReferences(references: ClientReferences): string {
  const parts: string[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  if (references.cases) parts.push(plural(references.cases, 'dossier', 'dossiers'));
  if (references.documents) parts.push(plural(references.documents, 'document', 'documents'));
  if (references.invoices) parts.push(plural(references.invoices, 'facture', 'factures'));
  return parts.join(', ');
}
