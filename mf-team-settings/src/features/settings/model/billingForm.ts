/**
 * The invoicing identity form (pure): `firms/{f}/settings/billing` (billingSettingsSchema). SIRET, VAT
 * number, IBAN and BIC follow shared-data's identifier rules, the ones invoice issuing checks. The VAT
 * regime (encaissements, the rule for services, or the option for débits) is sealed on each invoice
 * at issue (its Factur-X XML and its mentions) and read by the accounting (VAT collected).
 */
import {
  boundedText,
  compactIban,
  formatIban,
  frVatNumberProblem,
  IDENTIFIER_MESSAGES,
  isValidBic,
  isValidIban,
  normalizeIdentifier,
  siretProblem,
  type BillingSettings,
  type BillingVatRegime,
} from 'shared-data';
import { z } from 'zod';

export const VAT_FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';

/** The two regimes of VAT on services, in the order the form offers them (encaissements: the default). */
export const VAT_REGIME_OPTIONS: readonly { value: BillingVatRegime; label: string; description: string }[] = [
  {
    value: 'encaissements',
    label: 'TVA sur les encaissements',
    description:
      'La règle pour les prestations de services : la TVA est due à l’encaissement des honoraires (CGI art. 269).',
  },
  {
    value: 'debits',
    label: 'TVA sur les débits (option)',
    description:
      'La TVA est due dès l’émission de la facture ; chaque facture porte la mention « Option pour le paiement de la taxe d’après les débits ».',
  },
];

export const BILLING_MESSAGES = {
  legalName: 'Saisissez la dénomination qui figurera sur les factures.',
  address: 'Saisissez l’adresse du cabinet (elle figure sur chaque facture).',
  siretEmpty: 'Saisissez le SIRET du cabinet (14 chiffres).',
  siretLength: 'Le SIRET compte 14 chiffres.',
  siretKey: 'SIRET invalide : la clé de contrôle ne correspond pas. Vérifiez les chiffres.',
  vatRequired: 'Saisissez le numéro de TVA intracommunautaire, ou cochez la franchise en base de TVA.',
  vatRegime: 'Choisissez le régime de TVA : sur les encaissements ou sur les débits.',
  prefix: 'Préfixe : 10 caractères au plus, lettres majuscules, chiffres et tirets (ex. FA-).',
  terms: 'Délai de paiement : un nombre entier de jours entre 0 et 60 (C. com. L441-10).',
} as const;

export const billingFormSchema = z
  .object({
    legalName: boundedText('title').min(1, BILLING_MESSAGES.legalName),
    address: boundedText('address').min(1, BILLING_MESSAGES.address),
    siret: z.string().superRefine((value, ctx) => {
      const problem = siretProblem(value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message:
            problem === 'empty'
              ? BILLING_MESSAGES.siretEmpty
              : problem === 'length'
                ? BILLING_MESSAGES.siretLength
                : BILLING_MESSAGES.siretKey,
        });
    }),
    vatFranchise: z.boolean(),
    vatRegime: z.enum(['encaissements', 'debits'], { error: BILLING_MESSAGES.vatRegime }),
    vatNumber: boundedText('identifier'),
    iban: boundedText('identifier')
      .min(1, IDENTIFIER_MESSAGES.ibanRequired)
      .refine((v) => isValidIban(v), IDENTIFIER_MESSAGES.iban),
    bic: boundedText('identifier').refine((v) => v.trim() === '' || isValidBic(v), IDENTIFIER_MESSAGES.bic),
    numberingPrefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{0,10}$/, BILLING_MESSAGES.prefix),
    paymentTermsDays: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, BILLING_MESSAGES.terms)
      .refine((v) => Number(v) <= 60, BILLING_MESSAGES.terms),
    mentions: boundedText('mentions', { trim: false }),
  })
  .superRefine((values, ctx) => {
    if (values.vatFranchise) return;
    if (!values.vatNumber.trim()) {
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: BILLING_MESSAGES.vatRequired });
      return;
    }
    const siret = normalizeIdentifier(values.siret);
    const problem = frVatNumberProblem(values.vatNumber, /^\d{14}$/.test(siret) ? siret.slice(0, 9) : undefined);
    if (problem) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: problem });
  });
export type BillingFormValues = z.infer<typeof billingFormSchema>;

export const BILLING_FIELDS = [
  'legalName',
  'address',
  'siret',
  'vatNumber',
  'vatRegime',
  'iban',
  'bic',
  'numberingPrefix',
  'paymentTermsDays',
  'mentions',
] as const;

export function toBillingForm(
  stored: Partial<BillingSettings> | null,
  fallback: { name: string; siret: string; address: string },
): BillingFormValues {
  return {
    legalName: stored?.legalName ?? fallback.name,
    address: stored?.address ?? fallback.address,
    siret: stored?.siret ?? fallback.siret,
    vatFranchise: stored?.vatFranchise ?? false,
    vatRegime: stored?.vatRegime ?? 'encaissements',
    vatNumber: stored?.vatNumber ?? '',
    iban: stored?.iban ? formatIban(stored.iban) : '',
    bic: stored?.bic ?? '',
    numberingPrefix: stored?.numberingPrefix ?? '',
    paymentTermsDays: String(stored?.paymentTermsDays ?? 30),
    mentions: stored?.mentions ?? '',
  };
}

/** The stored document (logo handled apart). */
export function toBillingSettings(values: BillingFormValues, logoPath: string | null): BillingSettings {
  return {
    legalName: values.legalName.trim(),
    address: values.address.trim(),
    siret: normalizeIdentifier(values.siret),
    vatFranchise: values.vatFranchise,
    vatRegime: values.vatRegime,
    vatNumber: values.vatFranchise ? '' : normalizeIdentifier(values.vatNumber).toUpperCase(),
    iban: formatIban(compactIban(values.iban)),
    bic: values.bic.replace(/\s+/g, '').toUpperCase(),
    numberingPrefix: values.numberingPrefix.trim(),
    paymentTermsDays: Number(values.paymentTermsDays),
    mentions: values.mentions.trim(),
    logoPath,
  };
}

export const LOGO_MESSAGES = {
  type: 'Logo : format PNG, JPEG ou SVG uniquement.',
  size: 'Logo : 1 Mo au maximum.',
  svg: 'Ce fichier SVG est illisible ou vide après nettoyage.',
} as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Why this logo file is refused before reading it, or null. */
export function logoProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const ok =
    ['image/png', 'image/jpeg', 'image/svg+xml'].includes(file.type) || ['png', 'jpg', 'jpeg', 'svg'].includes(ext);
  if (!ok) return LOGO_MESSAGES.type;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.size;
  return null;
}
