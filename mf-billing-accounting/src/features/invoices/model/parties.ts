/**
 * The dossiers an editor offers for its client (pure): that client's only, never the cabinet's
 * thousands (the client itself is found by shared-data `useClientChoices`).
 */
import { paths, type Query } from 'shared-data';

/** A client's dossiers offered, the latest opened first (a client rarely has more). */
export const CLIENT_CASES = 50;

export type Option = { value: string; label: string };

/** A client's dossiers (`clientIds` holds it), the latest opened first. */
export function clientCasesQuery(firmId: string, clientId: string): Query {
  return {
    collection: paths.cases(firmId),
    where: [{ field: 'clientIds', op: 'array-contains', value: clientId }],
    orderBy: [{ field: 'openedAt', direction: 'desc' }],
    limit: CLIENT_CASES,
  };
}

/**
 * The options of a select whose value must stay shown whatever was found: the chosen one first
 * when the options lack it (`chosenLabel` while it is read).
 */
export function withChosen(options: readonly Option[], value: string, chosenLabel: string): Option[] {
  if (!value || options.some((option) => option.value === value)) return options as Option[];
  return [{ value, label: chosenLabel }, ...options];
}
