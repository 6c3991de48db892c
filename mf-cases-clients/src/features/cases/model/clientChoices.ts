/**
 * The clients a dossier's form offers (pure): found by the backend, never the whole list — a
 * cabinet holds thousands of clients after ten years, a picker shows {@link CLIENT_CHOICES}.
 */
import { type Client, clientSearchText, paths, type Query, searchQueryOf, type WithId } from 'shared-data';
import { matchesWords } from 'shared-ui';

export const CLIENT_CHOICES = 20;

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
export function clientChoices(clients: readonly WithId<Client>[], text: string): { value: string; label: string }[] {
  const { words } = searchQueryOf(text);
  return clients
    .filter((client) => matchesWords(clientSearchText(client), words))
    .map((client) => ({ value: client.id, label: client.displayName }));
}
