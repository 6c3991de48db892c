/**
 * A phone number as typed, before any numbering plan is consulted: the characters people type
 * and the compact form the rule parses. No libphonenumber here, so a light page (the sign-up's
 * first step) can say « caractères non admis » without loading the plans (shared-data/phone).
 */

/** Characters people type in a phone number besides digits. */
export const PHONE_CHARACTERS = /^[+\d\s.\-/()\u00a0\u202f]+$/;
const SEPARATORS = /[\s.\-/\u00a0\u202f]/g;

/** "+33 (0)6 12…" → "+33612…", "0033…" → "+33…"; separators removed. */
export function compactPhone(text: string): string {
  let value = text.trim().replace(SEPARATORS, '');
  value = value.replace(/^\+(\d{1,3})\(0\)/, '+$1').replace(/[()]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  return value;
}
