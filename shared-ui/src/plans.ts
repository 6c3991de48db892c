/**
 * The three subscription plans, shown identically on `/pro` and `/app/settings/subscription`
 * (PRODUCT.md). Plain constants: no React, no data layer, so public pages can import them.
 * Prices are integer cents, hors taxes, per month.
 */
export type PlanId = 'solo' | 'cabinet' | 'cabinet-plus';

/** A subscription plan: its name, price and features. */
export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price, HT, in cents. */
  monthlyPriceCents: number;
  /** How many professionals the plan covers. */
  maxSeats: number;
  /** "1 professionnel", "Jusqu’à 5 professionnels"… */
  seatsLabel: string;
  /** Who it suits, in one sentence. */
  audience: string;
  /** What the plan includes. */
  includes: readonly string[];
};

/** Free trial of every plan, in days. */
export const TRIAL_DAYS = 30;

/** What every plan includes. */
export const PLAN_COMMON_FEATURES = [
  'Tous les modules : dossiers, clients, temps, facturation, comptabilité, agenda, recherche, équipe',
  'Prise de rendez-vous en ligne et profil public dans l’annuaire',
  `${TRIAL_DAYS} jours d’essai gratuit, sans engagement`,
  'Données hébergées dans l’Union européenne, exports à tout moment',
] as const;

/** The subscription plans, shown on the pricing page and chosen at sign-up. */
export const PLANS: readonly Plan[] = [
  {
    id: 'solo',
    name: 'Solo',
    monthlyPriceCents: 3_900,
    maxSeats: 1,
    seatsLabel: '1 professionnel',
    audience: 'Pour l’avocat ou le juriste qui exerce seul.',
    includes: PLAN_COMMON_FEATURES,
  },
  {
    id: 'cabinet',
    name: 'Cabinet',
    monthlyPriceCents: 8_900,
    maxSeats: 5,
    seatsLabel: 'Jusqu’à 5 professionnels',
    audience: 'Pour un petit cabinet qui partage ses dossiers et son agenda.',
    includes: [...PLAN_COMMON_FEATURES, 'Tableau des tâches et planning de l’équipe', 'Rôles titulaire et membre'],
  },
  {
    id: 'cabinet-plus',
    name: 'Cabinet+',
    monthlyPriceCents: 14_900,
    maxSeats: 15,
    seatsLabel: 'Jusqu’à 15 professionnels',
    audience: 'Pour un cabinet structuré avec plusieurs associés et collaborateurs.',
    includes: [...PLAN_COMMON_FEATURES, 'Tableau des tâches et planning de l’équipe', 'Rôles titulaire et membre'],
  },
];

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
