/**
 * The access policy: ONE table, collection × operation → who may. Enforced by the IndexedDB
 * adapter (`checkAccess`) and mirrored, block for block, by firebase/firestore.rules.
 *
 * Who: `anyone` (signed-out visitors too) · `self` (the uid in the path is the caller) ·
 * `firmMember` (owner or member of the cabinet in the path) · `firmOwner` (its owner) ·
 * `founder` (creating one's own cabinet at sign-up: firmId = uid) · `invitee` (joining with a
 * valid invitation, in the same transaction that marks it used) · `dataFirmMember` /
 * `dataFirmOwner` (the document's `firmId` field names the caller's cabinet) ·
 * `invitationAcceptor` (marks a valid invitation addressed to the caller as used) ·
 * `settingsWriter` (owner for team/billing/subscription, any member otherwise) ·
 * `carpaMovementCreator` (a member; the dossier's CARPA ledger is updated in the same write to
 * this movement's sequence and balance; a fee withdrawal carries a written authorisation) ·
 * `carpaLedgerWriter` (a member; one movement per write: one total grows, the balance follows and
 * never goes below zero) ·
 * `invoiceWriter` (a member; a draft is free; an issued invoice is numbered with the yearly counter
 * of its kind — `provisions` for a demande de provision, `invoices` otherwise — written in the same
 * transaction, then only its settlement fields change (`deductedBy` on a demande de provision only)
 * and it is never deleted) ·
 * `paymentCreator` (a member; a receipt of a positive amount, or the one counter-entry of a positive
 * payment: id `{payment}-annulation`, the opposite amount and shares on the same invoice, a reason;
 * either way its VAT and débours shares, summed by the accounting totals, are integers) ·
 * `auditAuthor` (a member writing a journal entry in their own name: its `uid` is the caller) ·
 * `clientWriter` (a member edits a client; anonymising it — setting or changing `anonymisedAt` — is the owner's) ·
 * `timeEntryWriter` (a member; an entry on an issued invoice (`billed`) is sealed with it — only the
 * owner's anonymisation may rewrite its description — and an entry taken into an invoice
 * (`invoiceId`) is not deleted) ·
 * `proposalAcceptor` (anyone holding the token of a time the cabinet proposed, while it is proposed) ·
 * `nobody`.
 */
import { INVOICE_COUNTER_NAMES, INVOICE_SETTLEMENT_FIELDS, OWNER_ONLY_SETTINGS } from './constants.ts';
import { DATA_MESSAGES } from './errors.ts';
import { segmentsOf } from './paths.ts';
import { DataError, type DocData } from './port.ts';

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const OPERATIONS: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

export type RuleKind =
  | 'anyone'
  | 'nobody'
  | 'self'
  | 'firmMember'
  | 'firmOwner'
  | 'founder'
  | 'invitee'
  | 'dataFirmMember'
  | 'dataFirmOwner'
  | 'invitationAcceptor'
  | 'published'
  | 'bookingRequester'
  | 'slotTaker'
  | 'pilotApplicant'
  | 'recipient'
  | 'settingsWriter'
  | 'carpaMovementCreator'
  | 'carpaLedgerWriter'
  | 'invoiceWriter'
  | 'paymentCreator'
  | 'auditAuthor'
  | 'clientWriter'
  | 'timeEntryWriter'
  | 'proposalAcceptor';

export type CollectionRules = {
  /** Path pattern of a document, `{x}` for a variable segment. */
  pattern: string;
  rules: Record<Operation, RuleKind[]>;
};

const all = (kinds: RuleKind[]): Record<Operation, RuleKind[]> => ({
  get: kinds,
  list: kinds,
  create: kinds,
  update: kinds,
  delete: kinds,
});
const workCollection = (name: string): CollectionRules => ({
  pattern: `firms/{firmId}/${name}/{id}`,
  rules: all(['firmMember']),
});

export const WORK_COLLECTIONS = [
  'cases',
  'timeEntries',
  'documents',
  'conflictChecks',
  'counters',
  'expenses',
  'events',
  'deadlines',
  'tasks',
  'researchFiles',
  'articles',
  'documentModels',
] as const;

