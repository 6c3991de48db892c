/**
 * The chart of accounts of a lawyer's cash-basis books (PCG numbers), the form 2035 expense
 * categories with their French labels and accounts, and the payment methods' labels. Written
 * once: the livre-journal, the totals, the BNC estimate and the FEC all read it.
 */
import { EXPENSE_CATEGORY_CODES, type ExpenseCategory, PAYMENT_METHOD_LABELS, type Payment } from 'shared-data';

export type Account = { number: string; label: string };
export type PaymentMethod = Payment['method'];

/** Accounts outside the expense categories. */
export const ACCOUNTS = {
  /** Fees earned (PCG 706 "Prestations de services"). */
  honoraires: { number: '706000', label: 'Honoraires' },
  /** VAT collected on fees (PCG 44571). */
  tvaCollectee: { number: '445710', label: 'TVA collectée' },
  /** VAT on expenses (PCG 44566). */
  tvaDeductible: { number: '445660', label: 'TVA déductible sur autres biens et services' },
  /** Disbursements re-invoiced to clients: neutral, outside the fees (PCG 467). */
  debours: { number: '467100', label: 'Débours pour le compte des clients' },
  banque: { number: '512000', label: 'Banque' },
  caisse: { number: '530000', label: 'Caisse' },
} as const satisfies Record<string, Account>;

export type CategoryDefinition = {
  /** The label of the form 2035 (annexe 2035-A, "Dépenses professionnelles"). */
  label: string;
  account: Account;
};

/**
 * Form 2035 expense lines, in the form's order. The codes are shared-data's
 * `EXPENSE_CATEGORY_CODES` (the stored enum); `satisfies` makes a missing or extra code a type error.
 */
export const EXPENSE_CATEGORIES = {
  achats: { label: 'Achats', account: { number: '606000', label: 'Achats non stockés de matières et fournitures' } },
  salaires: {
    label: 'Salaires nets et avantages en nature',
    account: { number: '641000', label: 'Rémunérations du personnel' },
  },
  chargesSocialesSalaries: {
    label: 'Charges sociales sur salaires',
    account: { number: '645000', label: 'Charges de sécurité sociale et de prévoyance' },
  },
  cet: {
    label: 'Contribution économique territoriale (CFE, CVAE)',
    account: { number: '635110', label: 'Contribution économique territoriale' },
  },
  autresImpots: { label: 'Autres impôts', account: { number: '637000', label: 'Autres impôts, taxes et versements' } },
  loyers: {
    label: 'Loyers et charges locatives',
    account: { number: '613200', label: 'Locations immobilières' },
  },
  locationMateriel: {
    label: 'Location de matériel et de mobilier',
    account: { number: '613500', label: 'Locations mobilières' },
  },
  entretien: { label: 'Entretien et réparations', account: { number: '615000', label: 'Entretien et réparations' } },
  personnelInterimaire: {
    label: 'Personnel intérimaire',
    account: { number: '621000', label: 'Personnel extérieur à l’entreprise' },
  },
  petitOutillage: {
    label: 'Petit outillage',
    account: { number: '606300', label: 'Fournitures d’entretien et de petit équipement' },
  },
  energie: {
    label: 'Chauffage, eau, gaz, électricité',
    account: { number: '606100', label: 'Fournitures non stockables (eau, énergie)' },
  },
  honorairesNonRetrocedes: {
    label: 'Honoraires ne constituant pas des rétrocessions',
    account: { number: '622600', label: 'Honoraires' },
  },
  assurances: { label: 'Primes d’assurances', account: { number: '616000', label: 'Primes d’assurances' } },
  vehicules: { label: 'Frais de véhicules', account: { number: '625100', label: 'Voyages et déplacements' } },
  deplacements: {
    label: 'Autres frais de déplacements',
    account: { number: '625600', label: 'Missions' },
  },
  chargesSocialesPersonnelles: {
    label: 'Charges sociales personnelles (URSSAF, CNBF…)',
    account: { number: '646000', label: 'Cotisations sociales personnelles de l’exploitant' },
  },
  reception: {
    label: 'Frais de réception, de représentation et de congrès',
    account: { number: '625700', label: 'Réceptions' },
  },
  fournitures: {
    label: 'Fournitures de bureau, documentation, correspondance et téléphone',
    account: { number: '606400', label: 'Fournitures administratives' },
  },
  actesContentieux: {
    label: 'Frais d’actes et de contentieux',
    account: { number: '622700', label: 'Frais d’actes et de contentieux' },
  },
  cotisations: {
    label: 'Cotisations syndicales et professionnelles',
    account: { number: '628100', label: 'Concours divers (cotisations…)' },
  },
  fraisDivers: {
    label: 'Autres frais divers de gestion',
    account: { number: '628800', label: 'Autres charges externes diverses' },
  },
  fraisFinanciers: { label: 'Frais financiers', account: { number: '661000', label: 'Charges d’intérêts' } },
  pertes: { label: 'Pertes diverses', account: { number: '658000', label: 'Charges diverses de gestion courante' } },
} as const satisfies Record<ExpenseCategory, CategoryDefinition>;

/** The categories in the form's order, for a select. */
export const EXPENSE_CATEGORY_OPTIONS: { value: ExpenseCategory; label: string }[] = EXPENSE_CATEGORY_CODES.map(
  (code) => ({ value: code, label: EXPENSE_CATEGORIES[code].label }),
);

export function expenseCategoryLabel(category: string): string {
  return (EXPENSE_CATEGORIES as Record<string, CategoryDefinition>)[category]?.label ?? category;
}

export function expenseAccount(category: ExpenseCategory): Account {
  return EXPENSE_CATEGORIES[category].account;
}

export const PAYMENT_METHOD_OPTIONS = (Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** Where the money moved: cash goes through the till (530), everything else through the bank (512). */
export function treasuryAccount(method: PaymentMethod): Account {
  return method === 'especes' ? ACCOUNTS.caisse : ACCOUNTS.banque;
}
