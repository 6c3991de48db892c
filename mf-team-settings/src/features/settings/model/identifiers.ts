/** Bank and tax identifiers of the invoicing identity (pure): IBAN (mod 97), BIC, French VAT number. */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { normalizeIdentifier } from 'shared-data';

export const IDENTIFIER_MESSAGES = {
  ibanRequired: 'Saisissez l’IBAN du compte qui reçoit les règlements.',
  iban: 'IBAN invalide : vérifiez les caractères et la clé de contrôle (ex. FR76 3000 4000 0312 3456 7890 143).',
  bic: 'BIC invalide (8 ou 11 caractères, ex. BNPAFRPPXXX).',
  vatFormat:
    'Numéro de TVA invalide : FR suivi de 2 caractères de clé et des 9 chiffres du SIREN (ex. FR32 812345678).',
  vatKey: 'La clé du numéro de TVA ne correspond pas au SIREN.',
  vatSiren: 'Le SIREN du numéro de TVA doit être celui du SIRET (ses 9 premiers chiffres).',
} as const;

/** "fr76 3000 4000 …" → "FR7630004000…" */
export function compactIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase();
}

/** "FR7630004000031234567890143" → "FR76 3000 4000 0312 3456 7890 143" */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The IBAN's country format and mod-97 key (ISO 13616). */
export function isIban(value: string): boolean {
  return isValidIBAN(compactIban(value));
}

export function isBic(value: string): boolean {
  return isValidBIC(value.replace(/\s+/g, '').toUpperCase());
}

/** The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

export function frenchVatNumber(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

/** Why a French VAT number is wrong (given the cabinet's SIREN when known), or null. */
export function vatProblem(value: string, siren?: string): string | null {
  const vat = normalizeIdentifier(value).toUpperCase();
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(vat);
  if (!match) return IDENTIFIER_MESSAGES.vatFormat;
  const [, key, vatSiren] = match as unknown as [string, string, string];
  if (/^\d{2}$/.test(key) && key !== frenchVatKey(vatSiren)) return IDENTIFIER_MESSAGES.vatKey;
  if (siren && /^\d{9}$/.test(siren) && siren !== vatSiren) return IDENTIFIER_MESSAGES.vatSiren;
  return null;
}