export const POLICY = {
  pros: {
    pattern: 'pros/{uid}',
    rules: { get: ['self'], list: ['nobody'], create: ['self'], update: ['self'], delete: ['self'] },
  },
  memberships: {
    pattern: 'memberships/{uid}',
    rules: {
      get: ['self'],
      list: ['nobody'],
      create: ['founder', 'invitee'],
      // The owner changes a member's role (the member document and this lookup, in one transaction).
      update: ['dataFirmOwner'],
      delete: ['dataFirmOwner'],
    },
  },
  firms: {
    pattern: 'firms/{firmId}',
    rules: { get: ['firmMember'], list: ['nobody'], create: ['founder'], update: ['firmOwner'], delete: ['nobody'] },
  },
  members: {
    pattern: 'firms/{firmId}/members/{uid}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['founder', 'invitee'],
      update: ['firmOwner'],
      delete: ['firmOwner'],
    },
  },
  invitations: {
    pattern: 'invitations/{token}',
    rules: {
      get: ['anyone'],
      list: ['dataFirmOwner'],
      create: ['dataFirmOwner'],
      update: ['dataFirmOwner', 'invitationAcceptor'],
      delete: ['dataFirmOwner'],
    },
  },
  ...(Object.fromEntries(WORK_COLLECTIONS.map((name) => [name, workCollection(name)])) as Record<
    (typeof WORK_COLLECTIONS)[number],
    CollectionRules
  >),
  // Time on an issued invoice is sealed with it: the data policy refuses the change, not only the screen.
  timeEntries: {
    pattern: 'firms/{firmId}/timeEntries/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['firmMember'],
      update: ['timeEntryWriter'],
      delete: ['timeEntryWriter'],
    },
  },
  // A running timer is its person's alone (`recipient`: the document's `uid` is the caller; lists
  // ask `where uid == me`): nobody else reads, stops or restarts it.
  timers: {
    pattern: 'firms/{firmId}/timers/{uid}',
    rules: all(['recipient']),
  },
  // RGPD: anonymising a client erases identities everywhere; only the cabinet's owner may decide it.
  clients: {
    pattern: 'firms/{firmId}/clients/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['firmMember'],
      update: ['clientWriter'],
      delete: ['firmMember'],
    },
  },
  invoices: {
    pattern: 'firms/{firmId}/invoices/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['invoiceWriter'],
      update: ['invoiceWriter'],
      delete: ['invoiceWriter'],
    },
  },
  payments: {
    // Receipts are append-only (livre-journal): written with the invoice's paidCents; a mistake is
    // reversed by a counter-entry, once, with a reason — never edited nor deleted.
    pattern: 'firms/{firmId}/payments/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['paymentCreator'],
      update: ['nobody'],
      delete: ['nobody'],
    },
  },
  carpaMovements: {
    pattern: 'firms/{firmId}/carpaMovements/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['carpaMovementCreator'],
      update: ['nobody'],
      delete: ['nobody'],
    },
  },
  carpaLedgers: {
    pattern: 'firms/{firmId}/carpaLedgers/{caseId}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['carpaLedgerWriter'],
      update: ['carpaLedgerWriter'],
      delete: ['nobody'],
    },
  },
  // The journal of sensitive changes is the owner's to read; every member's sensitive action writes
  // its entry in their own name (never someone else's); nobody edits or deletes an entry.
  auditLog: {
    pattern: 'firms/{firmId}/auditLog/{id}',
    rules: {
      get: ['firmOwner'],
      list: ['firmOwner'],
      create: ['auditAuthor'],
      update: ['nobody'],
      delete: ['nobody'],
    },
  },
  // Emails the server side sent for the cabinet: the owner reads them; only the server writes.
  emails: {
    pattern: 'firms/{firmId}/emails/{key}',
    rules: {
      get: ['firmOwner'],
      list: ['firmOwner'],
      create: ['nobody'],
      update: ['nobody'],
      delete: ['nobody'],
    },
  },
  // E-invoicing: the server side writes what the PA answers; members read it.
  einvoiceTransmissions: {
    pattern: 'firms/{firmId}/einvoiceTransmissions/{invoiceId}',
    rules: { get: ['firmMember'], list: ['firmMember'], create: ['nobody'], update: ['nobody'], delete: ['nobody'] },
  },
  directoryLookups: {
    pattern: 'firms/{firmId}/directoryLookups/{siren}',
    rules: { get: ['firmMember'], list: ['firmMember'], create: ['nobody'], update: ['nobody'], delete: ['nobody'] },
  },
  // The PA's client secret: the owner writes it; no one reads it back (the server side reads it).
  platformCredentials: {
    pattern: 'firms/{firmId}/platformCredentials/{name}',
    rules: { get: ['nobody'], list: ['nobody'], create: ['firmOwner'], update: ['firmOwner'], delete: ['firmOwner'] },
  },
  // E-reporting: the owner submits a period; the server deposits it and records the outcome; kept.
  ereports: {
    pattern: 'firms/{firmId}/ereports/{id}',
    rules: { get: ['firmMember'], list: ['firmMember'], create: ['firmOwner'], update: ['nobody'], delete: ['nobody'] },
  },
  settings: {
    pattern: 'firms/{firmId}/settings/{name}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['settingsWriter'],
      update: ['settingsWriter'],
      delete: ['settingsWriter'],
    },
  },
  // In-app notifications: `recipient` = a member of the cabinet whose uid is the document's `uid`
  // (lists must ask `where uid == me`); any member may notify a teammate (task assigned…).
  notifications: {
    pattern: 'firms/{firmId}/notifications/{id}',
    rules: {
      get: ['recipient'],
      list: ['recipient'],
      create: ['firmMember'],
      update: ['recipient'],
      delete: ['recipient'],
    },
  },
  // Plan change requests (no payment provider wired): recorded by the owner, never edited.
  subscriptionRequests: {
    pattern: 'firms/{firmId}/subscriptionRequests/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['firmOwner'],
      update: ['nobody'],
      delete: ['nobody'],
    },
  },
  // Public side. `published`: the profile says `published: true` (lists must ask `where published == true`).
  // `bookingRequester` / `slotTaker`: a visitor's request and the slot it takes are written together
  // (each names the other; the profile is published and of the same cabinet), so a slot is taken once.
  // `pilotApplicant`: one application per email (id = hash of the email); again only after 30 days.
  publicProfiles: {
    pattern: 'publicProfiles/{uid}',
    rules: {
      get: ['published', 'self'],
      list: ['published', 'self'],
      create: ['self'],
      update: ['self'],
      delete: ['self'],
    },
  },
  availability: {
    pattern: 'availability/{uid}',
    rules: { get: ['anyone'], list: ['anyone'], create: ['self'], update: ['self'], delete: ['self'] },
  },
  bookingRequests: {
    pattern: 'bookingRequests/{id}',
    rules: {
      get: ['dataFirmMember'],
      list: ['dataFirmMember'],
      create: ['bookingRequester'],
      update: ['dataFirmMember'],
      delete: ['dataFirmMember'],
    },
  },
  bookingSlots: {
    pattern: 'bookingSlots/{slotId}',
    // A member holds a slot of their cabinet for the time they propose instead.
    rules: {
      get: ['anyone'],
      list: ['anyone'],
      create: ['slotTaker', 'dataFirmMember'],
      update: ['nobody'],
      delete: ['dataFirmMember'],
    },
  },
  // The requester accepts the proposed time by writing the link's token; the server applies it.
  bookingAcceptances: {
    pattern: 'bookingAcceptances/{id}',
    rules: { get: ['nobody'], list: ['nobody'], create: ['proposalAcceptor'], update: ['nobody'], delete: ['nobody'] },
  },
  pilotApplications: {
    pattern: 'pilotApplications/{id}',
    rules: {
      get: ['nobody'],
      list: ['nobody'],
      create: ['pilotApplicant'],
      update: ['pilotApplicant'],
      delete: ['nobody'],
    },
  },
} satisfies Record<string, CollectionRules>;

