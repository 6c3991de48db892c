/**
 * zod schemas of every collection; the TypeScript types come from them. Amounts are integer
 * cents, dates ISO strings (`2026-03-14` for a day, `2026-03-14T09:30:00.000Z` for an instant).
 */
import { EINVOICE_STATUS_LABELS, type EinvoiceStatus } from './einvoicing.ts';
import { z } from 'zod';
import { isValidSiren } from './identifiers.ts';
import { centsSchema, MONEY_LIMITS } from './money.ts';
import { MAX_SEARCH_TOKENS, SEARCH_TOKEN_MAX_LENGTH } from './search.ts';
import { boundedText, type TextLimitName } from './text.ts';

const isoInstant = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const cents = z.number().int();
const positiveCents = z.number().int().nonnegative();
/** Free text with its length limit (TEXT_LIMITS); kept as sent: forms trim, the port checks lengths. */
const text = (limit: TextLimitName | number) => boundedText(limit, { trim: false });

export const roleSchema = z.enum(['owner', 'member']);

/** `pros/{uid}`: exactly the seed's professional record (SEED-SPEC §3). */
export const proRecordSchema = z.strictObject({
  uid: z.string().min(1),
  email: text('email'),
  accountType: z.enum(['solo', 'firm']),
  profile: z.strictObject({ fullName: text('name'), phone: text('phone') }),
  firm: z.strictObject({ name: text('title'), siret: text('identifier'), address: text('address') }).nullable(),
  preferences: z.strictObject({ specialties: z.array(text('title')), languages: z.array(text('short')) }),
  createdAt: isoInstant,
});
/** The stored shape of a pro record (its schema validates every write). */
export type ProRecord = z.infer<typeof proRecordSchema>;

/** `firms/{firmId}`: the cabinet (firmId = the owner's uid). */
export const firmSchema = z.object({
  name: text('title').min(1),
  ownerUid: z.string().min(1),
  accountType: z.enum(['solo', 'firm']),
  siret: text('identifier'),
  address: text('address'),
  createdAt: isoInstant,
});
/** The stored shape of a firm (its schema validates every write). */
export type Firm = z.infer<typeof firmSchema>;

/** `firms/{firmId}/members/{uid}`. `invitation` is the token used to join (members only). */
export const memberSchema = z.object({
  uid: z.string().min(1),
  email: text('email'),
  name: text('name'),
  role: roleSchema,
  joinedAt: isoInstant,
  invitation: z.string().optional(),
  /** The member's own hourly rate HT (set by the owner), proposed by default for their time. */
  hourlyRateCents: centsSchema({
    label: 'Le taux horaire',
    min: MONEY_LIMITS.hourlyRateMinCents,
    max: MONEY_LIMITS.hourlyRateMaxCents,
  }).optional(),
});
/** The stored shape of a member (its schema validates every write). */
export type Member = z.infer<typeof memberSchema>;

/** `memberships/{uid}`: uid → cabinet lookup. */
export const membershipSchema = z.object({
  firmId: z.string().min(1),
  role: roleSchema,
  invitation: z.string().optional(),
});
/** The stored shape of a membership (its schema validates every write). */
export type Membership = z.infer<typeof membershipSchema>;

/** `invitations/{token}`. */
export const invitationSchema = z.object({
  token: z.string().min(1),
  firmId: z.string().min(1),
  firmName: text('title'),
  email: text('email'),
  role: z.literal('member'),
  createdAt: isoInstant,
  expiresAt: isoInstant,
  usedAt: isoInstant.nullable(),
  usedBy: z.string().nullable(),
  invitedBy: z.string().min(1),
  /** Optional name of the invitee and a note from the owner, shown on the accept screen. */
  name: text('name').optional(),
  message: text('message').optional(),
});
/** The stored shape of an invitation (its schema validates every write). */
export type Invitation = z.infer<typeof invitationSchema>;

/** A document's search tokens (search.ts): short normalized word beginnings, bounded. */
const searchTokensSchema = z.array(text(SEARCH_TOKEN_MAX_LENGTH)).max(MAX_SEARCH_TOKENS);

const clientCommon = {
  /** "DURAND Claire" or the raison sociale: what lists sort and conflict checks search on. */
  displayName: text(250).min(1),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  notes: text('notes'),
  archived: z.boolean(),
  /** Set once the client's identity was anonymised (RGPD, mf-cases-clients): never anonymised twice. */
  anonymisedAt: isoInstant.optional(),
  /** What the list searches (search.ts `clientSearchFields`), written with every change of the client. */
  searchTokens: searchTokensSchema.optional(),
  /** The normalized display name the list sorts on (search.ts `clientSearchFields`). */
  sortName: text(250).optional(),
  /** Its dossiers, counted in the transaction that creates or relinks one (the list shows it without reading them). */
  caseCount: z.number().int().nonnegative().optional(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
};
export const clientSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('physique'),
    civilite: z.enum(['M.', 'Mme']),
    nom: text('name').min(1),
    prenom: text('name'),
    ...clientCommon,
  }),
  z.object({
    kind: z.literal('morale'),
    raisonSociale: text('title').min(1),
    // Stored as 9 plain digits.
    siren: z
      .string()
      .refine(
        (v) => v === '' || (/^\d{9}$/.test(v) && isValidSiren(v)),
        'SIREN invalide (9 chiffres avec clé de contrôle).',
      ),
    forme: text('short'),
    ...clientCommon,
  }),
]);
/** The stored shape of a client (its schema validates every write). */
export type Client = z.infer<typeof clientSchema>;

