/** Rules of a dossier's adverse parties, checked before the conflict search. Pure. */
import { nameSimilarity, normalizeName } from './fuzzy.ts';

export const PARTY_MESSAGES = {
  isOwnClient: (name: string, client: string) =>
    `« ${name} » est client de ce dossier (${client}) : un client ne peut pas être aussi partie adverse.`,
  duplicate: (name: string) => `« ${name} » est déjà partie adverse de ce dossier.`,
} as const;

/** Above this similarity, a party is taken for the dossier's own client (same as the conflict threshold). */
const SAME_PERSON = 0.9;

/**
 * Why `name` cannot be added as adverse party of the dossier, or null: it is (or closely
 * resembles) one of the dossier's own clients, or it is already one of its adverse parties.
 */
export function partyProblem(
  name: string,
  dossier: { clientNames: readonly string[]; parties: readonly { name: string }[] },
): string | null {
  const trimmed = name.trim();
  const client = dossier.clientNames.find((clientName) => nameSimilarity(trimmed, clientName) >= SAME_PERSON);
  if (client) return PARTY_MESSAGES.isOwnClient(trimmed, client);
  const key = normalizeName(trimmed);
  if (dossier.parties.some((party) => normalizeName(party.name) === key)) return PARTY_MESSAGES.duplicate(trimmed);
  return null;
}
