/**
 * The client and dossier an editor offers (pure): found by the backend, never the whole list — a
 * cabinet holds thousands of clients and dossiers after ten years; a picker shows a few.
 */
import { type Case, type Client, clientSearchText, paths, type Query, searchQueryOf, type WithId } from 'shared-data';
import { matchesWords } from 'shared-ui';

/** Clients a search offers at once. */
export const CLIENT_CHOICES = 20;
/** A client's dossiers offered, the latest opened first (a client rarely has more). */
export const CLIENT_CASES = 50;

export type Option = { value: string; label: string };

/**
 * Nothing typed: the clients changed last (the one just created first). Else those whose words
 * begin as typed (search tokens, A to Z), the other words filtered by `clientChoices`. Archived
 * clients are not offered.
 */
export function clientChoicesQuery(firmId: string, text: string): Query {
  const { token } = searchQueryOf(text);
  return token
    ? {
        collection: paths.clients(firmId),
        where: [
          { field: 'archived', op: '==', value: false },
          { field: 'searchTokens', op: 'array-contains', value: token },
        ],
        orderBy: [{ field: 'sortName', direction: 'asc' }],
        limit: CLIENT_CHOICES,
      }
    : {
        collection: paths.clients(firmId),
        where: [{ field: 'archived', op: '==', value: false }],
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
        limit: CLIENT_CHOICES,
      };
}

/** The options of the clients found that every word typed finds. */
export function clientChoices(clients: readonly WithId<Client>[], text: string): Option[] {
  const { words } = searchQueryOf(text);
  return clients
    .filter((client) => matchesWords(clientSearchText(client), words))
    .map((client) => ({ value: client.id, label: client.displayName }));
}

/** A client's dossiers (`clientIds` holds it), the latest opened first. */
export function clientCasesQuery(firmId: string, clientId: string): Query {
  return {
    collection: paths.cases(firmId),
    where: [{ field: 'clientIds', op: 'array-contains', value: clientId }],
    orderBy: [{ field: 'openedAt', direction: 'desc' }],
    limit: CLIENT_CASES,
  };
}

/** `2026-0038 — Appel Lambert` */
export const caseLabelOf = (dossier: Pick<Case, 'reference' | 'title'>) => `${dossier.reference} — ${dossier.title}`;

/**
 * The options of a select whose value must stay shown whatever was found: the chosen one first
 * when the options lack it (`chosenLabel` while it is read).
 */
export function withChosen(options: readonly Option[], value: string, chosenLabel: string): Option[] {
  if (!value || options.some((option) => option.value === value)) return options as Option[];
  return [{ value, label: chosenLabel }, ...options];
}
