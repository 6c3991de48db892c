/**
 * zod schemas of every collection; the TypeScript types come from them. Amounts are integer
 * cents, dates ISO strings (`2026-03-14` for a day, `2026-03-14T09:30:00.000Z` for an instant).
 */
import { z } from 'zod';
import { isValidSiren } from './identifiers.ts';

const isoInstant = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const cents = z.number().int();
const positiveCents = z.number().int().nonnegative();

export const roleSchema = z.enum(['owner', 'member']);

/** `pros/{uid}`: exactly the seed's professional record (SEED-SPEC §3). */
export const proRecordSchema = z.strictObject({
  uid: z.string().min(1),
  email: z.string(),
  accountType: z.enum(['solo', 'firm']),
  profile: z.strictObject({ fullName: z.string(), phone: z.string() }),
  firm: z.strictObject({ name: z.string(), siret: z.string(), address: z.string() }).nullable(),
  preferences: z.strictObject({ specialties: z.array(z.string()), languages: z.array(z.string()) }),
  createdAt: isoInstant,
});
export type ProRecord = z.infer<typeof proRecordSchema>;

/** `firms/{firmId}`: the cabinet (firmId = the owner's uid). */
export const firmSchema = z.object({
  name: z.string().min(1),
  ownerUid: z.string().min(1),
  accountType: z.enum(['solo', 'firm']),
  siret: z.string(),
  address: z.string(),
  createdAt: isoInstant,
});
export type Firm = z.infer<typeof firmSchema>;

/** `firms/{firmId}/members/{uid}`. `invitation` is the token used to join (members only). */
export const memberSchema = z.object({
  uid: z.string().min(1),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  joinedAt: isoInstant,
  invitation: z.string().optional(),
});
export type Member = z.infer<typeof memberSchema>;

/** `memberships/{uid}`: uid → cabinet lookup. */
export const membershipSchema = z.object({
  firmId: z.string().min(1),
  role: roleSchema,
  invitation: z.string().optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** `invitations/{token}`. */
export const invitationSchema = z.object({
  token: z.string().min(1),
  firmId: z.string().min(1),
  firmName: z.string(),
  email: z.string(),
  role: z.literal('member'),
  createdAt: isoInstant,
  expiresAt: isoInstant,
  usedAt: isoInstant.nullable(),
  usedBy: z.string().nullable(),
  invitedBy: z.string().min(1),
});
export type Invitation = z.infer<typeof invitationSchema>;

const clientCommon = {
  /** "DURAND Claire" or the raison sociale: what lists sort and conflict checks search on. */
  displayName: z.string().min(1),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  archived: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
};
export const clientSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('physique'),
    civilite: z.enum(['M.', 'Mme']),
    nom: z.string().min(1),
    prenom: z.string(),
    ...clientCommon,
  }),
  z.object({
    kind: z.literal('morale'),
    raisonSociale: z.string().min(1),
    // Stored as 9 plain digits.
    siren: z
      .string()
      .refine(
        (v) => v === '' || (/^\d{9}$/.test(v) && isValidSiren(v)),
        'SIREN invalide (9 chiffres avec clé de contrôle).',
      ),
    forme: z.string(),
    ...clientCommon,
  }),
]);
export type Client = z.infer<typeof clientSchema>;

export function clientDisplayName(
  client: { kind: 'physique'; nom: string; prenom: string } | { kind: 'morale'; raisonSociale: string },
): string {
  return client.kind === 'physique' ? `${client.nom.toUpperCase()} ${client.prenom}`.trim() : client.raisonSociale;
}

