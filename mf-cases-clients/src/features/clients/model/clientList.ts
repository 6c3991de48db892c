/** The clients list: rows with a precomputed search key, filters and sort. Pure. */
import { type Client, phoneDigits } from 'shared-data';
import { collator, matchesWords, queryWords, searchKey } from 'shared-ui';

export type ClientRow = {
  id: string;
  displayName: string;
  kind: Client['kind'];
  email: string;
  phone: string;
  archived: boolean;
  caseCount: number;
  createdAt: string;
  search: string;
};

export type ClientFilters = { query: string; kind: 'tous' | Client['kind']; archived: 'actifs' | 'archivés' | 'tous' };
export type ClientSortColumn = 'displayName' | 'kind' | 'caseCount' | 'createdAt';
export type ClientSort = { column: ClientSortColumn; direction: 'asc' | 'desc' };

export const DEFAULT_CLIENT_FILTERS: ClientFilters = { query: '', kind: 'tous', archived: 'actifs' };

export function toClientRow(id: string, client: Client, caseCount: number): ClientRow {
  const siren = client.kind === 'morale' ? client.siren : '';
  return {
    id,
    displayName: client.displayName,
    kind: client.kind,
    email: client.email,
    phone: client.phone,
    archived: client.archived,
    caseCount,
    createdAt: client.createdAt,
    // The phone both as written and as digits only: "0698177518" and "06 98 17" both find it.
    search: searchKey([client.displayName, client.email, client.phone, phoneDigits(client.phone), siren].join(' ')),
  };
}

/** A query that looks like a phone number ("+33 6 98…", "06.98") → its digits, else null. */
function phoneQuery(query: string): string | null {
  const trimmed = query.trim();
  return /^[+\d\s.()-]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 4 ? phoneDigits(trimmed) : null;
}

export function filterClients(rows: readonly ClientRow[], filters: ClientFilters): ClientRow[] {
  const words = queryWords(filters.query);
  const digits = phoneQuery(filters.query);
  return rows.filter(
    (row) =>
      (filters.kind === 'tous' || row.kind === filters.kind) &&
      (filters.archived === 'tous' || row.archived === (filters.archived === 'archivés')) &&
      (matchesWords(row.search, words) || (digits !== null && row.search.includes(digits))),
  );
}

export function sortClients(rows: readonly ClientRow[], sort: ClientSort): ClientRow[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: ClientRow, b: ClientRow): number => {
    switch (sort.column) {
      case 'caseCount':
        return a.caseCount - b.caseCount;
      case 'createdAt':
        return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
      case 'kind':
        return collator.compare(a.kind, b.kind);
      default:
        return collator.compare(a.displayName, b.displayName);
    }
  };
  return [...rows].sort((a, b) => compare(a, b) * factor || collator.compare(a.displayName, b.displayName));
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
