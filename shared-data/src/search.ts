/**
 * Searching dossiers and clients at a cabinet's tenth year without downloading them.
 *
 * Approach: each searchable document carries `searchTokens`, the beginnings (2 to
 * {@link SEARCH_TOKEN_MAX_LENGTH} characters) of every word of the fields its list searches,
 * normalized as the screens normalize what is typed (`normalizeSearchText`: the one normalization,
 * shared-ui's `searchKey` is this function). A search sends its most selective word as one
 * `array-contains` clause (`searchQueryOf`), next to the list's filters and sort, and the browser
 * keeps the rows that contain every word typed (the lists' rule: `searchTextOf` + `matchesWords`).
 *
 * Why tokens and not a prefix range on one normalized key (`key >= 'dub' && key < 'dub\uf8ff'`):
 * a range finds only the start of ONE field — "durand claire" by "durand", never by "claire", the
 * e-mail, the phone or the SIREN — and Firestore makes a range field the query's first order, so a
 * searched list could no longer be sorted by the backend. Tokens find any word of any field, keep
 * the list's own order, and each document's share of the index is bounded
 * ({@link MAX_SEARCH_TOKENS}). What they cannot do: find the middle of a word ("bois" does not find
 * Dubois; "dub" does), nor a word of one letter alone (it only filters the rows shown).
 *
 * Digits are found however they are typed: a phone, a SIREN, a reference or an RG number also
 * gives its digits alone ("06 12 34 56 78" → 0612345678, "+33 6 12…" → 06 12…), so "06 12 34" and
 * "0612" both find it (`digitsOf`: phone.ts `phoneDigits`' rule, tested to agree). A number behind
 * a few letters — an invoice's « FA-2017-0042 » — gives its digits too, and a query typed so sends
 * them as its token: the index then serves that one document, where its parts alone (« 0042 »)
 * are shared by every year's 42nd invoice and left the browser to find it among them.
 *
 * No import on purpose: shared-ui's search key comes from here, and a page that only filters must
 * not carry the data layer with it.
 */

/** A word's beginning is a token from this length (a one-letter word is in no index). */
export const SEARCH_TOKEN_MIN_LENGTH = 2;
/** Tokens stop at this length: a longer query word is truncated to it (then filtered in full by the browser). */
export const SEARCH_TOKEN_MAX_LENGTH = 15;
/** At most this many tokens per document (the first fields given come first). */
export const MAX_SEARCH_TOKENS = 300;
/** Digits in a text before it also counts as a number typed without its spaces. */
const MIN_DIGITS = 4;

/**
 * The search key of a text: lower case, no accents, apostrophes and hyphens as spaces, single
 * spaces. "  L’Hôpital  Saint-Étienne " → "l hopital saint etienne".
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The normalized words of a text. */
export function searchWords(value: string): string[] {
  const key = normalizeSearchText(value);
  return key ? key.split(' ') : [];
}

/** Characters of a number as people type it (spaces, dots, hyphens, slashes, brackets, +). */
const NUMBER_TEXT = /^[+\d\s.\-/()\u00a0\u202f]+$/;

/**
 * The digits of a text that is only a number with separators — a phone, a SIREN, a reference, an
 * RG number — with phone.ts `phoneDigits`' rule (+33 and 0033 become 0): "06 98 17 75 18" →
 * "0698177518", "+33 (0)6 98…" → "0698…", "2026-0042" → "20260042". Null for any other text, or
 * under four digits.
 */