/**
 * A dossier's CARPA ledger moves by exactly one movement per write: one of its totals (received,
 * paid out, fees) grows, the movement count goes up by one, the balance follows — and never goes
 * below zero. `before` is the stored ledger (null: the dossier's first movement).
 */
function carpaLedgerStep(before: DocData | null, after: DocData): boolean {
  const num = (doc: DocData | null, key: string): number => {
    if (!doc) return 0;
    const value = doc[key];
    return typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN;
  };
  const received = num(after, 'receivedCents') - num(before, 'receivedCents');
  const paidOut = num(after, 'paidOutCents') - num(before, 'paidOutCents');
  const fees = num(after, 'feesCents') - num(before, 'feesCents');
  const deltas = [received, paidOut, fees];
  const balance = num(after, 'balanceCents');
  return (
    deltas.every((delta) => delta >= 0) &&
    deltas.filter((delta) => delta > 0).length === 1 &&
    num(after, 'movementCount') === num(before, 'movementCount') + 1 &&
    balance === num(before, 'balanceCents') + received - paidOut - fees &&
    balance >= 0
  );
}

/** A second pilot application from the same email is taken only after 30 days. */
export const PILOT_RENEWAL_MS = 30 * 86_400_000;

export type CollectionName = keyof typeof POLICY;
export const COLLECTION_NAMES = Object.keys(POLICY) as CollectionName[];