/** A client's name as shown: the company's name, or the person's first and last name. */
export function clientDisplayName(
  client: { kind: 'physique'; nom: string; prenom: string } | { kind: 'morale'; raisonSociale: string },
): string {
  return client.kind === 'physique' ? `${client.nom.toUpperCase()} ${client.prenom}`.trim() : client.raisonSociale;
}

export const caseStatusSchema = z.enum(['ouvert', 'en attente', 'clos']);
/** The fee kinds of a dossier (one list: forms build their options and enums from it). */
export const FEE_KIND_VALUES = ['forfait', 'temps', 'resultat'] as const;
export const feeSchema = z.object({
  kind: z.enum(FEE_KIND_VALUES),
  amountCents: centsSchema({ label: 'Le montant' }).optional(),
  hourlyRateCents: centsSchema({ label: 'Le taux horaire', max: MONEY_LIMITS.hourlyRateMaxCents }).optional(),
  successPercent: z.number().min(0).max(100).optional(),
});
export const caseSchema = z.object({
  /** `2026-0001`: per cabinet and year, gap-free (see nextCounterValue). */
  reference: z.string().regex(/^\d{4}-\d{4,}$/),
  title: text('title').min(1),
  clientIds: z.array(z.string()),
  opposingParties: z.array(z.object({ name: text('title').min(1), kind: z.enum(['physique', 'morale']) })),
  matter: text('title'),
  jurisdiction: text('title'),
  rgNumber: text('identifier'),
  responsibleUid: z.string(),
  status: caseStatusSchema,
  fee: feeSchema,
  openedAt: isoDate,
  closedAt: isoDate.nullable(),
  notes: text('notes'),
  /** Its clients' display names, in `clientIds`' order (kept with them: renaming a client rewrites them). */
  clientNames: z.array(text(250)).optional(),
  /** What the list searches (search.ts `caseSearchFields`), written with every change of the dossier. */
  searchTokens: searchTokensSchema.optional(),
  /** Its adverse parties' names alone, searched by the conflict check (search.ts `caseSearchFields`). */
  partyTokens: searchTokensSchema.optional(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
/** The stored shape of a case (its schema validates every write). */
export type Case = z.infer<typeof caseSchema>;

export const timeEntrySchema = z.object({
  caseId: z.string().min(1),
  uid: z.string(),
  date: isoDate,
  minutes: z.number().int().positive().max(MONEY_LIMITS.dayMaxMinutes, 'Une saisie ne peut dépasser 24 heures.'),
  description: text('message'),
  rateCents: centsSchema({ label: 'Le taux horaire', max: MONEY_LIMITS.hourlyRateMaxCents }),
  billed: z.boolean(),
  invoiceId: z.string().nullable().optional(),
  createdAt: isoInstant,
});
/** The stored shape of a time entry (its schema validates every write). */
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/**
 * `firms/{firmId}/timers/{uid}`: the running timer of one person (its id is their uid, so one
 * runs at a time by construction); stopping it becomes a time entry. Only that person reads it.
 */
export const timerSchema = z.object({
  uid: z.string().min(1),
  caseId: z.string().min(1),
  startedAt: isoInstant,
  description: text('message'),
});
/** The stored shape of a timer (its schema validates every write). */
export type Timer = z.infer<typeof timerSchema>;

export const caseDocumentSchema = z.object({
  caseId: z.string().optional(),
  clientId: z.string().optional(),
  name: text(255).min(1),
  /** Path in the file store (`firms/{firmId}/…`). */
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  uploadedBy: z.string(),
  uploadedAt: isoInstant,
});
/** The stored shape of a case document (its schema validates every write). */
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const conflictCheckSchema = z.object({
  query: z.string(),
  matches: z.array(
    z.object({
      kind: z.enum(['client', 'partie adverse']),
      name: z.string(),
      clientId: z.string().optional(),
      caseId: z.string().optional(),
    }),
  ),
  decision: z.enum(['aucun conflit', 'poursuivi malgré alerte', 'refusé']),
  decidedBy: z.string(),
  at: isoInstant,
});
/** The stored shape of a conflict check (its schema validates every write). */
export type ConflictCheck = z.infer<typeof conflictCheckSchema>;

/** A gap-free yearly sequence: `counters/{name}-{year}`. */
export const counterSchema = z.object({ value: z.number().int().nonnegative(), updatedAt: isoInstant.optional() });
/** The stored shape of a counter (its schema validates every write). */
export type Counter = z.infer<typeof counterSchema>;

export const invoiceLineSchema = z.object({
  /** Honoraires and émoluments bear VAT (or an exemption); débours are outside VAT, shown apart. */
  kind: z.enum(['honoraires', 'emoluments', 'debours']),
  designation: text('summary').min(1),
  /** Up to 3 decimals (hours: 1.5). Line total HT = round(quantity × unit price), to the cent. */
  quantity: z.number().positive(),
  unitPriceCents: cents,
  /** 20 or 0 (exempt, with the invoice's `vatExemptMention`); always 0 for débours. */
  vatRate: z.union([z.literal(20), z.literal(0)]),
  timeEntryIds: z.array(z.string()).optional(),
});
/** The stored shape of an invoice line (its schema validates every write). */
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
/**
 * The stored lifecycle only: `draft` (brouillon, editable, deletable) → `issued` (numbered,
 * sealed). Whether an issued invoice is pending / unpaid / paid is DERIVED when shown from its
 * due date, `paidCents`, `creditedCents` and today's date (mf-billing-accounting invoiceState).
 */
export const invoiceStatusSchema = z.enum(['draft', 'issued']);
/**
 * When the cabinet's VAT on services becomes due (settings/billing `vatRegime`): on payments received
 * (`encaissements`, the rule for services, CGI art. 269 2 c) or, by option, on the invoices' issue
 * (`debits`, printed on every invoice: « Option pour le paiement de la taxe d'après les débits »).
 * The franchise en base is `vatFranchise`, apart. Absent: `encaissements`.
 */
export const billingVatRegimeSchema = z.enum(['encaissements', 'debits']);
/** The stored shape of a billing vat regime (its schema validates every write). */
export type BillingVatRegime = z.infer<typeof billingVatRegimeSchema>;
/** The issuer's identity sealed at issue time (from settings/billing). */
export const issuerSnapshotSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  vatFranchise: z.boolean(),
  iban: z.string(),
  bic: z.string(),
  mentions: z.string(),
  /** The VAT regime at issue time (the Factur-X BT-8 and the débits mention); absent on older invoices: encaissements. */
  vatRegime: billingVatRegimeSchema.optional(),
});
/** The stored shape of an issuer snapshot (its schema validates every write). */
export type IssuerSnapshot = z.infer<typeof issuerSnapshotSchema>;
/** The client's identity sealed at issue time. */
export const clientSnapshotSchema = z.object({
  name: z.string(),
  kind: z.enum(['physique', 'morale']),
  address: z.string(),
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string(),
  /** A business's electronic invoicing address (BT-49) as the PA's directory gave it at issue time. */
  electronicAddress: z.string().nullable().optional(),
});
/** The stored shape of a client snapshot (its schema validates every write). */
export type ClientSnapshot = z.infer<typeof clientSnapshotSchema>;
/**
 * `provision`: a demande de provision (its own numbered document `DP-2026-0001`, counter
 * `provisions-{year}`, with VAT): the advance the cabinet asks for, received like an invoice's
 * payment — VAT due on receipt — and deducted, with its VAT, by the dossier's final invoice.
 */
export const INVOICE_KINDS = ['facture', 'avoir', 'provision'] as const;
export const invoiceSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  /** `FA-2026-0001` (prefix of settings/billing, year, gap-free sequence) once issued; null for a draft. */
  number: z.string().nullable(),
  status: invoiceStatusSchema,
  clientId: z.string().min(1),
  caseId: z.string().nullable(),
  /** Amounts are positive for an avoir too (its kind gives the sign). */
  lines: z.array(invoiceLineSchema),
  /** Honoraires + émoluments HT (débours excluded). */
  totalHtCents: cents,
  totalTvaCents: cents,
  /** HT + TVA + débours. */
  totalTtcCents: cents,
  deboursCents: positiveCents,
  /** Provision already received, deducted from the amount due. */
  provisionCents: positiveCents,
  /** TTC − provision. */
  netToPayCents: cents,
  /**
   * A final invoice: the demandes de provision of its dossier it deducts (received by the cabinet),
   * and the VAT and débours their receipts carried — the rest of the invoice's VAT and débours is
   * what its own payments carry. Absent: a provision typed by hand (older invoices), no breakdown.
   */
  provisionRequestIds: z.array(z.string()).optional(),
  provisionVatCents: cents.optional(),
  provisionDeboursCents: cents.optional(),
  /** A demande de provision: the draft or invoice that deducts it (null: free to deduct). */
  deductedBy: z.string().nullable().optional(),
  vatBreakdown: z.array(z.object({ rate: z.number(), baseCents: cents, vatCents: cents })),
  paidCents: positiveCents,
  /** Sum of the avoirs issued against this invoice. */
  creditedCents: positiveCents,
  /**
   * Kept with `paidCents` / `creditedCents` by every write (invoiceTotals.ts `settlementFields`):
   * what remains to pay, the settlement (the lists' filters), and what remains by component (the
   * VAT a receipt carries). Absent on documents written before they were kept.
   */
  dueCents: positiveCents.optional(),
  settlement: z.enum(['draft', 'open', 'partial', 'paid', 'cancelled', 'avoir']).optional(),
  due: z.object({ baseCents: cents, vatCents: cents, deboursCents: cents }).optional(),
  /** An avoir that left nothing to collect on its invoice: the VAT and débours moved on its date. */
  regularisation: z.object({ tvaCents: cents, deboursCents: cents }).nullable().optional(),
  lastPaymentDate: isoDate.nullable(),
  issueDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  /** The period of the services invoiced. */
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  paymentTerms: text('mentions'),
  vatExemptMention: text('mentions').nullable(),
  /**
   * Time billed in grouped lines: whether the PDF appends the relevé des diligences (date, work,
   * duration of each entry). Absent: appended (what the convention d'honoraires promises).
   */
  statementOfWork: z.boolean().optional(),
  /** Avoir: the invoice it corrects (id and number). */
  creditFor: z.string().nullable(),
  creditForNumber: z.string().nullable(),
  /** Avoir: the issue date of the invoice it corrects (Factur-X BT-26, with its number); absent on older avoirs. */
  creditForIssueDate: isoDate.nullable().optional(),
  /** Its dossier's reference, stored with the draft (the list shows it without reading the dossier); null: no dossier. */
  caseReference: text('identifier').nullable().optional(),
  /**
   * What the invoices list searches (search.ts tokens of its number, client name, dossier reference
   * and, for an avoir, the corrected invoice's number), written with the draft and again at issue.
   */
  searchTokens: searchTokensSchema.optional(),
  /** Sealed identities at issue time (never updated afterwards). */
  issuerSnapshot: issuerSnapshotSchema.nullable(),
  clientSnapshot: clientSnapshotSchema.nullable(),
  createdBy: z.string(),
  issuedBy: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
/** The stored shape of an invoice (its schema validates every write). */
export type Invoice = z.infer<typeof invoiceSchema>;
/** The stored shape of an invoice status (its schema validates every write). */
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** The payment methods an invoice payment can record. */
export const paymentMethodSchema = z.enum(['virement', 'cheque', 'carte', 'especes', 'carpa', 'prelevement']);
/** The French name of each payment method: forms, journals, exports and the audit journal say the same. */
export const PAYMENT_METHOD_LABELS: Record<z.infer<typeof paymentMethodSchema>, string> = {
  virement: 'Virement',
  cheque: 'Chèque',
  carte: 'Carte bancaire',
  especes: 'Espèces',
  carpa: 'CARPA',
  prelevement: 'Prélèvement',
};
/**
 * `firms/{firmId}/payments/{id}`: a receipt (encaissement) of an issued invoice or demande de
 * provision, append-only. Written in the transaction that raises the invoice's `paidCents`. Carries
 * the client's identity for the livre-journal (CGI art. 99). A payment recorded by mistake is
 * reversed, never deleted: a counter-entry `{id}-annulation` with the opposite (negative) amount,
 * `reversalOf` and the reason, written with the invoice's `paidCents` lowered.
 */
export const paymentSchema = z.object({
  invoiceId: z.string().min(1),
  invoiceNumber: z.string(),
  clientId: z.string().min(1),
  clientName: z.string(),
  caseId: z.string().nullable(),
  date: isoDate,
  /** Negative only for a counter-entry (`reversalOf`). */
  amountCents: z
    .number()
    .int()
    .refine((value) => value !== 0, 'Le montant ne peut pas être nul.'),
  method: paymentMethodSchema,
  reference: text('title'),
  /** Fees taken from the dossier's CARPA account: the movement written with this receipt. */
  carpaMovementId: z.string().optional(),
  /**
   * The VAT and débours this receipt carries, computed when recorded on what remained due
   * (invoiceTotals.ts `allocateReceipt`); negative on a refund or a counter-entry. Required by the
   * data policy as integers (not bounded by the amount: after an avoir a receipt may carry back more
   * than itself), and a counter-entry takes back exactly the shares of what it reverses: the
   * accounting totals sum them by aggregation.
   */
  tvaCents: cents,
  deboursCents: cents,
  /** The document it settles, as sealed: its kind and issue date (the book reads no invoice). */
  invoiceKind: z.enum(['facture', 'avoir', 'provision']).optional(),
  invoiceDate: isoDate.optional(),
  /** A counter-entry: the payment it reverses, and why (mandatory). */
  reversalOf: z.string().min(1).optional(),
  reason: text('message').optional(),
  /** Word beginnings of what the livre-journal searches (search.ts `paymentSearchTokens`). */
  searchTokens: searchTokensSchema.optional(),
  createdBy: z.string(),
  createdAt: isoInstant,
});
/** The stored shape of a payment (its schema validates every write). */
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Form 2035 expense categories (codes). Their French labels and PCG accounts are the list of
 * mf-billing-accounting's accounting model (`features/accounting/model/pcg.ts`), typed against
 * these codes so that neither side can drift.
 */
export const EXPENSE_CATEGORY_CODES = [
  'achats',
  'salaires',
  'chargesSocialesSalaries',
  'cet',
  'autresImpots',
  'loyers',
  'locationMateriel',
  'entretien',
  'personnelInterimaire',
  'petitOutillage',
  'energie',
  'honorairesNonRetrocedes',
  'assurances',
  'vehicules',
  'deplacements',
  'chargesSocialesPersonnelles',
  'reception',
  'fournitures',
  'actesContentieux',
  'cotisations',
  'fraisDivers',
  'fraisFinanciers',
  'pertes',
] as const;
export const expenseCategorySchema = z.enum(EXPENSE_CATEGORY_CODES, 'Choisissez la catégorie de la dépense.');
/** The stored shape of an expense category (its schema validates every write). */
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

export const expenseSchema = z.object({
  date: isoDate,
  supplier: text('title').min(1),
  /** Form 2035 category (loyers, fournitures, cotisations…). */
  category: expenseCategorySchema,
  /** The supplier's invoice number (FEC PieceRef), when there is one. */
  reference: text('short').optional(),
  htCents: centsSchema({ label: 'Le montant HT' }),
  tvaCents: centsSchema({ label: 'La TVA' }),
  ttcCents: centsSchema({ label: 'Le montant TTC' }),
  method: paymentMethodSchema,
  receiptPath: z.string().nullable(),
  /** Original file name of the receipt (justificatif). */
  receiptName: text(255).nullable().optional(),
  /** Received e-invoice: the supplier's SIREN (with `reference`, what makes a duplicate). */
  supplierSiren: text('identifier').optional(),
  /** How it was entered: by hand, received through the PA, or read from a Factur-X / CII / UBL file. */
  source: z.enum(['saisie', 'plateforme', 'fichier']).optional(),
  /** Received e-invoice: its syntax, PA flow and VAT per rate as the supplier stated them. */
  einvoice: z
    .object({
      syntax: z.enum(['Factur-X', 'CII', 'UBL']),
      flowId: z.string().nullable(),
      issueDate: isoDate,
      vatBreakdown: z.array(z.object({ rate: z.number(), baseCents: z.number().int(), vatCents: z.number().int() })),
    })
    .optional(),
  createdBy: z.string().optional(),
  createdAt: isoInstant,
  updatedAt: isoInstant.optional(),
});
/** The stored shape of an expense (its schema validates every write). */
export type Expense = z.infer<typeof expenseSchema>;

/**
 * CARPA sub-ledger of a dossier (client funds never sit in the cabinet's accounts): `depot`
 * funds received for the client, `versement` paid out to the client or a third party,
 * `honoraires` fees taken by the cabinet — only with a recorded written authorisation.
 * Append-only: a mistake is corrected by a counter-movement.
 */
export const CARPA_MOVEMENT_KINDS = ['depot', 'versement', 'honoraires'] as const;
export const carpaAuthorisationSchema = z.object({
  /** Date of the client's written authorisation. */
  date: isoDate,
  /** Reference of the letter / e-mail / convention clause (may be empty when a document is uploaded). */
  reference: text('title'),
  documentPath: z.string().nullable(),
  documentName: text(255).nullable(),
});
/** The stored shape of a carpa authorisation (its schema validates every write). */
export type CarpaAuthorisation = z.infer<typeof carpaAuthorisationSchema>;
export const carpaMovementSchema = z.object({
  caseId: z.string().min(1),
  clientId: z.string().nullable(),
  kind: z.enum(CARPA_MOVEMENT_KINDS),
  date: isoDate,
  amountCents: centsSchema({ label: 'Le montant', min: 1 }),
  label: text('title').min(1),
  /** Who paid the funds in, or who received them. */
  counterparty: text('title'),
  authorisation: carpaAuthorisationSchema.nullable(),
  /** The demande de provision (or invoice) the funds were received for, or the fees taken settle. */
  invoiceId: z.string().optional(),
  /** Fees taken to settle it: the payment (receipt of the cabinet) written with the movement. */
  paymentId: z.string().optional(),
  /** 1, 2, 3… per dossier: equals the ledger's movementCount once written. */
  sequence: z.number().int().positive(),
  balanceAfterCents: positiveCents,
  createdBy: z.string(),
  createdAt: isoInstant,
});
/** The stored shape of a carpa movement (its schema validates every write). */
export type CarpaMovement = z.infer<typeof carpaMovementSchema>;
/** `carpaLedgers/{caseId}`: the dossier's running totals, updated in the movement's transaction. */
export const carpaLedgerSchema = z.object({
  caseId: z.string().min(1),
  balanceCents: positiveCents,
  receivedCents: positiveCents,
  paidOutCents: positiveCents,
  feesCents: positiveCents,
  movementCount: z.number().int().nonnegative(),
  updatedAt: isoInstant,
});
/** The stored shape of a carpa ledger (its schema validates every write). */
export type CarpaLedger = z.infer<typeof carpaLedgerSchema>;

export const eventSchema = z.object({
  kind: z.enum(['audience', 'rendez-vous', 'autre']),
  title: text('title').min(1),
  start: isoInstant,
  end: isoInstant,
  caseId: z.string().nullable(),
  attendeeUids: z.array(z.string()),
  location: text('address'),
  /** Audiences. */
  jurisdiction: text('title').optional(),
  chamber: text('short').optional(),
  hearingType: text('short').optional(),
  rgNumber: text('identifier').optional(),
  /** Rendez-vous: `à confirmer` when it comes from a booking request. */
  status: z.enum(['confirmé', 'à confirmer', 'annulé']),
  bookingRequestId: z.string().nullable().optional(),
  /** A meeting by video: the professional's link (https) when the booking was confirmed. */
  visioUrl: text('url').optional(),
  createdAt: isoInstant,
  /** Bumped by each save (two-tab conflict check); absent on old data. */
  updatedAt: isoInstant.optional(),
});
/** The stored shape of a calendar event (its schema validates every write). */
export type CalendarEvent = z.infer<typeof eventSchema>;

export const deadlineSchema = z.object({
  title: text('title').min(1),
  caseId: z.string().nullable(),
  dueDate: isoDate,
  /** How it was computed (CPC art. 641-644), shown to the user. */
  computation: z.string(),
  assigneeUid: z.string().nullable(),
  done: z.boolean(),
  doneAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
/** The stored shape of a deadline (its schema validates every write). */
export type Deadline = z.infer<typeof deadlineSchema>;

export const taskStatusSchema = z.enum(['à faire', 'en cours', 'en revue', 'terminé']);
export const taskSchema = z.object({
  title: text('title').min(1),
  status: taskStatusSchema,
  assigneeUid: z.string().nullable(),
  caseId: z.string().nullable(),
  dueDate: isoDate.nullable(),
  order: z.number(),
  description: text('notes').optional(),
  createdBy: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant.optional(),
});
/** The stored shape of a task (its schema validates every write). */
export type Task = z.infer<typeof taskSchema>;

/** `firms/{f}/notifications/{id}`: an in-app notification for one user (`uid`). */
export const NOTIFICATION_KINDS = [
  'bookingRequest',
  'deadlineDue',
  'invoiceOverdue',
  'taskAssigned',
  /** RGPD: a client's data may now be anonymised (the owner decides). */
  'retentionDue',
  /** A supplier invoice received through the plateforme agréée, now an expense. */
  'einvoiceReceived',
] as const;
export const notificationSchema = z.object({
  uid: z.string().min(1),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().min(1),
  body: z.string(),
  /** In-app path to open (`/app/teammates/board`…). */
  link: z.string(),
  read: z.boolean(),
  createdAt: isoInstant,
});
/** The stored shape of an app notification (its schema validates every write). */
export type AppNotification = z.infer<typeof notificationSchema>;

/** `firms/{f}/subscriptionRequests/{id}`: a plan change asked by the owner (no payment provider wired). */
export const subscriptionRequestSchema = z.object({
  fromPlan: z.string(),
  toPlan: z.string().min(1),
  requestedBy: z.string().min(1),
  status: z.literal('enregistrée'),
  createdAt: isoInstant,
});
/** The stored shape of a subscription request (its schema validates every write). */
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const researchStatusSchema = z.enum(['en cours', 'à relire', 'terminée']);
const sourceCommon = { id: z.string().min(1), url: text('url') };
/** A source of a research note: code article, court decision or doctrine (French citation style). */
export const researchSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('code'),
    ...sourceCommon,
    article: text('short').min(1),
    code: text('title').min(1),
    /** Version of the text consulted (Légifrance "version en vigueur au …"). */
    versionDate: isoDate.nullable(),
  }),
  z.object({
    kind: z.literal('jurisprudence'),
    ...sourceCommon,
    juridiction: text('title').min(1),
    chambre: text('short'),
    date: isoDate,
    /** Numéro de pourvoi or RG. */
    numero: text('identifier'),
    ecli: text('identifier'),
    solution: text('summary'),
  }),
  z.object({
    kind: z.literal('doctrine'),
    ...sourceCommon,
    author: text('title').min(1),
    title: text('summary').min(1),
    revue: text('title'),
    year: z.number().int().min(1800).max(2100),
    page: text('short'),
  }),
]);
/** The stored shape of a research source (its schema validates every write). */
export type ResearchSource = z.infer<typeof researchSourceSchema>;
export const researchFileSchema = z.object({
  question: text('summary').min(1),
  caseId: z.string().nullable(),
  tags: z.array(text('short')),
  status: researchStatusSchema,
  /** Markdown (rendered through DOMPurify). */
  note: text('document'),
  /** The note and the other fields are edited apart: each has its own stamp (two-tab conflict check). */
  noteUpdatedAt: isoInstant.optional(),
  detailsUpdatedAt: isoInstant.optional(),
  sources: z.array(researchSourceSchema),
  createdBy: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
/** The stored shape of a research file (its schema validates every write). */
export type ResearchFile = z.infer<typeof researchFileSchema>;

/** `firms/{f}/articles/{id}`: the cabinet's own practice articles (Markdown body). */
export const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text('title').min(1),
  summary: text('summary'),
  body: text('document'),
  area: text('title'),
  tags: z.array(text('short')),
  author: text('name'),
  date: isoDate,
  /** Published to the team; a draft is seen by its author only in the list. */
  published: z.boolean(),
  createdBy: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
/** The stored shape of an article (its schema validates every write). */
export type Article = z.infer<typeof articleSchema>;

/** `firms/{f}/documentModels/{id}`: a model of the cabinet, a template with `{{named}}` fields. */
export const documentModelSchema = z.object({
  name: text('title').min(1),
  description: text('notes'),
  template: text('document').min(1),
  /** Fields the lawyer fills by hand (any name not among the known fields). */
  customFields: z.array(text('title')),
  createdBy: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
/** The stored shape of a document model (its schema validates every write). */
export type DocumentModel = z.infer<typeof documentModelSchema>;

export const auditEntrySchema = z.object({
  at: isoInstant,
  uid: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** Only the fields that changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});
/** The stored shape of an audit entry (its schema validates every write). */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `firms/{f}/emails/{key}`: an email the server side sent (or tried to) for the cabinet, written only
 * by the server. `key` names the event it answers (e.g. `booking-received-visitor-{requestId}`): a
 * retried function finds it and sends nothing twice.
 */
export const EMAIL_STATUSES = ['en cours', 'envoyé', 'échec'] as const;
export const sentEmailSchema = z.object({
  kind: z.string().min(1),
  to: z.string().min(1),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int().min(0),
  createdAt: isoInstant,
  sentAt: isoInstant.optional(),
  lastError: z.string().optional(),
  /** What the email is about (a booking request id…), never its content. */
  about: z.string().optional(),
});
/** The stored shape of a sent email (its schema validates every write). */
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const consultationTypeSchema = z.enum(['cabinet', 'visio', 'téléphone']);
/** The stored shape of a consultation type (its schema validates every write). */
export type ConsultationType = z.infer<typeof consultationTypeSchema>;
export const publicProfileSchema = z.object({
  uid: z.string().min(1),
  firmId: z.string().min(1),
  fullName: text('name').min(1),
  title: text('title'),
  firmName: text('title'),
  barreau: text('short'),
  city: text('short'),
  postcode: text('identifier'),
  address: text('address'),
  /**
   * Which of the cabinet's addresses `address` is (mf-team-settings): `siege` (the cabinet's identity),
   * `facturation` (the billing settings), `bureau:{id}` (another office); absent: typed by hand (older profiles).
   */
  addressRef: text('identifier').optional(),
  /** The professional's video meeting link (https), given to visitors who book a visio consultation. */
  visioUrl: text('url').optional(),
  /** At most three "domaines d'activité dominants" (RIN art. 10). */
  practiceAreas: z.array(text('title')).max(3),
  /** Only certified specialisations may be called "spécialiste". */
  certifiedSpecialties: z.array(text('title')),
  languages: z.array(text('short')),
  consultationTypes: z.array(consultationTypeSchema),
  /** Fee of a first consultation per type (integer cents, TTC); a type without a fee shows "sur devis". */
  consultationFees: z.array(z.object({ type: consultationTypeSchema, amountCents: positiveCents })).optional(),
  bio: text('bio'),
  phone: text('phone'),
  email: text('email'),
  published: z.boolean(),
  updatedAt: isoInstant,
});
/** The stored shape of a public profile (its schema validates every write). */
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A professional's weekly availability (the booking rules), validated by the settings form. */
export const availabilitySchema = z.object({
  uid: z.string().min(1),
  firmId: z.string().min(1),
  timezone: z.string(),
  /** day 1 = lundi … 7 = dimanche; times `HH:MM`; `types`: consultation types of the range (all when absent). */
  weekly: z.array(
    z.object({
      day: z.number().int().min(1).max(7),
      start: z.string(),
      end: z.string(),
      types: z.array(consultationTypeSchema).optional(),
    }),
  ),
  slotMinutes: z.number().int().positive(),
  bufferMinutes: z.number().int().nonnegative(),
  /** `closed` removes the day's weekly hours; `start`/`end` add an opening (both: replaced hours). See slots.ts. */
  exceptions: z.array(
    z.object({
      date: isoDate,
      closed: z.boolean(),
      start: z.string().optional(),
      end: z.string().optional(),
      types: z.array(consultationTypeSchema).optional(),
    }),
  ),
  /** Minimum notice before a bookable slot (default 120) and how far ahead slots are offered (default 60 days). */
  minNoticeMinutes: z.number().int().nonnegative().optional(),
  horizonDays: z.number().int().positive().max(365).optional(),
  /**
   * Busy times of the professional without any detail (free/busy projection of their agenda, kept by
   * the calendar area): the public side cannot read the cabinet's events, only these intervals.
   */
  busy: z.array(z.object({ start: isoInstant, end: isoInstant })).optional(),
  updatedAt: isoInstant,
});
/** The stored shape of an availability (its schema validates every write). */
export type Availability = z.infer<typeof availabilitySchema>;

export const bookingRequestSchema = z.object({
  proUid: z.string().min(1),
  firmId: z.string().min(1),
  slotId: z.string().min(1),
  start: isoInstant,
  end: isoInstant,
  type: consultationTypeSchema,
  name: text('name').min(1),
  email: text('email').min(1),
  phone: text('phone'),
  motif: text('message'),
  consent: z.literal(true),
  status: z.enum(['à confirmer', 'confirmé', 'refusé', 'autre horaire proposé']),
  createdAt: isoInstant,
  /**
   * Another time proposed by the cabinet (held in `bookingSlots` meanwhile), and the token of the
   * link sent to the requester: whoever holds it may accept (`bookingAcceptances/{id}`).
   */
  proposedStart: isoInstant.optional(),
  proposedEnd: isoInstant.optional(),
  proposalToken: z.string().optional(),
  /** When the requester accepted the proposed time (the server confirmed it then). */
  acceptedAt: isoInstant.optional(),
  /** The cabinet's answer (calendar area): the message to the requester, who answered and when. */
  responseMessage: text('message').optional(),
  respondedAt: isoInstant.optional(),
  respondedBy: z.string().optional(),
  /** The agenda event a confirmed request became. */
  eventId: z.string().optional(),
  /** The client and the dossier created from a confirmed request (mf-cases-clients). */
  clientId: z.string().optional(),
  caseId: z.string().optional(),
});
/** The stored shape of a booking request (its schema validates every write). */
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingSlotSchema = z.object({
  proUid: z.string().min(1),
  firmId: z.string().min(1),
  start: isoInstant,
  requestId: z.string().min(1),
  createdAt: isoInstant,
});
/** The stored shape of a booking slot (its schema validates every write). */
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** `bookingAcceptances/{requestId}`: the requester accepts the time the cabinet proposed (server applies it). */
export const bookingAcceptanceSchema = z.object({
  token: z.string().min(1),
  createdAt: isoInstant,
});
/** The stored shape of a booking acceptance (its schema validates every write). */
export type BookingAcceptance = z.infer<typeof bookingAcceptanceSchema>;

export const pilotApplicationSchema = z.object({
  name: text('name').min(1),
  email: text('email').min(1),
  firmName: text('title'),
  barreau: text('short'),
  size: text('short'),
  specialties: z.array(text('title')),
  message: text('message'),
  /** Consent to be contacted about the pilot programme (RGPD). */
  consent: z.literal(true),
  createdAt: isoInstant,
  /** The same instant in milliseconds: what the rules compare (a second application after 30 days). */
  createdAtMs: z.number().int(),
});
/** The stored shape of a pilot application (its schema validates every write). */
export type PilotApplication = z.infer<typeof pilotApplicationSchema>;

export const billingSettingsSchema = z.object({
  legalName: text('title'),
  address: text('address'),
  siret: text('identifier'),
  /** FR + 2-digit key + SIREN; empty under the VAT franchise. */
  vatNumber: text('identifier'),
  /** Franchise en base de TVA: "TVA non applicable, art. 293 B du CGI". */
  vatFranchise: z.boolean(),
  /** VAT on receipts (services' rule) or on débits (option); absent on older settings: encaissements. */
  vatRegime: billingVatRegimeSchema.optional(),
  iban: text('identifier'),
  bic: text('identifier'),
  /** Before `YYYY-NNNN` in invoice numbers, e.g. `FA-`. */
  numberingPrefix: text('identifier'),
  paymentTermsDays: z.number().int().nonnegative(),
  mentions: text('mentions'),
  logoPath: z.string().nullable(),
  /** Bumped by each save (two-tab conflict check); absent on old data. */
  updatedAt: isoInstant.optional(),
});
/** The stored shape of a billing settings (its schema validates every write). */
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/**
 * E-invoicing reform (XP Z12-013): the cabinet's plateforme agréée (PA), `firms/{firmId}/settings/einvoicing`
 * (owner). The OAuth client secret is not here: the owner writes it to `platformCredentials/current`,
 * which only the server side reads (the data policy refuses every read).
 */
export const einvoicingSettingsSchema = z.object({
  /** Base URL of the PA's services (Flow Service at `/flow-service/v1`, Directory at `/directory-service/v1`). */
  platformUrl: text('url').min(1),
  /** The PA's OAuth 2 token endpoint (client credentials grant). */
  tokenUrl: text('url').min(1),
  /** OAuth 2 client id. */
  clientId: text('identifier').min(1),
  /** When the client secret was last written (null: never); the secret itself is never read back. */
  secretSetAt: isoInstant.nullable(),
  updatedAt: isoInstant,
});
/** The stored shape of an einvoicing settings (its schema validates every write). */
export type EinvoicingSettings = z.infer<typeof einvoicingSettingsSchema>;

/** `firms/{firmId}/platformCredentials/current`: written by the owner, read by the server side only. */
export const platformCredentialsSchema = z.object({
  clientSecret: z.string().min(1).max(500),
  setBy: z.string().min(1),
  setAt: isoInstant,
});
/** The stored shape of a platform credentials (its schema validates every write). */
export type PlatformCredentials = z.infer<typeof platformCredentialsSchema>;

/** Where an issued invoice stands on the PA (labels: `EINVOICE_STATUS_LABELS`, einvoicing.ts). */
export const einvoiceStatusSchema = z.enum(
  Object.keys(EINVOICE_STATUS_LABELS) as [EinvoiceStatus, ...EinvoiceStatus[]],
);

/**
 * `firms/{firmId}/einvoiceTransmissions/{invoiceId}`: an issued B2B invoice's flow on the PA and its
 * lifecycle, written by the server side only (members read it).
 */
export const einvoiceTransmissionSchema = z.object({
  invoiceId: z.string().min(1),
  invoiceNumber: z.string().min(1),
  buyerSiren: z.string(),
  /** The buyer's electronic address used (BT-49), from the directory. */
  buyerAddress: z.string().nullable(),
  flowId: z.string().nullable(),
  status: einvoiceStatusSchema,
  /** For 210 / 213 / echec: the reason code and its French wording. */
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  history: z.array(z.object({ status: einvoiceStatusSchema, at: isoInstant, reason: z.string().nullable() })),
  /** Sum of the payments already reported as « Encaissée » (212). */
  collectedCents: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
/** The stored shape of an einvoice transmission (its schema validates every write). */
export type EinvoiceTransmission = z.infer<typeof einvoiceTransmissionSchema>;

/** `firms/{firmId}/directoryLookups/{siren}`: what the PA's directory says of a client's SIREN (server-written). */
export const directoryLookupSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  /** `joignable`: an electronic address receives invoices; `nonJoignable`: known, no address; `inconnu`: not in the directory. */
  status: z.enum(['joignable', 'nonJoignable', 'inconnu', 'erreur']),
  electronicAddress: z.string().nullable(),
  name: z.string().nullable(),
  message: z.string().nullable(),
  checkedAt: isoInstant,
});
/** The stored shape of a directory lookup (its schema validates every write). */
export type DirectoryLookup = z.infer<typeof directoryLookupSchema>;

/**
 * `firms/{firmId}/ereports/{kind}-{period}`: an e-reporting transmission (flux 10), computed from the
 * journal in the browser, shown, then created by the owner as `aTransmettre`; the server deposits it
 * and records the outcome. Kept, never edited (a correction is a new report).
 */
export const EREPORT_KINDS = ['paiements', 'b2c'] as const;
export const ereportSchema = z.object({
  kind: z.enum(EREPORT_KINDS),
  /** `YYYY-MM` (monthly regime) — the period covered, `from`…`to` inclusive. */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  from: isoDate,
  to: isoDate,
  /** Per day and VAT rate: amounts received (paiements) or B2C sales (b2c). */
  lines: z.array(
    z.object({ date: isoDate, rate: z.number(), amountCents: z.number().int(), vatCents: z.number().int() }),
  ),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  status: z.enum(['aTransmettre', 'transmis', 'rejete', 'echec']),
  flowId: z.string().nullable(),
  reason: z.string().nullable(),
  createdBy: z.string().min(1),
  createdAt: isoInstant,
  transmittedAt: isoInstant.nullable(),
});
/** The stored shape of an ereport (its schema validates every write). */
export type Ereport = z.infer<typeof ereportSchema>;

/** Every collection's schema, by the name the policy table uses. */
export const schemas = {
  pros: proRecordSchema,
  memberships: membershipSchema,
  firms: firmSchema,
  members: memberSchema,
  invitations: invitationSchema,
  clients: clientSchema,
  cases: caseSchema,
  timeEntries: timeEntrySchema,
  timers: timerSchema,
  documents: caseDocumentSchema,
  conflictChecks: conflictCheckSchema,
  counters: counterSchema,
  invoices: invoiceSchema,
  payments: paymentSchema,
  expenses: expenseSchema,
  carpaMovements: carpaMovementSchema,
  carpaLedgers: carpaLedgerSchema,
  events: eventSchema,
  deadlines: deadlineSchema,
  tasks: taskSchema,
  researchFiles: researchFileSchema,
  articles: articleSchema,
  documentModels: documentModelSchema,
  auditLog: auditEntrySchema,
  emails: sentEmailSchema,
  einvoiceTransmissions: einvoiceTransmissionSchema,
  directoryLookups: directoryLookupSchema,
  platformCredentials: platformCredentialsSchema,
  ereports: ereportSchema,
  settings: z.record(z.string(), z.unknown()),
  notifications: notificationSchema,
  subscriptionRequests: subscriptionRequestSchema,
  publicProfiles: publicProfileSchema,
  availability: availabilitySchema,
  bookingRequests: bookingRequestSchema,
  bookingSlots: bookingSlotSchema,
  bookingAcceptances: bookingAcceptanceSchema,
  pilotApplications: pilotApplicationSchema,
} as const;
