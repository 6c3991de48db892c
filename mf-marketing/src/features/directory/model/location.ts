/**
 * City or postcode matching. A postcode matches that postcode first, then the other postcodes of
 * the same département ("nearby"); two digits (or 2A/2B, 971…) name a département; anything else
 * is a city name (accents and case ignored, start of a word).
 */
import { searchKey } from 'shared-ui/public';

/** Département of a French postcode: `75`, `2A`/`2B` for Corsica, `971`… overseas. */
export function departementOf(postcode: string): string {
  const code = postcode.trim();
  if (!/^\d{5}$/.test(code)) return '';
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  return code.slice(0, 2);
}

export type LocationQuery =
  | { kind: 'none' }
  | { kind: 'postcode'; postcode: string; departement: string }
  | { kind: 'departement'; departement: string }
  | { kind: 'city'; key: string };

export function parseLocation(text: string): LocationQuery {
  const value = text.trim().toUpperCase();
  if (!value) return { kind: 'none' };
  if (/^\d{5}$/.test(value)) return { kind: 'postcode', postcode: value, departement: departementOf(value) };
  if (/^(\d{2}|2A|2B|97\d|98\d)$/.test(value)) return { kind: 'departement', departement: value };
  return { kind: 'city', key: searchKey(text) };
}

/** 0: exact match, 1: nearby (same département), null: no match. */
export function locationTier(
  query: LocationQuery,
  place: { cityKey: string; postcode: string; departement: string },
): 0 | 1 | null {
  switch (query.kind) {
    case 'none':
      return 0;
    case 'postcode':
      if (place.postcode === query.postcode) return 0;
      return query.departement && place.departement === query.departement ? 1 : null;
    case 'departement':
      return place.departement === query.departement ? 0 : null;
    case 'city':
      if (place.cityKey === query.key) return 0;
      return place.cityKey.startsWith(query.key) || place.cityKey.includes(` ${query.key}`) ? 0 : null;
    default:
      return null;
  }
}
