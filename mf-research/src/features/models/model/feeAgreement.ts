/**
 * The fee terms of a convention d'honoraires (loi n° 71-1130 du 31 décembre 1971, art. 10):
 * a flat fee, time spent at an hourly rate, and a success fee ONLY on top of one of them.
 */
import { type Case, formatCentsForMessage } from 'shared-data';

export type FeeMode = 'forfait' | 'temps' | 'resultat';
export type FeeInput = {
  mode: FeeMode;
  forfaitCents: number | null;
  hourlyRateCents: number | null;
  successPercent: number | null;
};

export const FEE_MODE_LABELS: Record<FeeMode, string> = {
  forfait: 'Forfait',
  temps: 'Temps passé (taux horaire)',
  resultat: 'Honoraire de base + honoraire de résultat',
};

export const SUCCESS_ONLY_REFUSED =
  'Un honoraire de résultat seul est interdit (loi du 31 décembre 1971, art. 10) : il ne peut compléter qu’un ' +
  'honoraire forfaitaire ou au temps passé. Indiquez un forfait ou un taux horaire.';

export function feeInputFromCase(fee: Case['fee']): FeeInput {
  return {
    mode: fee.kind,
    forfaitCents: fee.amountCents ?? null,
    hourlyRateCents: fee.hourlyRateCents ?? null,
    successPercent: fee.successPercent ?? null,
  };
}

export type FeeTermsResult =
  | { ok: true; text: string }
  | { ok: false; field: 'forfaitCents' | 'hourlyRateCents' | 'successPercent'; message: string };

const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** The written fee terms, or the French reason they cannot be written (never a silent default). */
export function feeTerms(fee: FeeInput): FeeTermsResult {
  const flat = positive(fee.forfaitCents)
    ? `Honoraire forfaitaire de ${formatCentsForMessage(fee.forfaitCents)} HT, majoré de la TVA au taux en vigueur (20 %), ` +
      'pour les diligences décrites ci-dessus.'
    : null;
  const time = positive(fee.hourlyRateCents)
    ? `Honoraires au temps passé, au taux horaire de ${formatCentsForMessage(fee.hourlyRateCents)} HT, majoré de la TVA au taux ` +
      'en vigueur (20 %) ; chaque facture est accompagnée d’un relevé détaillé des diligences et du temps passé.'
    : null;
  if (fee.mode === 'forfait') {
    if (!flat) return { ok: false, field: 'forfaitCents', message: 'Indiquez le montant du forfait.' };
    return { ok: true, text: flat };
  }
  if (fee.mode === 'temps') {
    if (!time) return { ok: false, field: 'hourlyRateCents', message: 'Indiquez le taux horaire.' };
    return { ok: true, text: time };
  }
  if (!flat && !time) return { ok: false, field: 'forfaitCents', message: SUCCESS_ONLY_REFUSED };
  if (!positive(fee.successPercent) || fee.successPercent > 100)
    return {
      ok: false,
      field: 'successPercent',
      message: 'Indiquez le pourcentage de l’honoraire de résultat (entre 0 et 100).',
    };
  const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(fee.successPercent);
  return {
    ok: true,
    text: [
      flat ?? time,
      `En complément, honoraire de résultat de ${percent} % HT des sommes obtenues ou des économies réalisées, ` +
        'dû uniquement en cas de décision définitive favorable ou d’accord transactionnel.',
    ].join(' '),
  };
}