/** The caller as the policy sees it: auth identity plus the membership read from the store. */
export type Principal = { uid: string; email: string; firmId: string | null; role: 'owner' | 'member' | null } | null;

export type AccessRequest = {
  op: Operation;
  /** A document path, or a collection path for `list`. */
  path: string;
  /** The stored document before the operation (get, update, delete; each result of a list). */
  before?: DocData | null;
  /** The document as it would be after a create or update. */
  after?: DocData | null;
};

/** A document as it will be once the current write set commits (rules' getAfter); prefetched, so synchronous. */
export type ReadAfter = (path: string) => DocData | null;

export type Match = { name: CollectionName; vars: Record<string, string> };

/** Each collection's pattern, split once: matchPath runs for every document read or written. */
const PATTERNS = COLLECTION_NAMES.map((name) => ({ name, pattern: segmentsOf(POLICY[name].pattern) }));

/** Which table row a path belongs to (a collection path matches with an empty last variable). */
export function matchPath(path: string): Match | null {
  const segments = segmentsOf(path);
  const isCollection = segments.length % 2 === 1;
  for (const { name, pattern } of PATTERNS) {
    if (pattern.length !== segments.length + (isCollection ? 1 : 0)) continue;
    const vars: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i];
      if (part.startsWith('{')) {
        vars[part.slice(1, -1)] = segment ?? '';
        return true;
      }
      return segment === part;
    });
    if (ok) return { name, vars };
  }
  return null;
}

