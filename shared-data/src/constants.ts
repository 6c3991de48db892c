/** Lists shared by sign-up (onboarding preferences), the profile settings and the directory. */

export const PRACTICE_AREAS = [
  'Droit de la famille',
  'Droit pénal',
  'Droit du travail',
  'Droit des affaires',
  'Droit des sociétés',
  'Droit immobilier',
  'Droit fiscal',
  'Droit public',
  'Droit de la consommation',
  'Droit des étrangers',
  'Propriété intellectuelle',
  'Droit du numérique',
  'Droit de la santé',
  'Droit rural',
  'Droit des assurances',
  'Dommage corporel',
  'Droit bancaire',
  'Droit de l’environnement',
  'Droit des successions',
  'Procédures collectives',
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

/** The languages a professional can list on their public profile. */
export const LANGUAGES = [
  'Français',
  'Anglais',
  'Espagnol',
  'Allemand',
  'Italien',
  'Portugais',
  'Arabe',
  'Chinois',
  'Russe',
  'Polonais',
  'Roumain',
  'Turc',
  'Néerlandais',
  'Langue des signes française',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** File store limits (mirrored in firebase/storage.rules). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const ALLOWED_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
  // A supplier's e-invoice received as CII or UBL (the original kept as the receipt).
  'application/xml',
  'application/rtf',
  'message/rfc822',
] as const;

/** The file extensions each allowed type goes by (a file picked with no declared type). */
export const FILE_EXTENSIONS: Record<string, (typeof ALLOWED_CONTENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
  xml: 'application/xml',
  rtf: 'application/rtf',
  eml: 'message/rfc822',
};

/** The allowed types, as a person reads them. */
export const ALLOWED_TYPES_LABEL =
  'PDF, Word, Excel, OpenDocument, RTF, texte, CSV, XML, JPEG, PNG, GIF, WebP ou e-mail';

/** An invitation is valid for 14 days. */
export const INVITATION_TTL_DAYS = 14;

/** Settings documents only the owner may write (PRODUCT.md: owner-only screens). */
export const OWNER_ONLY_SETTINGS = ['team', 'billing', 'subscription', 'einvoicing'] as const;

/**
 * The fields of an issued invoice that may still change: what was paid or credited, and, for a
 * demande de provision, the final invoice that deducts it.
 */
export const INVOICE_SETTLEMENT_FIELDS = [
  'paidCents',
  'creditedCents',
  'lastPaymentDate',
  'updatedAt',
  'deductedBy',
  // What remains to pay, the settlement and what remains by component (invoiceTotals.ts), written
  // with the amounts above.
  'dueCents',
  'settlement',
  'due',
] as const;

/** The yearly counters of issued documents: invoices and avoirs share one, demandes de provision have theirs. */
export const INVOICE_COUNTER_NAMES = { invoices: 'invoices', provisions: 'provisions' } as const;
