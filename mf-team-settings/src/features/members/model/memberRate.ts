/** A member's own hourly rate as the owner types it (pure): euros HT, French parsing, the app's bounds. */
import { MONEY_LIMITS, MONEY_MESSAGES } from 'shared-data';
import { centsToInput, parseEuros } from 'shared-ui';

export const RATE_MESSAGES = {
  invalid: 'Taux invalide : saisissez un montant en euros, par exemple 250 ou 180,50.',
  bounds: MONEY_MESSAGES.hourlyRate,
} as const;

export const RATE_HINT =
  'En euros HT de l’heure, par exemple 250 ou 180,50. Vide : le taux de chaque dossier s’applique.';

/** The typed rate → cents, or null for « no own rate » (empty); a French reason when refused. */
export function readRate(text: string): { ok: true; cents: number | null } | { ok: false; message: string } {
  if (!text.trim()) return { ok: true, cents: null };
  const cents = parseEuros(text);
  if (cents === null) return { ok: false, message: RATE_MESSAGES.invalid };
  if (cents < MONEY_LIMITS.hourlyRateMinCents || cents > MONEY_LIMITS.hourlyRateMaxCents)
    return { ok: false, message: RATE_MESSAGES.bounds };
  return { ok: true, cents };
}

/** The stored rate → the field's value (« 180,50 », empty when none). */
export function rateToInput(cents: number | undefined): string {
  return cents === undefined ? '' : centsToInput(cents);
}
