/**
 * Fuzzy name matching for the conflict-of-interest check: insensitive to accents, case,
 * punctuation, word order and the usual legal-form / civility words, tolerant to small typos.
 */

/** Words that say nothing about who the party is. */
const NOISE = new Set([
  'm',
  'mr',
  'mme',
  'mlle',
  'monsieur',
  'madame',
  'mademoiselle',
  'me',
  'maitre',
  'dr',
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sci',
  'snc',
  'sca',
  'scp',
  'selarl',
  'selas',
  'gie',
  'ei',
  'eirl',
  'scm',
  'societe',
  'ste',
  'ets',
  'etablissements',
  'cabinet',
  'groupe',
  'association',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'et',
  'and',
  'the',
  'cie',
  'co',
]);

/**
 * Common French acronyms and the long names people also write: each long form is read as its
 * acronym, so "CPAM du Rhône" and "Caisse primaire d'assurance maladie du Rhône" are one name.
 * Kept short on purpose (organisations a cabinet meets as parties every week); add one by its
 * acronym and its long form as written in full.
 */
export const NAME_ALIASES: Readonly<Record<string, string>> = {
  cpam: 'caisse primaire d’assurance maladie',
  urssaf: 'union de recouvrement des cotisations de sécurité sociale et d’allocations familiales',
  caf: 'caisse d’allocations familiales',
  carsat: 'caisse d’assurance retraite et de la santé au travail',
  msa: 'mutualité sociale agricole',
  sncf: 'société nationale des chemins de fer français',
  ratp: 'régie autonome des transports parisiens',
  edf: 'électricité de France',
  gdf: 'gaz de France',
  dgfip: 'direction générale des finances publiques',
  cpr: 'caisse de prévoyance et de retraite',
  ape: 'agence pour l’emploi',
};

function plainWords(name: string): string[] {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    // "S.A.S." → "sas", "S.A." → "sa": dotted acronyms become words before punctuation goes.
    .replace(/\b((?:[a-z]\.){2,})/g, (acronym) => acronym.replace(/\./g, ''))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return plain ? plain.split(' ') : [];
}

/** A long form's meaningful words (noise removed): what a conflict query also looks for an acronym by. */
export function aliasWords(acronym: string): string[] {
  const long = NAME_ALIASES[acronym];
  return long ? plainWords(long).filter((word) => !NOISE.has(word)) : [];
}

/** Each alias's long form as meaningful words (noise removed), longest first. */
const ALIAS_WORDS: { acronym: string; words: string[] }[] = Object.entries(NAME_ALIASES)
  .map(([acronym, long]) => ({ acronym, words: plainWords(long).filter((word) => !NOISE.has(word)) }))
  .sort((a, b) => b.words.length - a.words.length);

/** Replaces every long form found (consecutive words) by its acronym. */
function foldAliases(words: string[]): string[] {
  let result = words;
  for (const alias of ALIAS_WORDS) {
    const size = alias.words.length;
    for (let start = 0; start + size <= result.length; start += 1) {
      if (alias.words.every((word, offset) => result[start + offset] === word)) {
        result = [...result.slice(0, start), alias.acronym, ...result.slice(start + size)];
      }
    }
  }
  return result;
}

/** "Société Lambert-Immobilier S.A.S." → ["immobilier", "lambert"] (accents, case, order removed). */
export function nameTokens(name: string): string[] {
  const words = plainWords(name);
  if (words.length === 0) return [];
  const meaningful = foldAliases(words.filter((word) => !NOISE.has(word)));
  return (meaningful.length > 0 ? meaningful : words).sort();
}

/** The normalised key of a name: its tokens, sorted, joined by a space. */
export function normalizeName(name: string): string {
  return nameTokens(name).join(' ');
}

/** Levenshtein distance, bounded: stops early once the distance exceeds `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Typos tolerated in a word: none under 3 letters, one up to 7, two beyond. Short first names
 * count ("Yan" / "Yann", "Léa" / "Léah"), but a 3-letter word must keep its first letter.
 */
function tolerance(word: string): number {
  if (word.length < 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

function tokensMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length < b.length ? a : b;
  if (shorter.length === 3 && a[0] !== b[0]) return false;
  const allowed = tolerance(shorter);
  return editDistance(a, b, allowed) <= allowed;
}

/**
 * Score in [0, 1] of two names: the share of the shorter name's words found (with typo
 * tolerance) in the other. "Lambert Immobilier" vs "Société Lambert Immobilier" → 1.
 */
export function nameSimilarity(a: string, b: string): number {
  const left = nameTokens(a);
  const right = nameTokens(b);
  if (left.length === 0 || right.length === 0) return 0;
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  const used = new Set<number>();
  let found = 0;
  for (const word of short) {
    const index = long.findIndex((candidate, position) => !used.has(position) && tokensMatch(word, candidate));
    if (index >= 0) {
      used.add(index);
      found += 1;
    }
  }
  // A one-word name must not match every name containing that word unless it is the whole name.
  const coverage = found / short.length;
  const balance = found / long.length;
  return short.length === 1 ? (coverage === 1 ? Math.max(balance, 0.75) : 0) : coverage * 0.85 + balance * 0.15;
}

/** Above this score two names are reported as a possible conflict. */
export const CONFLICT_THRESHOLD = 0.75;

export type ConflictSource = 'client' | 'partie adverse';

/** Something the cabinet already knows by name: a client, or a party adverse in a dossier. */
export type ConflictCandidate = {
  source: ConflictSource;
  name: string;
  /** The client's id (source client). */
  clientId?: string;
  /** Dossiers concerned: the client's dossiers, or the dossier where the party is adverse. */
  cases: { id: string; reference: string; title: string }[];
};

export type ConflictMatch = ConflictCandidate & { score: number };

/** Every candidate whose name resembles `name`, best first. */
export function findConflicts(
  name: string,
  candidates: readonly ConflictCandidate[],
  threshold = CONFLICT_THRESHOLD,
): ConflictMatch[] {
  if (nameTokens(name).length === 0) return [];
  return candidates
    .map((candidate) => ({ ...candidate, score: nameSimilarity(name, candidate.name) }))
    .filter((match) => match.score >= threshold)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'fr'));
}
