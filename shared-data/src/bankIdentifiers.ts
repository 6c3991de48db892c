/**
 * Bank identifiers, checked one way for the whole app (billing settings, invoice issuing): the IBAN
 * and the BIC by ibantools. Apart from identifiers.ts so that pages checking a SIRET only (sign-up)
 * do not carry the library.
 */
import { isValidBIC, isValidIBAN } from 'ibantools';
import { normalizeIdentifier } from './identifiers.ts';

/** "fr76 3000 4000 …" → "FR7630004000…" (the electronic format, ISO 13616). */
export function compactIban(value: string): string {
  return normalizeIdentifier(value).toUpperCase();
}

/** "FR7630004000031234567890143" → "FR76 3000 4000 0312 3456 7890 143" (groups of four). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The IBAN's country, length and BBAN format, its national key where there is one, its mod-97 key (ibantools). */
export function isValidIban(value: string): boolean {
  return isValidIBAN(compactIban(value));
}

/** "BNPAFRPPXXX" or "BNPA FRPP": 8 or 11 characters, a known country (ibantools). */
export function isValidBic(value: string): boolean {
  return isValidBIC(value.replace(/\s+/g, '').toUpperCase());
}