export function digitsOf(text: string): string | null {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return null;
  let value = trimmed.replace(/[\s.\-/\u00a0\u202f]/g, '');
  value = value.replace(/^\+(\d{1,3})\(0\)/, '+$1').replace(/[()]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  value = value.replace(/[^\d+]/g, '');
  value = value.startsWith('+33') ? `0${value.slice(3)}` : value.replace(/\+/g, '');
  return value.length >= MIN_DIGITS ? value : null;
}

/** Words of letters before a number: an invoice's « FA- » or « F-CAB- » (settings allow 10 characters), a court's « RG ». */
const NUMBER_PREFIX = /^(\p{L}+(?:[\s.\-/\u00a0\u202f]+\p{L}+)*)[\s.\-/\u00a0\u202f]*(?=\d)/u;
/** Letters of a prefix at most: past them, « Cabinet Martin 2024 » is words, not a number. */
const NUMBER_PREFIX_MAX_LETTERS = 10;

/**
 * The digits of a text that is a number ({@link digitsOf}), or a number behind a letter prefix
 * no longer than its digits: « FA-2026-0042 » → "fa" and "20260042", « RG 26/01234 » → "rg" and
 * "2601234" — so the whole number, however it is typed, is one token the index serves (its parts
 * alone, « 0042 », are also each year's 42nd invoice). « Martin 2024 » is words, not a number.
 * Null for any other text.
 */
export function numberDigitsOf(text: string): { prefix: string | null; digits: string } | null {
  const digits = digitsOf(text);
  if (digits !== null) return { prefix: null, digits };
  const trimmed = text.trim();
  const prefixed = NUMBER_PREFIX.exec(trimmed);
  if (!prefixed) return null;
  const prefix = normalizeSearchText(prefixed[1]!);
  const letters = prefix.replace(/ /g, '').length;
  const rest = digitsOf(trimmed.slice(prefixed[0].length));
  return rest !== null && letters <= NUMBER_PREFIX_MAX_LETTERS && rest.length >= letters
    ? { prefix, digits: rest }
    : null;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Where a word may be started from: its first character, and each letter or digit after
 * punctuation — "contact@boulangerie.fr" is found by "contact", "boulangerie" and "fr", "26/01234"
 * by "26" and "01234", "(lyon)" by "lyon".
 */
function wordStarts(word: string): number[] {
  const starts = [0];
  for (let index = 1; index < word.length; index += 1)
    if (WORD_CHARACTER.test(word[index]!) && !WORD_CHARACTER.test(word[index - 1]!)) starts.push(index);
  return starts;
}

function addBeginnings(text: string, into: Set<string>): void {
  const last = Math.min(text.length, SEARCH_TOKEN_MAX_LENGTH);
  for (let length = SEARCH_TOKEN_MIN_LENGTH; length <= last && into.size < MAX_SEARCH_TOKENS; length += 1)
    into.add(text.slice(0, length));
}

/**
 * The tokens of a document: the beginnings of every word of `values` (in their order: a document
 * past {@link MAX_SEARCH_TOKENS} loses the last values' words first), and of the digits of each
 * value that is a number. Deduplicated; empty values are skipped.
 */
export function searchTokensOf(...values: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    for (const word of searchWords(value))
      for (const start of wordStarts(word)) addBeginnings(word.slice(start), tokens);
    const number = numberDigitsOf(value);
    if (number) addBeginnings(number.digits, tokens);
    if (tokens.size >= MAX_SEARCH_TOKENS) break;
  }
  return [...tokens];
}

/**
 * What a row is searched in, in the browser: the normalized text of its fields, and the digits of
 * each field that is a number — the same fields as its tokens.
 */
export function searchTextOf(...values: readonly (string | null | undefined)[]): string {
  const parts: string[] = [];
  for (const value of values) {
    if (!value) continue;
    parts.push(normalizeSearchText(value));
    const number = numberDigitsOf(value);
    if (number) parts.push(number.digits);
  }
  return parts.join(' ');
}

/**
 * True when every word appears in the haystack (a row's `searchTextOf`, or shared-ui's
 * `searchKey`): the browser's half of every search, whose other half is the backend's token.
 */
export function matchesWords(haystack: string, words: readonly string[]): boolean {
  for (const word of words) if (!haystack.includes(word)) return false;
  return true;
}

/** What a list sends for a query: one token for the backend, every word for the browser. */
export type SearchQuery = {
  /** The `array-contains` value: the most selective word (the longest, truncated); null: nothing to send. */
  token: string | null;
  /** A row is kept when its search text contains each of them. */
  words: string[];
};

/**
 * The query typed in a list's search field. A number typed with separators ("06 12 34",
 * "732 829 320", "+33 6…") is one word, its digits, and the token; so is a number behind a short
 * prefix ("FA-2026-0042": the words "fa" and "20260042"). Otherwise the normalized words, the
 * longest (the last of equals) being the token.
 */
export function searchQueryOf(query: string): SearchQuery {
  const number = numberDigitsOf(query);
  if (number !== null)
    return {
      token: number.digits.slice(0, SEARCH_TOKEN_MAX_LENGTH),
      words: number.prefix === null ? [number.digits] : [...number.prefix.split(' '), number.digits],
    };
  const words = searchWords(query);
  let token: string | null = null;
  for (const word of words)
    if (word.length >= SEARCH_TOKEN_MIN_LENGTH && (token === null || word.length >= token.length)) token = word;
  return { token: token === null ? null : token.slice(0, SEARCH_TOKEN_MAX_LENGTH), words };
}

/** What a client's search covers (either kind of client). */
export type ClientSearchSource = {
  displayName: string;
  email: string;
  phone: string;
  nom?: string;
  prenom?: string;
  raisonSociale?: string;
  siren?: string;
};

/** A client's searched fields, in the order its tokens keep them. */
function clientSearchValues(client: ClientSearchSource): string[] {
  return [
    client.displayName,
    client.nom ?? '',
    client.prenom ?? '',
    client.raisonSociale ?? '',
    client.siren ?? '',
    client.phone,
    client.email,
  ];
}

/** What a dossier's search covers: its clients' names are stored on it (`clientNames`). */
export type CaseSearchSource = {
  reference: string;
  title: string;
  clientNames: readonly string[];
  opposingParties: readonly { name: string }[];
  rgNumber: string;
  jurisdiction: string;
  matter: string;
};

function caseSearchValues(dossier: CaseSearchSource): string[] {
  return [
    dossier.reference,
    ...dossier.clientNames,
    ...dossier.opposingParties.map((party) => party.name),
    dossier.rgNumber,
    dossier.title,
    dossier.jurisdiction,
    dossier.matter,
  ];
}

/**
 * The stored search fields of a client: its tokens, and `sortName`, the normalized display name
 * the list sorts on (Firestore orders strings by code point: « Écully » would follow « Zola »).
 */
export function clientSearchFields(client: ClientSearchSource): { searchTokens: string[]; sortName: string } {
  return {
    searchTokens: searchTokensOf(...clientSearchValues(client)),
    sortName: normalizeSearchText(client.displayName),
  };
}

/** A client row's search text in the browser (the same fields as its tokens). */
export function clientSearchText(client: ClientSearchSource): string {
  return searchTextOf(...clientSearchValues(client));
}

/**
 * The stored search fields of a dossier: `searchTokens` (reference, clients, adverse parties, RG,
 * title, court, matter) and `partyTokens`, its adverse parties' names alone, which the conflict
 * check searches (a party's word must not be drowned among every dossier's court and titles).
 */
export function caseSearchFields(dossier: CaseSearchSource): { searchTokens: string[]; partyTokens: string[] } {
  return {
    searchTokens: searchTokensOf(...caseSearchValues(dossier)),
    partyTokens: searchTokensOf(...dossier.opposingParties.map((party) => party.name)),
  };
}

/** A dossier row's search text in the browser (the same fields as its tokens). */
export function caseSearchText(dossier: CaseSearchSource): string {
  return searchTextOf(...caseSearchValues(dossier));
}

/** What an invoice, avoir or demande de provision is searched by. */
export type InvoiceSearchSource = {
  number: string | null;
  creditForNumber: string | null;
  caseReference?: string | null | undefined;
};

/** `FA-2026-0042` → `20260042`: a number typed without its prefix (« 2026-0042 », « 2026 0042 ») finds it. */
const digitsOfNumber = (number: string | null | undefined) => (number ? number.replace(/\D/g, '') : '');

/** An invoice's searched fields, in the order its tokens keep them: its client's name as sealed (a draft: the client's). */
export function invoiceSearchValues(invoice: InvoiceSearchSource, clientName: string): string[] {
  return [
    invoice.number ?? '',
    digitsOfNumber(invoice.number),
    clientName,
    invoice.caseReference ?? '',
    invoice.creditForNumber ?? '',
    digitsOfNumber(invoice.creditForNumber),
  ];
}

/** The stored `searchTokens` of an invoice (number and its digits, client, dossier, corrected invoice). */
export function invoiceSearchTokens(invoice: InvoiceSearchSource, clientName: string): string[] {
  return searchTokensOf(...invoiceSearchValues(invoice, clientName));
}

/** What a receipt of the livre-journal is searched by (its client and invoice as recorded with it). */
export type PaymentSearchSource = {
  invoiceNumber: string;
  clientName: string;
  reference: string;
  reason?: string | undefined;
};

/** A receipt's searched fields: invoice number (and its digits), client, payment method, reference, reason. */
export function paymentSearchValues(payment: PaymentSearchSource, methodLabel: string): string[] {
  return [
    payment.invoiceNumber,
    digitsOfNumber(payment.invoiceNumber),
    payment.clientName,
    methodLabel,
    payment.reference,
    payment.reason ?? '',
  ];
}

/** The stored `searchTokens` of a payment. */
export function paymentSearchTokens(payment: PaymentSearchSource, methodLabel: string): string[] {
  return searchTokensOf(...paymentSearchValues(payment, methodLabel));
}
