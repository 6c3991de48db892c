/**
 * The length limits of free text and their French wording, without zod: a form can state and
 * check a limit (shared-data/textLimits) without loading a validation library; text.ts builds
 * the zod helper and the data port's check on them.
 *
 * Lengths are counted like the browser counts them (`string.length`), the same as the counter
 * shared-ui fields show.
 */

/** Maximum lengths of free text, by the nature of the field. */
export const TEXT_LIMITS = {
  /** Codes and numbers typed by hand: RG, SIRET, IBAN, ECLI, pourvoi, invoice prefix… */
  identifier: 64,
  /** A short word or two: civilité, forme juridique, barreau, ville, chambre, langue, tag… */
  short: 80,
  /** A person's or a firm's name (nom, prénom, raison sociale, fournisseur…). */
  name: 120,
  /** Titles and labels: a dossier, an event, a document's name, an invoice line, a model. */
  title: 200,
  email: 254,
  phone: 40,
  /** A postal address (several lines). */
  address: 500,
  /** A question or a summary of a few lines. */
  summary: 1_000,
  /** A message to someone (booking motif, invitation note, answer, pilot application). */
  message: 2_000,
  /** Mentions on invoices, payment terms. */
  mentions: 2_000,
  /** A web address. */
  url: 2_000,
  /** A public biography. */
  bio: 5_000,
  /** Notes and descriptions (a client, a dossier, a task, a time entry). */
  notes: 20_000,
  /** Long documents: research notes, articles, document models. */
  document: 200_000,
} as const;
/** The name of a text limit (`TEXT_LIMITS`). */
export type TextLimitName = keyof typeof TEXT_LIMITS;

let numberFormat: Intl.NumberFormat | undefined;
/** Created at first use: a page's first Intl formatter costs tens of ms on a slow phone (shared-ui atFirstUse.ts). */
const frNumber = (): Intl.NumberFormat => {
  numberFormat ??= new Intl.NumberFormat('fr-FR');
  return numberFormat;
};

/** The limit as stated before submit: "200 caractères maximum". */
export function textLimitHint(max: number): string {
  return `${frNumber().format(max)} caractères maximum`;
}

/** The error once it is exceeded: "200 caractères au maximum (vous en avez saisi 10 000)." */
export function textTooLongMessage(max: number, length: number): string {
  return `${frNumber().format(max)} caractères au maximum (vous en avez saisi ${frNumber().format(length)}).`;
}