/** Path-only kinds can be decided for a whole collection (lists) without reading documents. */
const DATA_KINDS: RuleKind[] = [
  'recipient',
  'published',
  'bookingRequester',
  'slotTaker',
  'pilotApplicant',
  'dataFirmMember',
  'dataFirmOwner',
  'invitationAcceptor',
  'invitee',
  'founder',
  'auditAuthor',
];
export function needsDocumentData(kinds: RuleKind[]): boolean {
  return kinds.some((kind) => DATA_KINDS.includes(kind));
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function allows(
  kind: RuleKind,
  principal: Principal,
  match: Match,
  request: AccessRequest,
  readAfter: ReadAfter,
): boolean {
  const { vars } = match;
  const data = request.op === 'create' || request.op === 'update' ? (request.after ?? null) : (request.before ?? null);
  switch (kind) {
    case 'anyone':
      return true;
    case 'nobody':
      return false;
    case 'self':
      return !!principal && (vars.uid ?? '') === principal.uid;
    case 'firmMember':
      return !!principal && !!principal.firmId && vars.firmId === principal.firmId;
    case 'firmOwner':
      return !!principal && !!principal.firmId && vars.firmId === principal.firmId && principal.role === 'owner';
    case 'recipient': {
      if (!allows('firmMember', principal, match, request, readAfter) || !data || !principal) return false;
      // An update may not hand the notification to someone else.
      const before = request.before;
      return (
        str(data.uid) === principal.uid && (request.op !== 'update' || !before || str(before.uid) === principal.uid)
      );
    }
    case 'auditAuthor':
      return (
        allows('firmMember', principal, match, request, readAfter) &&
        request.op === 'create' &&
        !!data &&
        !!principal &&
        str(data.uid) === principal.uid
      );
    case 'settingsWriter': {
      const ownerOnly = (OWNER_ONLY_SETTINGS as readonly string[]).includes(vars.name ?? '');
      return allows(ownerOnly ? 'firmOwner' : 'firmMember', principal, match, request, readAfter);
    }
    case 'carpaMovementCreator': {
      if (!allows('firmMember', principal, match, request, readAfter) || request.op !== 'create' || !data) return false;
      if (data.kind === 'honoraires' && !hasWrittenAuthorisation(data.authorisation)) return false;
      // The ledger written in the same transaction counts this movement and holds its balance.
      const ledger = readAfter(`firms/${vars.firmId}/carpaLedgers/${str(data.caseId)}`);
      return !!ledger && ledger.movementCount === data.sequence && ledger.balanceCents === data.balanceAfterCents;
    }
    case 'carpaLedgerWriter':
      return (
        allows('firmMember', principal, match, request, readAfter) &&
        !!data &&
        data.caseId === vars.caseId &&
        carpaLedgerStep(request.before ?? null, data)
      );
    case 'clientWriter': {
      if (!allows('firmMember', principal, match, request, readAfter)) return false;
      const unchanged =
        JSON.stringify(request.before?.anonymisedAt ?? null) === JSON.stringify(data?.anonymisedAt ?? null);
      return unchanged || allows('firmOwner', principal, match, request, readAfter);
    }
    case 'timeEntryWriter': {
      if (!allows('firmMember', principal, match, request, readAfter)) return false;
      const before = request.before ?? null;
      if (before?.billed === true) {
        // Sealed with its invoice; only the owner's RGPD anonymisation may rewrite its description.
        if (request.op !== 'update' || !data || !allows('firmOwner', principal, match, request, readAfter))
          return false;
        const keys = new Set([...Object.keys(before), ...Object.keys(data)]);
        return [...keys].every(
          (key) => key === 'description' || JSON.stringify(before[key]) === JSON.stringify(data[key]),
        );
      }
      return request.op !== 'delete' || before?.invoiceId == null;
    }
    case 'invoiceWriter': {
      if (!allows('firmMember', principal, match, request, readAfter)) return false;
      const before = request.before ?? null;
      if (request.op === 'delete') return !!before && before.status === 'draft';
      if (!data) return false;
      if (before && before.status !== 'draft') {
        // Issued: sealed. Only the settlement fields may change; it stays issued.
        const keys = new Set([...Object.keys(before), ...Object.keys(data)]);
        for (const key of keys) {
          if (JSON.stringify(before[key]) === JSON.stringify(data[key])) continue;
          if (key === 'deductedBy' && before.kind !== 'provision') return false;
          if (!(INVOICE_SETTLEMENT_FIELDS as readonly string[]).includes(key)) return false;
        }
        return true;
      }
      if (data.status === 'draft') return data.number === null || data.number === undefined;
      // Issuing (create of an avoir, or draft → issued): its number is the counter's value after this write.
      const numbered = /(\d{4})-(\d{4,})$/.exec(str(data.number));
      if (data.status !== 'issued' || !numbered) return false;
      const counterName = data.kind === 'provision' ? INVOICE_COUNTER_NAMES.provisions : INVOICE_COUNTER_NAMES.invoices;
      const counter = readAfter(`firms/${vars.firmId}/counters/${counterName}-${numbered[1]}`);
      return !!counter && counter.value === Number(numbered[2]);
    }
    case 'paymentCreator': {
      if (!allows('firmMember', principal, match, request, readAfter) || request.op !== 'create' || !data) return false;
      const amount = data.amountCents;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount === 0) return false;
      // The accounting totals sum these shares by aggregation: each present, an integer. Not bounded by
      // the amount: after an avoir, a receipt may carry back shares larger than itself (invoiceTotals.ts).
      const { tvaCents, deboursCents } = data;
      if (!isStoredInteger(tvaCents) || !isStoredInteger(deboursCents)) return false;
      if (amount > 0) return data.reversalOf === undefined || data.reversalOf === null;
      // A counter-entry reverses one positive payment of the same invoice, once (its id), with a reason,
      // and takes back exactly the shares it carried.
      const reversed = str(data.reversalOf);
      if (!reversed || vars.id !== `${reversed}-annulation` || str(data.reason).trim() === '') return false;
      const original = readAfter(`firms/${vars.firmId}/payments/${reversed}`);
      return (
        !!original &&
        original.invoiceId === data.invoiceId &&
        original.amountCents === -amount &&
        original.tvaCents === -tvaCents &&
        original.deboursCents === -deboursCents &&
        (original.reversalOf === undefined || original.reversalOf === null)
      );
    }
    case 'founder': {
      // Sign-up: the new user creates their own cabinet (firmId = uid) and is its owner.
      if (!principal || request.op !== 'create' || !data) return false;
      if (match.name === 'firms') return vars.firmId === principal.uid && data.ownerUid === principal.uid;
      if (match.name === 'members')
        return vars.firmId === principal.uid && vars.uid === principal.uid && data.role === 'owner';
      if (match.name === 'memberships')
        return vars.uid === principal.uid && data.firmId === principal.uid && data.role === 'owner';
      return false;
    }
    case 'invitee': {
      // Joining: a member document about oneself, backed by an invitation this same write marks used.
      if (!principal || request.op !== 'create' || !data || vars.uid !== principal.uid || data.role !== 'member')
        return false;
      const token = str(data.invitation);
      if (!token) return false;
      const invitation = readAfter(`invitations/${token}`);
      const firmId = match.name === 'members' ? vars.firmId : str(data.firmId);
      return (
        !!invitation &&
        invitation.firmId === firmId &&
        invitation.usedBy === principal.uid &&
        str(invitation.email).toLowerCase() === principal.email.toLowerCase()
      );
    }
    case 'dataFirmMember':
    case 'dataFirmOwner': {
      if (!principal || !principal.firmId || !data) return false;
      if (kind === 'dataFirmOwner' && principal.role !== 'owner') return false;
      if (str(data.firmId) !== principal.firmId) return false;
      // An update may not move a document to another cabinet.
      return request.op !== 'update' || !request.before || str(request.before.firmId) === principal.firmId;
    }
    case 'invitationAcceptor': {
      const before = request.before;
      const after = request.after;
      if (!principal || request.op !== 'update' || !before || !after) return false;
      const unchanged = ['token', 'firmId', 'firmName', 'email', 'role', 'createdAt', 'expiresAt', 'invitedBy'].every(
        (k) => after[k] === before[k],
      );
      return (
        unchanged &&
        before.usedAt === null &&
        str(before.expiresAt) > new Date().toISOString() &&
        str(before.email).toLowerCase() === principal.email.toLowerCase() &&
        after.usedBy === principal.uid &&
        typeof after.usedAt === 'string'
      );
    }
    case 'published':
      return !!data && data.published === true;
    case 'bookingRequester': {
      if (request.op !== 'create' || !data || data.status !== 'à confirmer' || data.consent !== true) return false;
      const slot = readAfter(`bookingSlots/${str(data.slotId)}`);
      const profile = readAfter(`publicProfiles/${str(data.proUid)}`);
      return (
        !!slot &&
        !!profile &&
        slot.requestId === vars.id &&
        slot.proUid === data.proUid &&
        slot.firmId === data.firmId &&
        slot.start === data.start &&
        profile.published === true &&
        profile.firmId === data.firmId
      );
    }
    case 'proposalAcceptor': {
      if (request.op !== 'create' || !data) return false;
      const booking = readAfter(`bookingRequests/${str(vars.id)}`);
      return (
        !!booking &&
        booking.status === 'autre horaire proposé' &&
        typeof booking.proposalToken === 'string' &&
        booking.proposalToken === data.token &&
        Object.keys(data).every((key) => key === 'token' || key === 'createdAt')
      );
    }
    case 'slotTaker': {
      if (request.op !== 'create' || !data || vars.slotId !== `${str(data.proUid)}_${str(data.start)}`) return false;
      const booking = readAfter(`bookingRequests/${str(data.requestId)}`);
      return (
        !!booking &&
        booking.slotId === vars.slotId &&
        booking.proUid === data.proUid &&
        booking.firmId === data.firmId &&
        booking.start === data.start
      );
    }
    case 'pilotApplicant': {
      // Written "now" (a few minutes of clock skew allowed); over an application only once it is 30 days old.
      const now = Date.now();
      const at = typeof data?.createdAtMs === 'number' ? data.createdAtMs : Number.NaN;
      if (!(at > now - 5 * 60_000 && at < now + 5 * 60_000)) return false;
      if (request.op === 'create') return true;
      const before = request.before?.createdAtMs;
      return request.op === 'update' && typeof before === 'number' && before < now - PILOT_RENEWAL_MS;
    }
    default:
      return false;
  }
}