export const caseStatusSchema = z.enum(['ouvert', 'en attente', 'clos']);
export const feeSchema = z.object({
  kind: z.enum(['forfait', 'temps', 'resultat']),
  amountCents: positiveCents.optional(),
  hourlyRateCents: positiveCents.optional(),
  successPercent: z.number().min(0).max(100).optional(),
});
export const caseSchema = z.object({
  /** `2026-0001`: per cabinet and year, gap-free (see nextCounterValue). */
  reference: z.string().regex(/^\d{4}-\d{4,}$/),
  title: z.string().min(1),
  clientIds: z.array(z.string()),
  opposingParties: z.array(z.object({ name: z.string().min(1), kind: z.enum(['physique', 'morale']) })),
  matter: z.string(),
  jurisdiction: z.string(),
  rgNumber: z.string(),
  responsibleUid: z.string(),
  status: caseStatusSchema,
  fee: feeSchema,
  openedAt: isoDate,
  closedAt: isoDate.nullable(),
  notes: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Case = z.infer<typeof caseSchema>;

export const timeEntrySchema = z.object({
  caseId: z.string().min(1),
  uid: z.string(),
  date: isoDate,
  minutes: z.number().int().positive(),
  description: z.string(),
  rateCents: positiveCents,
  billed: z.boolean(),
  invoiceId: z.string().nullable().optional(),
  createdAt: isoInstant,
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const caseDocumentSchema = z.object({
  caseId: z.string().optional(),
  clientId: z.string().optional(),
  name: z.string().min(1),
  /** Path in the file store (`firms/{firmId}/…`). */
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  uploadedBy: z.string(),
  uploadedAt: isoInstant,
});
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
export type ConflictCheck = z.infer<typeof conflictCheckSchema>;

/** A gap-free yearly sequence: `counters/{name}-{year}`. */
export const counterSchema = z.object({ value: z.number().int().nonnegative(), updatedAt: isoInstant.optional() });
export type Counter = z.infer<typeof counterSchema>;

export const invoiceLineSchema = z.object({
  kind: z.enum(['honoraires', 'emoluments', 'debours']),
  designation: z.string().min(1),
  quantity: z.number().positive(),
  unitPriceCents: cents,
  /** 20 or 0 (exempt, with `vatExemptMention`); débours are outside VAT. */
  vatRate: z.union([z.literal(20), z.literal(0)]),
  timeEntryIds: z.array(z.string()).optional(),
});
/**
 * Invoice states: `draft` (brouillon), then issued: `pending` (not yet due), `unpaid` (due date
 * passed, not fully paid), `paid`; `cancelled` once fully credited by an avoir.
 */
export const invoiceStatusSchema = z.enum(['draft', 'pending', 'unpaid', 'paid', 'cancelled']);
export const invoiceSchema = z.object({
  kind: z.enum(['facture', 'avoir']),
  /** `2026-0001` once issued; null for a draft. */
  number: z.string().nullable(),
  status: invoiceStatusSchema,
  clientId: z.string().min(1),
  caseId: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  totalHtCents: cents,
  totalTvaCents: cents,
  totalTtcCents: cents,
  provisionCents: positiveCents,
  paidCents: positiveCents,
  issueDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  paymentTerms: z.string(),
  vatExemptMention: z.string().nullable(),
  /** Credit note: the invoice it corrects. */
  creditFor: z.string().nullable(),
  /** Sealed identities at issue time (never updated afterwards). */
  issuerSnapshot: z.record(z.string(), z.unknown()).nullable(),
  clientSnapshot: z.record(z.string(), z.unknown()).nullable(),
  createdBy: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const paymentMethodSchema = z.enum(['virement', 'cheque', 'carte', 'especes', 'carpa', 'prelevement']);
export const paymentSchema = z.object({
  invoiceId: z.string().min(1),
  clientId: z.string().min(1),
  caseId: z.string().nullable(),
  date: isoDate,
  amountCents: z.number().int().positive(),
  method: paymentMethodSchema,
  reference: z.string(),
  createdAt: isoInstant,
});
export type Payment = z.infer<typeof paymentSchema>;

export const expenseSchema = z.object({
  date: isoDate,
  supplier: z.string().min(1),
  /** Form 2035 category (loyers, fournitures, cotisations…). */
  category: z.string(),
  htCents: cents,
  tvaCents: cents,
  ttcCents: cents,
  method: paymentMethodSchema,
  receiptPath: z.string().nullable(),
  createdAt: isoInstant,
});
export type Expense = z.infer<typeof expenseSchema>;

export const eventSchema = z.object({
  kind: z.enum(['audience', 'rendez-vous', 'autre']),
  title: z.string().min(1),
  start: isoInstant,
  end: isoInstant,
  caseId: z.string().nullable(),
  attendeeUids: z.array(z.string()),
  location: z.string(),
  /** Audiences. */
  jurisdiction: z.string().optional(),
  chamber: z.string().optional(),
  hearingType: z.string().optional(),
  rgNumber: z.string().optional(),
  /** Rendez-vous: `à confirmer` when it comes from a booking request. */
  status: z.enum(['confirmé', 'à confirmer', 'annulé']),
  bookingRequestId: z.string().nullable().optional(),
  createdAt: isoInstant,
});
export type CalendarEvent = z.infer<typeof eventSchema>;

export const deadlineSchema = z.object({
  title: z.string().min(1),
  caseId: z.string().nullable(),
  dueDate: isoDate,
  /** How it was computed (CPC art. 641-644), shown to the user. */
  computation: z.string(),
  assigneeUid: z.string().nullable(),
  done: z.boolean(),
  doneAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const taskStatusSchema = z.enum(['à faire', 'en cours', 'en revue', 'terminé']);
export const taskSchema = z.object({
  title: z.string().min(1),
  status: taskStatusSchema,
  assigneeUid: z.string().nullable(),
  caseId: z.string().nullable(),
  dueDate: isoDate.nullable(),
  order: z.number(),
  createdBy: z.string(),
  createdAt: isoInstant,
});
export type Task = z.infer<typeof taskSchema>;

export const researchFileSchema = z.object({
  question: z.string().min(1),
  caseId: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(['en cours', 'terminée']),
  note: z.string(),
  sources: z.array(
    z.object({
      kind: z.enum(['code', 'jurisprudence', 'doctrine', 'autre']),
      reference: z.string(),
      url: z.string().optional(),
    }),
  ),
  createdBy: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ResearchFile = z.infer<typeof researchFileSchema>;

export const auditEntrySchema = z.object({
  at: isoInstant,
  uid: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const consultationTypeSchema = z.enum(['cabinet', 'visio', 'téléphone']);
export const publicProfileSchema = z.object({
  uid: z.string().min(1),
  firmId: z.string().min(1),
  fullName: z.string().min(1),
  title: z.string(),
  firmName: z.string(),
  barreau: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  /** At most three "domaines d'activité dominants" (RIN art. 10). */
  practiceAreas: z.array(z.string()).max(3),
  /** Only certified specialisations may be called "spécialiste". */
  certifiedSpecialties: z.array(z.string()),
  languages: z.array(z.string()),
  consultationTypes: z.array(consultationTypeSchema),
  bio: z.string(),
  phone: z.string(),
  email: z.string(),
  published: z.boolean(),
  updatedAt: isoInstant,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const availabilitySchema = z.object({
  uid: z.string().min(1),
  firmId: z.string().min(1),
  timezone: z.string(),
  /** day 1 = lundi … 7 = dimanche; times `HH:MM`. */
  weekly: z.array(z.object({ day: z.number().int().min(1).max(7), start: z.string(), end: z.string() })),
  slotMinutes: z.number().int().positive(),
  bufferMinutes: z.number().int().nonnegative(),
  exceptions: z.array(
    z.object({ date: isoDate, closed: z.boolean(), start: z.string().optional(), end: z.string().optional() }),
  ),
  updatedAt: isoInstant,
});
export type Availability = z.infer<typeof availabilitySchema>;

export const bookingRequestSchema = z.object({
  proUid: z.string().min(1),
  firmId: z.string().min(1),
  slotId: z.string().min(1),
  start: isoInstant,
  end: isoInstant,
  type: consultationTypeSchema,
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string(),
  motif: z.string(),
  consent: z.literal(true),
  status: z.enum(['à confirmer', 'confirmé', 'refusé']),
  createdAt: isoInstant,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingSlotSchema = z.object({
  proUid: z.string().min(1),
  firmId: z.string().min(1),
  start: isoInstant,
  requestId: z.string().min(1),
  createdAt: isoInstant,
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const pilotApplicationSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  firmName: z.string(),
  barreau: z.string(),
  size: z.string(),
  specialties: z.array(z.string()),
  message: z.string(),
  createdAt: isoInstant,
});
export type PilotApplication = z.infer<typeof pilotApplicationSchema>;

export const billingSettingsSchema = z.object({
  legalName: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  numberingPrefix: z.string(),
  paymentTermsDays: z.number().int().nonnegative(),
  mentions: z.string(),
  logoPath: z.string().nullable(),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

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
  documents: caseDocumentSchema,
  conflictChecks: conflictCheckSchema,
  counters: counterSchema,
  invoices: invoiceSchema,
  payments: paymentSchema,
  expenses: expenseSchema,
  events: eventSchema,
  deadlines: deadlineSchema,
  tasks: taskSchema,
  researchFiles: researchFileSchema,
  auditLog: auditEntrySchema,
  settings: z.record(z.string(), z.unknown()),
  publicProfiles: publicProfileSchema,
  availability: availabilitySchema,
  bookingRequests: bookingRequestSchema,
  bookingSlots: bookingSlotSchema,
  pilotApplications: pilotApplicationSchema,
} as const;
