/**
 * RGPD anonymisation of a client (pure): which identity strings to look for, how a text is scrubbed,
 * and the client record once anonymised. The hook reads the cabinet's records, asks `scrubRecord`
 * what changes, and writes everything in one transaction.
 */
import { type Client, clientSearchFields } from 'shared-data';

/** The neutral name an anonymised client gets: "Client anonymisé 7F3A" (4 hex digits from its id). */
export function anonymousLabel(clientId: string): string {
  let hash = 0x811c9dc5;
  for (const character of clientId) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `Client anonymisé ${(hash & 0xffff).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Every field of a client record that identifies the person (replaced or emptied). */
export const IDENTITY_FIELDS = {
  physique: ['displayName', 'nom', 'prenom', 'email', 'phone', 'address', 'notes'],
  morale: ['displayName', 'raisonSociale', 'siren', 'email', 'phone', 'address', 'notes'],
} as const satisfies Record<Client['kind'], readonly string[]>;

/**
 * The client as stored once anonymised: identity replaced by the label or emptied, the date set,
 * and its search fields made again from what remains (the old name's tokens would still find it).
 */
export function anonymisedClient(client: Client, { clientId, now }: { clientId: string; now: string }): Client {
  const label = anonymousLabel(clientId);
  const common = {
    displayName: label,
    email: '',
    phone: '',
    address: '',
    notes: '',
    anonymisedAt: now,
    updatedAt: now,
  };
  const anonymised: Client =
    client.kind === 'physique'
      ? { ...client, ...common, nom: label, prenom: '' }
      : { ...client, ...common, raisonSociale: label, siren: '' };
  return { ...anonymised, ...clientSearchFields(anonymised) };
}

const ACCENTS: Record<string, string> = {
  a: 'aàâäáãå',
  c: 'cç',
  e: 'eéèêë',
  i: 'iîïíì',
  o: 'oôöóòõ',
  u: 'uùûüú',
  y: 'yÿý',
  n: 'nñ',
};
const escapeRegex = (character: string) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a pattern: any case, any accent, any spacing, apostrophe or hyphen between its words. */
function namePattern(text: string): string {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return [...plain]
    .map((character) => {
      if (/[\s'’-]/.test(character)) return "[\\s'’-]+";
      const variants = ACCENTS[character];
      return variants ? `[${variants}]` : escapeRegex(character);
    })
    .join('');
}

/** Digits (SIREN, phone) with any spaces, dots or hyphens between them. */
function digitsPattern(digits: string): string {
  return [...digits].map(escapeRegex).join('[\\s.-]?');
}

export type IdentityMatcher = {
  /** Patterns of the full identity (name, email, phone, SIREN, address): searched in every record. */
  strong: RegExp | null;
  /** The same plus the surname alone: searched in the records linked to the client (its dossiers). */
  linked: RegExp | null;
};

const build = (parts: string[]): RegExp | null =>
  parts.length === 0
    ? null
    : // Longest first, so that "DURAND Claire" is replaced whole rather than "DURAND" then "Claire".
      new RegExp([...new Set(parts)].sort((a, b) => b.length - a.length).join('|'), 'giu');

/**
 * What "the client's identity" looks like in free text: the display name, the name in both orders,
 * the company name, email, phone (national and +33 forms), SIREN and address. Short fragments
 * (under 3 characters) are never searched alone, so that "Li" does not erase half the cabinet.
 */
export function identityMatcher(client: Client): IdentityMatcher {
  const names: string[] = [client.displayName];
  if (client.kind === 'physique') {
    if (client.prenom) names.push(`${client.prenom} ${client.nom}`, `${client.nom} ${client.prenom}`);
    else names.push(client.nom);
  } else names.push(client.raisonSociale);
  const strong = names.filter((name) => name.trim().length >= 3).map(namePattern);
  if (client.email.trim()) strong.push([...client.email.trim()].map(escapeRegex).join(''));
  const phone = client.phone.replace(/\D/g, '');
  if (phone.length >= 6) {
    strong.push(digitsPattern(phone));
    if (phone.startsWith('0')) strong.push(`\\+\\s?33\\s?\\(?0?\\)?[\\s.-]?${digitsPattern(phone.slice(1))}`);
  }
  if (client.kind === 'morale' && client.siren) strong.push(digitsPattern(client.siren));
  if (client.address.trim().length >= 8) strong.push(namePattern(client.address.replace(/\s+/g, ' ')));
  const linked = [...strong];
  if (client.kind === 'physique' && client.nom.trim().length >= 3)
    linked.push(`(?<![\\p{L}\\p{N}])${namePattern(client.nom)}(?![\\p{L}\\p{N}])`);
  return { strong: build(strong), linked: build(linked) };
}

/** The text with every match of the identity replaced by `label`. */
export function scrubText(text: string, pattern: RegExp | null, label: string): string {
  if (!pattern || !text) return text;
  pattern.lastIndex = 0;
  return text.replace(pattern, label);
}

/**
 * Fields that are links, not text: never rewritten. Nor the search fields made from a record's
 * text: they are made again from the scrubbed text (`searchTokens`, `partyTokens`, `sortName`).
 */
const UNTOUCHED_KEYS = new Set([
  'id',
  'clientId',
  'clientIds',
  'caseId',
  'path',
  'uid',
  'createdBy',
  'firmId',
  'searchTokens',
  'partyTokens',
  'sortName',
]);

function scrubValue(value: unknown, pattern: RegExp, label: string): unknown {
  if (typeof value === 'string') return scrubText(value, pattern, label);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, pattern, label));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = UNTOUCHED_KEYS.has(key) ? item : scrubValue(item, pattern, label);
    return out;
  }
  return value;
}

/**
 * The top-level fields of an editable record that mention the client, with their scrubbed value
 * (nested texts included: a dossier's parties, a research note's sources…); null when none does.
 */
export function scrubRecord(
  record: Record<string, unknown>,
  pattern: RegExp | null,
  label: string,
): Record<string, unknown> | null {
  if (!pattern) return null;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (UNTOUCHED_KEYS.has(key)) continue;
    const scrubbed = scrubValue(value, pattern, label);
    if (JSON.stringify(scrubbed) !== JSON.stringify(value)) patch[key] = scrubbed;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** An issued invoice or avoir is sealed (accounting records, 10 years): never rewritten. */
export function isSealedInvoice(invoice: { status: string }): boolean {
  return invoice.status !== 'draft';
}