/**
 * An integer as Firestore stores one: the SDK writes -0 as a double, which the rules' `is int`
 * refuses — refused here too, so that the local backend catches a writer that negates a zero.
 */
function isStoredInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && !Object.is(value, -0);
}

/** A fee withdrawal's written authorisation: its date, and a reference or an uploaded document. */
export function hasWrittenAuthorisation(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const authorisation = value as Record<string, unknown>;
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(str(authorisation.date)) &&
    (str(authorisation.reference).trim() !== '' || str(authorisation.documentPath) !== '')
  );
}

/** The French reason shown when access is refused. */
function denialMessage(principal: Principal, match: Match, kinds: RuleKind[]): string {
  if (!principal) return DATA_MESSAGES.signedOut;
  const firmId = match.vars.firmId;
  if (firmId && principal.firmId !== firmId) return DATA_MESSAGES.otherFirm;
  if (
    firmId &&
    principal.role === 'member' &&
    kinds.some((k) => k === 'firmOwner' || k === 'settingsWriter' || k === 'dataFirmOwner')
  )
    return DATA_MESSAGES.ownerOnly;
  if (kinds.includes('dataFirmMember') || kinds.includes('dataFirmOwner')) return DATA_MESSAGES.otherFirm;
  if (kinds.includes('carpaMovementCreator')) return DATA_MESSAGES.carpaMovement;
  if (kinds.includes('carpaLedgerWriter')) return DATA_MESSAGES.carpaLedger;
  if (kinds.includes('invoiceWriter')) return DATA_MESSAGES.issuedInvoice;
  if (kinds.includes('paymentCreator')) return DATA_MESSAGES.paymentReversal;
  return DATA_MESSAGES.denied;
}

