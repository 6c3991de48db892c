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
 * `settingsWriter` (owner for team/billing/subscription, any member otherwise) · `nobody`.
 */
import { OWNER_ONLY_SETTINGS } from './constants.ts';
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
  | 'settingsWriter';

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
  'clients',
  'cases',
  'timeEntries',
  'documents',
  'conflictChecks',
  'counters',
  'invoices',
  'payments',
  'expenses',
  'events',
  'deadlines',
  'tasks',
  'researchFiles',
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
      update: ['nobody'],
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
  auditLog: {
    pattern: 'firms/{firmId}/auditLog/{id}',
    rules: {
      get: ['firmMember'],
      list: ['firmMember'],
      create: ['firmMember'],
      update: ['nobody'],
      delete: ['nobody'],
    },
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
  publicProfiles: {
    pattern: 'publicProfiles/{uid}',
    rules: { get: ['anyone'], list: ['anyone'], create: ['self'], update: ['self'], delete: ['self'] },
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
      create: ['anyone'],
      update: ['dataFirmMember'],
      delete: ['dataFirmMember'],
    },
  },
  bookingSlots: {
    pattern: 'bookingSlots/{slotId}',
    rules: { get: ['anyone'], list: ['anyone'], create: ['anyone'], update: ['nobody'], delete: ['dataFirmMember'] },
  },
  pilotApplications: {
    pattern: 'pilotApplications/{id}',
    rules: { get: ['nobody'], list: ['nobody'], create: ['anyone'], update: ['nobody'], delete: ['nobody'] },
  },
} satisfies Record<string, CollectionRules>;

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

/** Which table row a path belongs to (a collection path matches with an empty last variable). */
export function matchPath(path: string): Match | null {
  const segments = segmentsOf(path);
  const isCollection = segments.length % 2 === 1;
  for (const name of COLLECTION_NAMES) {
    const pattern = segmentsOf(POLICY[name].pattern);
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
const DATA_KINDS: RuleKind[] = ['dataFirmMember', 'dataFirmOwner', 'invitationAcceptor', 'invitee', 'founder'];
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
    case 'settingsWriter': {
      const ownerOnly = (OWNER_ONLY_SETTINGS as readonly string[]).includes(vars.name ?? '');
      return allows(ownerOnly ? 'firmOwner' : 'firmMember', principal, match, request, readAfter);
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
    default:
      return false;
  }
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
  return DATA_MESSAGES.denied;
}

/** Throws DataError('permission-denied', French message) unless the table allows the request. */
export function checkAccess(principal: Principal, request: AccessRequest, readAfter: ReadAfter = () => null): void {
  const match = matchPath(request.path);
  if (!match) throw new DataError('permission-denied', DATA_MESSAGES.denied);
  const kinds: RuleKind[] = POLICY[match.name].rules[request.op];
  for (const kind of kinds) if (allows(kind, principal, match, request, readAfter)) return;
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