type TextLimitCheck = (match: Match, data: DocData) => void;
let textLimitCheck: TextLimitCheck | null = null;

/**
 * Loads the checks of a write that need the entity schemas (zod, libphonenumber): the adapter
 * awaits it before its first enforced write, so a page that only reads carries neither.
 */
export async function loadWriteChecks(): Promise<void> {
  textLimitCheck ??= (await import('./writeChecks.ts')).checkTextLimits;
}

/** Throws DataError('permission-denied', French message) unless the table allows the request. */
export function checkAccess(principal: Principal, request: AccessRequest, readAfter: ReadAfter = () => null): void {
  const match = matchPath(request.path);
  if (!match) throw new DataError('permission-denied', DATA_MESSAGES.denied);
  const kinds: RuleKind[] = POLICY[match.name].rules[request.op];
  for (const kind of kinds)
    if (allows(kind, principal, match, request, readAfter)) {
      if (request.after) {
        // Fail closed: a write is never let through unchecked.
        if (!textLimitCheck) throw new DataError('aborted', DATA_MESSAGES.generic);
        textLimitCheck(match, request.after);
      }
      return;
    }
  throw new DataError('permission-denied', denialMessage(principal, match, kinds));
}

/**
 * Files: `firms/{firmId}/…` belongs to the cabinet (its members read and write);
 * `public/{uid}/…` is readable by anyone and written by that professional. Mirrors storage.rules.
 */
export function checkFileAccess(principal: Principal, op: 'read' | 'write', path: string): void {
  const [root, owner] = segmentsOf(path);
  if (root === 'firms' && owner) {
    if (!principal) throw new DataError('permission-denied', DATA_MESSAGES.signedOut);
    if (principal.firmId !== owner) throw new DataError('permission-denied', DATA_MESSAGES.otherFirm);
    return;
  }
  if (root === 'public' && owner) {
    if (op === 'read') return;
    if (!principal) throw new DataError('permission-denied', DATA_MESSAGES.signedOut);
    if (principal.uid !== owner) throw new DataError('permission-denied', DATA_MESSAGES.denied);
    return;
  }
  throw new DataError('permission-denied', DATA_MESSAGES.denied);
}
